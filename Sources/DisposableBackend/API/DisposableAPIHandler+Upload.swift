import DisposableAPI
import Fluent
import Foundation
import ServerCore
import SQLKit
import Vapor

/// `uploadPhoto`: one shot, idempotent by the device's client photo id, exactly within the limit.
extension DisposableAPIHandler {
    func uploadPhoto(_ input: Operations.UploadPhoto.Input) async throws -> Operations.UploadPhoto.Output {
        let (req, caller) = try await caller(input.path.eventId)
        guard case .multipartForm(let parts) = input.body else {
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type", detail: "Send multipart/form-data.")
        }
        let intake = PhotoIntake(store: settings.store, imaging: settings.imaging, maxBytes: settings.options.maxUploadBytes)
        var metadata: (clientPhotoID: UUID, body: Components.Schemas.PhotoMetadata)?
        var staged: StagedFile?
        let mediaStore = settings.store
        func discard() { if let staged { mediaStore.discardStaged(named: staged.name) } }
        do {
            for try await part in parts {
                switch part {
                case .metadata(let part):
                    let body = part.payload.body
                    let clientPhotoID = try Self.uuid(body.clientPhotoId, field: "metadata.clientPhotoId")
                    // A retry of a stored upload: the first answer, no second shot, whatever the state now.
                    if let existing = try await req.disposableReads.photoByClientID(caller.participantID, clientPhotoID) {
                        discard()
                        return .ok(.init(body: .json(try await photoJSON(existing, caller, req))))
                    }
                    try Self.precheck(caller, now: req.application.clock())
                    metadata = (clientPhotoID, body)
                case .file(let part):
                    guard metadata != nil, staged == nil else {
                        throw AppError(.badRequest, code: "validation_failed",
                                       detail: "Send one 'metadata' part, then one 'file' part.", field: "file")
                    }
                    staged = try await intake.stage(part.payload.body)
                case .undocumented:
                    continue
                }
            }
        } catch let error as AppError {
            discard()
            throw error
        } catch let error where error is CocoaError || error is POSIXError {
            discard()
            throw error  // the disk, not the client: a 500
        } catch {
            discard()
            throw AppError(.badRequest, code: "malformed_request", detail: "The multipart body could not be read.")
        }
        guard let metadata, let staged else {
            throw AppError(.badRequest, code: "validation_failed", detail: "A photo needs 'metadata' and 'file'.",
                           field: metadata == nil ? "metadata" : "file")
        }
        do {
            let photo = try await store(try await intake.inspect(staged), metadata: metadata, caller, req)
            return .created(.init(body: .json(try await photoJSON(photo, caller, req))))
        } catch let replay as Replay {
            return .ok(.init(body: .json(try await photoJSON(replay.photo, caller, req))))
        } catch {
            discard()
            throw error
        }
    }

    private struct Replay: Error { let photo: PhotoRecord }

    /// Moves the file into place, then claims the shot and writes the row, its log entry and
    /// its derivatives job in one transaction (`MediaStore.commit`: a refused claim removes the
    /// file again).
    private func store(
        _ inspected: PhotoIntake.Inspected, metadata: (clientPhotoID: UUID, body: Components.Schemas.PhotoMetadata),
        _ caller: Caller, _ req: Request
    ) async throws -> PhotoRecord {
        let now = req.application.clock()
        let photo = DisposablePhoto()
        photo.id = UUID()
        photo.eventID = caller.eventID
        photo.participantID = caller.participantID
        photo.clientPhotoID = metadata.clientPhotoID
        photo.contentType = inspected.type.mimeType
        photo.byteSize = inspected.staged.byteSize
        photo.crc32 = Int64(inspected.crc32)
        photo.width = inspected.width
        photo.height = inspected.height
        // Milliseconds: gallery cursors carry them, so paging never skips a photo.
        photo.uploadedAt = Date(timeIntervalSince1970: (now.timeIntervalSince1970 * 1000).rounded() / 1000)
        photo.takenAt = min(metadata.body.takenAt ?? photo.uploadedAt, now)
        photo.hidden = false
        photo.status = DisposablePhoto.Status.processing.rawValue
        let event = caller.event
        let participantID = caller.participantID
        let jobs = req.application.jobs
        do {
            try await settings.hub.recording(app: req.application) { changes in
                try await settings.store.commit(
                    [MediaPlacement(staged: inspected.staged, location: PhotoRecord(photo).location(.original))],
                    on: req.db, now: now, logger: req.logger
                ) { db in
                    try await ShotClaim.claim(participantID: participantID, event: event, now: now, on: db.sql)
                    try await photo.create(on: db)
                    try await changes.append(
                        EventLogEntry(eventID: event.id!, type: "photo.added", audience: .photo, photoID: photo.id,
                                      participantID: participantID, now: now), on: db)
                    try await jobs.enqueue(DerivativesJob.kind, payload: photo.id!.uuidString, on: db, now: now)
                }
            }
        } catch {
            // A twin of this request (same client photo id) won the race: its unique row made
            // this insert fail, or it took the last shot. Either way, answer with its photo.
            guard let existing = try await req.disposableReads.photoByClientID(caller.participantID, metadata.clientPhotoID)
            else { throw error }
            settings.store.discardStaged(named: inspected.staged.name)
            throw Replay(photo: existing)
        }
        DerivativesJob.kick(req.application)
        return PhotoRecord(photo)
    }

    /// Cheap refusals before any byte of the file is stored (the claim decides for real).
    private static func precheck(_ caller: Caller, now: Date) throws {
        if now < caller.event.startsAt { throw ShotClaim.notStarted }
        if now >= caller.event.endsAt { throw ShotClaim.eventEnded }
        if caller.participant.shotsUsed >= caller.event.shotsPerPerson { throw ShotClaim.noShotsLeft }
    }

    private func photoJSON(_ photo: PhotoRecord, _ caller: Caller, _ req: Request) async throws -> Components.Schemas.Photo {
        mapping(req).photo(photo, uploader: caller.participant.displayName, viewer: caller.participantID,
                           viewerIsOrganizer: caller.isOrganizer)
    }
}
