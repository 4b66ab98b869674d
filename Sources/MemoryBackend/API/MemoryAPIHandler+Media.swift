import Fluent
import Foundation
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import Vapor

/// `GET /api/media/{id}`: with a bearer token, a redirect to a signed URL; with a valid
/// signature, the bytes (Range → 206), no token needed.
extension MemoryAPIHandler {
    func getMedia(_ input: Operations.GetMedia.Input) async throws -> Operations.GetMedia.Output {
        let req = try request
        let id = try Self.uuid(input.path.mediaId, field: "mediaId")
        let variant = input.query.variant ?? .original
        guard let expires = input.query.expires, let signature = input.query.signature else {
            let userID = try req.requireAPIAccount()
            guard try await req.memoryReads.file(userID, id) != nil
            else { throw AppError.notFound("media") }
            var location = mapping(req).url(id, variant: variant.rawValue)
            if input.query.download == true { location += "&download=true" }
            return .found(.init(headers: .init(location: location)))
        }
        guard settings.signer.verify(
            signature, for: MediaAccess.resource(id, variant: variant.rawValue), expires: expires,
            now: req.application.clock())
        else {
            throw AppError(.forbidden, code: "signature_invalid", detail: "This link has expired or is not valid.")
        }
        guard let media = try await req.memoryReads.signedFile(id) else {
            throw AppError.notFound("media")
        }
        return try await stream(media, variant: variant, range: input.headers.range, download: input.query.download ?? false)
    }

    private func stream(
        _ media: StoredFile, variant: Components.Schemas.MediaVariant, range header: String?, download: Bool
    ) async throws -> Operations.GetMedia.Output {
        let size: Int? = switch variant {
        case .original: nil
        case .thumb256: 256
        case .thumb1024: 1024
        }
        if let size, !media.thumbnails.contains(size) { throw AppError.notFound("thumbnail") }
        let location = EntryMedia.location(media.id, owner: media.owner, thumbnail: size)
        let contentType = size == nil ? media.contentType : "image/jpeg"
        let name = size == nil ? (media.originalName ?? "media") : "thumbnail-\(size!).jpg"
        let disposition = "\(download ? "attachment" : "inline"); filename=\"\(Self.safeFilename(name))\""
        // On S3 the bytes come from the store itself: the signature just checked is the access rule
        // (only the owner is handed it), so a presigned URL that expires sooner carries it as well
        // (docs/decisions/0003-media-store.md). Ranges then go to the store directly; one outside
        // the file is still answered here, as the contract documents (416 problem+json).
        if let presigned = settings.store.presignedURL(
            at: location, expires: Self.presignedSeconds, now: try request.application.clock(), contentType: contentType,
            disposition: disposition)
        {
            if header != nil {
                guard let fileSize = try await settings.store.size(at: location) else { throw AppError.notFound("media") }
                if ByteRange.parse(header, size: fileSize) == .unsatisfiable { throw Self.unsatisfiable(fileSize) }
            }
            return .found(.init(headers: .init(location: presigned.absoluteString)))
        }
        guard let fileSize = try await settings.store.size(at: location) else { throw AppError.notFound("media") }
        let cache = "private, max-age=300"
        switch ByteRange.parse(header, size: fileSize) {
        case .unsatisfiable:
            throw Self.unsatisfiable(fileSize)
        case .whole:
            let body = try await settings.store.body(at: location, offset: 0, length: fileSize)
            return .ok(.init(
                headers: .init(acceptRanges: .bytes, contentDisposition: disposition, cacheControl: cache),
                body: try Self.content(contentType, body)))
        case .partial(let range):
            let body = try await settings.store.body(at: location, offset: range.start, length: range.length)
            return .partialContent(.init(
                headers: .init(
                    contentRange: range.contentRange(size: fileSize), acceptRanges: .bytes,
                    contentDisposition: disposition, cacheControl: cache),
                body: try Self.partialContent(contentType, body)))
        }
    }

    static func unsatisfiable(_ fileSize: Int64) -> AppError {
        AppError(
            .rangeNotSatisfiable, code: "range_not_satisfiable", detail: "The range lies outside the file.",
            headers: ["Content-Range": "bytes */\(fileSize)"])
    }

    /// How long a presigned URL of the store works: shorter than the page's own signed URLs.
    static let presignedSeconds = 300

    static func content(_ type: String, _ body: HTTPBody) throws -> Operations.GetMedia.Output.Ok.Body {
        switch type {
        case "image/jpeg": .jpeg(body)
        case "image/png": .png(body)
        case "image/heic": .imageHeic(body)
        case "image/webp": .imageWebp(body)
        case "audio/mp4": .audioMp4(body)
        case "audio/aac": .audioAac(body)
        case "audio/wav": .audioWav(body)
        default: throw AppError.notFound("media")
        }
    }

    static func partialContent(_ type: String, _ body: HTTPBody) throws -> Operations.GetMedia.Output.PartialContent.Body {
        switch type {
        case "image/jpeg": .jpeg(body)
        case "image/png": .png(body)
        case "image/heic": .imageHeic(body)
        case "image/webp": .imageWebp(body)
        case "audio/mp4": .audioMp4(body)
        case "audio/aac": .audioAac(body)
        case "audio/wav": .audioWav(body)
        default: throw AppError.notFound("media")
        }
    }

    static func safeFilename(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 32 }.prefix(100))
    }
}
