import DisposableAPI
import Foundation
import OpenAPIRuntime
import ServerCore
import Vapor
import ZipStream

/// ZIP downloads: a selection, everything the caller may see, or the caller's own data export.
/// Streamed with constant memory; originals unchanged; a folder per person.
extension DisposableAPIHandler {
    func downloadPhotos(_ input: Operations.DownloadPhotos.Input) async throws -> Operations.DownloadPhotos.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let ids = try (input.query.photoId ?? []).map { try Self.uuid($0, field: "photoId") }
        guard ids.count <= 500 else {
            throw AppError(.badRequest, code: "validation_failed", detail: "Select at most 500 photos, or none for all.",
                           field: "photoId", errors: [FieldProblem(field: "photoId", reason: "tooMany")])
        }
        let excluded = try Self.excludedPhotos(input.query.exceptPhotoId, selected: ids)
        // Everything the caller may see (the scope decides: a guest never gets a photo hidden from
        // them, nor anyone else's before a later reveal), the selection, or all but `excluded`.
        let reads = req.disposableReads
        let scope = caller.photoScope(now: req.application.clock(), mineOnly: input.query.mine ?? false)
        let photos = try await reads.photos(scope, ids, excluded)
        // Asking for a photo one may not see is the same as asking for one that does not exist.
        if !ids.isEmpty && photos.count != Set(ids).count { throw AppError.notFound("photo") }
        let people = try await reads.names(caller.eventID, photos.map(\.participantID))
        let archive = PhotoArchive(store: settings.store, zone: caller.event.zone)
        let stream = try await archive.stream(photos, people: people)
        let name = ArchivePaths.component(caller.event.name, fallback: "Photos")
        return .ok(.init(
            headers: .init(contentDisposition: "attachment; filename=\"\(Self.asciiFileName(name)).zip\""),
            body: .applicationZip(PhotoArchive.body(stream, for: req))))
    }

    func exportMyData(_ input: Operations.ExportMyData.Input) async throws -> Operations.ExportMyData.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let mine = caller.photoScope(now: req.application.clock(), mineOnly: true)
        let photos = try await req.disposableReads.photos(mine, [], [])
        let archive = PhotoArchive(store: settings.store, zone: caller.event.zone)
        let files = try await archive.files(photos, people: [caller.participantID: caller.participant.displayName])
        let devices = try await PushDevices.summaries(of: .guest(caller.participantID), on: req.db)
        let summary = try PersonalDataExport.json(
            caller: caller, photos: photos, paths: files.mapValues(\.path), devices: devices, now: req.application.clock())
        var entries = photos.compactMap { files[$0.id] }
        entries.append(ZipEntry.data(summary, path: "my-data.json", modified: req.application.clock()))
        return .ok(.init(
            headers: .init(contentDisposition: "attachment; filename=\"my-data.zip\""),
            body: .applicationZip(PhotoArchive.body(ZipArchiveStream(entries, timeZone: caller.event.zone), for: req))))
    }

    /// "Select all, but these": at most 500 ids, and only without a selection of `photoId`s.
    /// Unknown or invisible ids are simply not in the archive anyway.
    private static func excludedPhotos(_ raw: [String]?, selected: [UUID]) throws -> [UUID] {
        let excluded = try (raw ?? []).map { try uuid($0, field: "exceptPhotoId") }
        guard excluded.count <= 500 else {
            throw AppError(.badRequest, code: "validation_failed", detail: "Leave out at most 500 photos.",
                           field: "exceptPhotoId", errors: [FieldProblem(field: "exceptPhotoId", reason: "tooMany")])
        }
        guard excluded.isEmpty || selected.isEmpty else {
            throw AppError(.badRequest, code: "validation_failed",
                           detail: "Send either photoId (these photos) or exceptPhotoId (all but these), not both.",
                           field: "exceptPhotoId", errors: [FieldProblem(field: "exceptPhotoId", reason: "conflict")])
        }
        return excluded
    }

    /// An ASCII fallback for the `filename` parameter (non-ASCII letters become `_`).
    static func asciiFileName(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.isASCII && $0 != "\"" && $0 != "\\" ? Character($0) : "_" })
    }
}

