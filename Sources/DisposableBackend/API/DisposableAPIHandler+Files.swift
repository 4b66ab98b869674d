import CivilCalendar
import DisposableAPI
import Foundation
import Localization
import OpenAPIRuntime
import ServerCore
import Vapor

/// `getPhotoFile`: the bytes behind a signed URL, with ranges. The signature names the photo,
/// the copy and the audience; a guest URL also needs the photo to be revealed and not hidden
/// now, so hiding takes effect at once on every URL already handed out.
extension DisposableAPIHandler {
    func getPhotoFile(_ input: Operations.GetPhotoFile.Input) async throws -> Operations.GetPhotoFile.Output {
        let req = try request
        let now = req.application.clock()
        guard let id = UUID(uuidString: input.path.photoId),
            let variant = DisposablePhoto.Variant(rawValue: input.path.variant.rawValue),
            let audience = FileAudience(rawValue: input.query.audience.rawValue),
            settings.signer.verify(input.query.signature, for: DisposableSettings.resource(id, variant, audience),
                                   expires: input.query.expires, now: now)
        else { throw AppError(.forbidden, code: "signature_invalid", detail: "This link has expired or is not valid.") }
        guard let (photo, timeline) = try await req.disposableReads.signedPhoto(id) else {
            throw AppError.notFound("photo")
        }
        if audience == .guests {
            guard !photo.hidden, timeline.isRevealed(at: now) else { throw AppError.notFound("photo") }
        }
        let location = photo.location(variant)
        // Streamed through the instance on every store, never a presigned redirect: hiding a photo
        // must stop every URL already handed out at once (docs/decisions/0003-media-store.md).
        var size = try await settings.store.size(at: location)
        if size == nil, variant == .display, !photo.isReady {
            // Asked for before the job made it (the wall, right after the upload): made now.
            size = Int64(try await settings.displayCopies.copy(of: photo, settings: settings, priority: .upload).count)
        }
        guard let size else { throw AppError.notFound("photo") }
        let type = variant == .original ? photo.contentType : "image/jpeg"
        let name = PhotoNaming.fileName(photo, variant: variant)
        let disposition = "\(input.query.download == true ? "attachment" : "inline"); filename=\"\(name)\""
        // Private: the URL is a capability, and a hidden photo must not linger in shared caches.
        let cache = "private, max-age=600"
        switch ByteRange.parse(input.headers.range, size: size) {
        case .unsatisfiable:
            throw AppError(.rangeNotSatisfiable, code: "range_not_satisfiable", detail: "The range lies outside the file.",
                           headers: ["Content-Range": "bytes */\(size)"])
        case .whole:
            let body = try await settings.store.body(at: location, offset: 0, length: size)
            return .ok(.init(headers: .init(acceptRanges: .bytes, contentDisposition: disposition, cacheControl: cache),
                             body: try Self.fileContent(type, body)))
        case .partial(let range):
            let body = try await settings.store.body(at: location, offset: range.start, length: range.length)
            return .partialContent(.init(
                headers: .init(contentRange: range.contentRange(size: size), acceptRanges: .bytes,
                               contentDisposition: disposition, cacheControl: cache),
                body: try Self.partialFileContent(type, body)))
        }
    }

    static func fileContent(_ type: String, _ body: HTTPBody) throws -> Operations.GetPhotoFile.Output.Ok.Body {
        switch type {
        case "image/jpeg": .jpeg(body)
        case "image/png": .png(body)
        case "image/heic": .imageHeic(body)
        case "image/heif": .imageHeif(body)
        case "image/webp": .imageWebp(body)
        default: throw AppError.notFound("photo")
        }
    }

    static func partialFileContent(_ type: String, _ body: HTTPBody) throws
        -> Operations.GetPhotoFile.Output.PartialContent.Body
    {
        switch type {
        case "image/jpeg": .jpeg(body)
        case "image/png": .png(body)
        case "image/heic": .imageHeic(body)
        case "image/heif": .imageHeif(body)
        case "image/webp": .imageWebp(body)
        default: throw AppError.notFound("photo")
        }
    }
}

/// Readable names: `2026-06-14 18.42.07.jpg` in the event's time zone.
enum PhotoNaming {
    /// Integer arithmetic rather than `Calendar` and `String(format:)`: a ZIP names every photo.
    static func baseName(_ photo: PhotoRecord, zone: TimeZone = .gmt) -> String {
        let date = photo.takenAt
        let c = CivilDate.fromSeconds(Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date))
        func two(_ value: Int) -> String { ZeroPadded.string(value, width: 2) }
        return "\(ZeroPadded.string(c.year, width: 4))-\(two(c.month))-\(two(c.day)) "
            + "\(two(c.hour)).\(two(c.minute)).\(two(c.second))"
    }

    static func fileName(_ photo: PhotoRecord, variant: DisposablePhoto.Variant) -> String {
        variant == .original ? "\(baseName(photo)).\(photo.fileExtension)" : "\(baseName(photo))-\(variant.rawValue).jpg"
    }
}
