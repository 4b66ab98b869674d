import Foundation
import Imaging
import Localization
import MediaTools
import MemoryAPI
import MemoryKit
import SQLKit
import ServerCore
import Vapor

/// The server side of `openapi.yaml`: every operation of the generated `APIProtocol`.
///
/// Handlers reach their Vapor request through `RequestContext` (database, clock, account)
/// and throw `AppError`s, which `OpenAPIErrorMiddleware` hands to ServerCore's renderer.
struct MemoryAPIHandler: APIProtocol {
    let settings: MemorySettings

    var request: Request {
        get throws { try RequestContext.require() }
    }

    /// The signed-in caller; 401 without a valid bearer token.
    func caller() throws -> (Request, UUID) {
        let req = try request
        return (req, try req.requireAPIAccount())
    }

    /// The caller's entry writes (reads: `req.memoryReads`).
    func entries(_ req: Request, _ userID: UUID) -> EntryStore {
        EntryStore(db: req.db, userID: userID)
    }

    /// `make()`'s result for this owner, remembered while their revision stands (tags, summaries,
    /// a timeline page: everything the revision names). `key` must name every other input.
    func remembered<Value: Sendable>(
        _ key: String, _ req: Request, _ userID: UUID, _ make: () async throws -> Value
    ) async throws -> Value {
        guard let cache = settings.results else { return try await make() }
        let revision = try await req.memoryReads.revision(userID)
        return try await cache.value("\(userID.uuidString) \(key)", revision: revision, now: req.application.clock(),
                                     make: make)
    }

    /// Path ids are UUIDs; anything else cannot name a resource.
    static func uuid(_ value: String, field: String) throws -> UUID {
        guard let id = UUID(uuidString: value) else {
            throw AppError.badRequest(field: field, "'\(field)' must be a UUID.")
        }
        return id
    }

    /// The language for case rules and messages (the kits' `Localization.Language`), from the request's.
    static func language(_ req: Request) -> Localization.Language {
        Localization.Language(rawValue: req.language.rawValue) ?? .en
    }
}

/// What the Memory backend is configured with.
struct MemorySettings: Sendable {
    var limits: MediaLimits
    var store: any MediaStore
    var signer: URLSigner
    var imaging: ImageProcessor
    var audio: AudioProbe
    var publicBaseURL: URL
    /// Share tokens, derived from the server secret.
    var shareTokens: ShareTokens
    /// How long signed media URLs stay valid.
    var mediaURLLifetime: TimeInterval = 600
    /// Rendered recap images, each kept while its owner's revision stands (`RecapImageFiles`).
    var recapImages = RevisionedResponseCache(maxAge: 24 * 3600, capacity: 256, maxBytes: 64 << 20)
    /// Results the web pages and the API share (`MemoryAPIHandler.remembered`); nil turns it off.
    var results: RevisionedValueCache?
}