/// The photos of an archive as ZIP entries: `Person/2026-06-14 18.42.07.jpg`, stored with the
/// CRC computed at upload, so the file is read once, straight into the response.
struct PhotoArchive {
    let store: any MediaStore
    let zone: TimeZone

    /// Each photo's entry by photo id (a photo whose file is missing has none); `people`: the
    /// uploaders' display names, which name the folders.
    func files(_ photos: [PhotoRecord], people: [UUID: String]) async throws -> [UUID: ZipEntry] {
        var paths = ArchivePaths()
        var entries: [UUID: ZipEntry] = [:]
        // One listing per event rather than a look-up per photo (an S3 HEAD each).
        var present: [UUID: [String: Int64]] = [:]
        for owner in Set(photos.map(\.eventID)) { present[owner] = try await store.sizes(owner: owner) }
        for photo in photos {
            let location = photo.location(.original)
            guard present[location.owner]?[location.key] != nil else { continue }
            let folder = ArchivePaths.component(people[photo.participantID] ?? "", fallback: "Guest")
            let path = paths.unique(folder: folder, name: PhotoNaming.baseName(photo, zone: zone), extension: photo.fileExtension)
            entries[photo.id] = store.zipEntry(
                at: location, path: path, modified: photo.takenAt, size: UInt64(photo.byteSize),
                crc32: UInt32(truncatingIfNeeded: photo.crc32))
        }
        return entries
    }

    func stream(_ photos: [PhotoRecord], people: [UUID: String]) async throws -> ZipArchiveStream {
        let files = try await files(photos, people: people)
        return ZipArchiveStream(photos.compactMap { files[$0.id] }, timeZone: zone)
    }

    /// The archive as `req`'s response body: its length is known up front, so downloads show
    /// progress. The contract's body holds the same bytes; the response sends them the fast way
    /// (`ZipResponseBody`: chunks read from disk straight into the buffers written, one at a time).
    static func body(_ archive: ZipArchiveStream, for req: Request) -> HTTPBody {
        DirectResponseBody.use(ZipResponseBody.body(archive, for: req), for: req)
        let length: HTTPBody.Length = archive.predictedSize.map { .known(Int64($0)) } ?? .unknown
        return HTTPBody(archive, length: length, iterationBehavior: .single)
    }
}

/// Everything stored about a participant in one event, as the GDPR export's JSON.
enum PersonalDataExport {
    struct Export: Encodable {
        struct Photo: Encodable {
            var id: UUID
            var clientPhotoId: UUID
            var file: String
            var contentType: String
            var byteSize: Int64
            var takenAt: Date
            var uploadedAt: Date
            var hiddenByOrganizer: Bool
        }

        /// A device that receives "the photos are revealed" (the guest turned it on).
        struct NotificationDevice: Encodable {
            var deviceName: String
            var pushService: String
            var addedAt: Date
        }

        var exportedAt: Date
        var event: String
        var eventId: UUID
        var participantId: UUID
        var displayName: String
        var role: String
        var joinedAt: Date
        var consent: [String: String]
        var linkedAccount: Bool
        var shotsUsed: Int
        var photos: [Photo]
        var notificationDevices: [NotificationDevice]
        var notStored: String
    }

    static func json(
        caller: Caller, photos: [PhotoRecord], paths: [UUID: String], devices: [PushDevices.Summary], now: Date
    ) throws -> Data {
        let participant = caller.participant
        let export = Export(
            exportedAt: now, event: caller.event.name, eventId: caller.eventID, participantId: caller.participantID,
            displayName: participant.displayName, role: participant.role, joinedAt: participant.joinedAt,
            consent: ["termsVersion": participant.termsVersion,
                      "acceptedAt": participant.consentedAt.formatted(.iso8601)],
            linkedAccount: participant.userID != nil, shotsUsed: participant.shotsUsed,
            photos: photos.map {
                .init(id: $0.id, clientPhotoId: $0.clientPhotoID, file: paths[$0.id] ?? "",
                      contentType: $0.contentType, byteSize: $0.byteSize, takenAt: $0.takenAt, uploadedAt: $0.uploadedAt,
                      hiddenByOrganizer: $0.hidden)
            },
            notificationDevices: devices.map { .init(deviceName: $0.deviceName, pushService: $0.pushService, addedAt: $0.addedAt) },
            notStored: "No location: GPS and place names are removed from every photo when it is uploaded.")
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(export)
    }
}
