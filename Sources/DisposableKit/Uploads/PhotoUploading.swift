import DisposableAPI
import Foundation
import OpenAPIRuntime

/// One upload as the queue hands it over.
public struct UploadRequest: Sendable {
    public var eventId: UUID
    public var clientPhotoId: UUID
    public var takenAt: Date
    public var source: String
    public var data: Data
}

/// What became of one try.
public enum UploadOutcome: Equatable, Sendable {
    /// Stored (or already stored by an earlier try: same photo, no second shot).
    case stored(photoId: UUID)
    /// Worth trying again later: no connection, a server error, a busy server.
    case retryLater(reason: String)
    /// Refused for good; `code` is the server's (`event_ended`, `no_shots_left`, …).
    case rejected(code: String)
}

/// Sends one photo. The queue only knows this protocol; tests and previews can fake it.
public protocol PhotoUploading: Sendable {
    func upload(_ request: UploadRequest) async -> UploadOutcome
}

/// `PhotoUploading` through the contract's `uploadPhoto`.
public struct APIPhotoUploader: PhotoUploading {
    let client: DisposableAPI.Client

    public init(client: DisposableAPI.Client) {
        self.client = client
    }

    public func upload(_ request: UploadRequest) async -> UploadOutcome {
        let metadata = Components.Schemas.PhotoMetadata(
            clientPhotoId: request.clientPhotoId.uuidString, takenAt: request.takenAt,
            source: Components.Schemas.PhotoMetadata.SourcePayload(rawValue: request.source) ?? .camera)
        let parts: [Operations.UploadPhoto.Input.Body.MultipartFormPayload] = [
            .metadata(.init(payload: .init(body: metadata))),
            .file(.init(payload: .init(body: HTTPBody(request.data)), filename: "\(request.clientPhotoId).jpg")),
        ]
        do {
            let output = try await client.uploadPhoto(
                path: .init(eventId: request.eventId.uuidString), body: .multipartForm(.init(parts)))
            switch output {
            case .created(let created): return Self.stored(try created.body.json)
            case .ok(let replay): return Self.stored(try replay.body.json)
            case .conflict(let conflict):
                // `event_ended` or `no_shots_left`: final. (A twin of this upload still running
                // on the server never conflicts: the server answers with the twin's photo.)
                return .rejected(code: (try? conflict.body.applicationProblemJson.code) ?? "conflict")
            case .contentTooLarge(let problem): return .rejected(code: (try? problem.body.applicationProblemJson.code) ?? "payload_too_large")
            case .unsupportedMediaType: return .rejected(code: "unsupported_media_type")
            case .unprocessableContent(let problem): return .rejected(code: (try? problem.body.applicationProblemJson.code) ?? "unprocessable")
            case .badRequest: return .rejected(code: "malformed_request")
            case .notFound: return .rejected(code: "not_found")
            case .unauthorized: return .rejected(code: "unauthorized")
            case .undocumented(let status, _): return .retryLater(reason: "HTTP \(status)")
            }
        } catch {
            return .retryLater(reason: String(describing: error))
        }
    }

    private static func stored(_ photo: Components.Schemas.Photo) -> UploadOutcome {
        guard let id = UUID(uuidString: photo.id) else { return .retryLater(reason: "malformed photo id") }
        return .stored(photoId: id)
    }
}
