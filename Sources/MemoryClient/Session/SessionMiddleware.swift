import Foundation
import HTTPTypes
import Localization
import OpenAPIRuntime

/// Puts the session's access token on every call and, on a 401, retries once with a
/// renewed token; a second 401 ends the session and the call throws `SessionError.signedOut`.
struct SessionMiddleware: ClientMiddleware {
    let session: Session

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let token = await session.accessToken() else { throw SessionError.signedOut(await session.signOutReason) }
        let replayable = try await ReplayableBody(body)
        let first = try await next(Self.request(request, bearer: token), replayable.body, baseURL)
        guard first.0.status == .unauthorized else { return first }
        let renewed = try await session.renewedAccessToken(replacing: token)
        let second = try await next(Self.request(request, bearer: renewed), replayable.body, baseURL)
        guard second.0.status == .unauthorized else { return second }
        let problem = await ServerProblem.read(second.1, status: 401)
        await session.end(.ended(code: problem?.code ?? "unauthorized"))
        throw SessionError.signedOut(await session.signOutReason)
    }

    private static func request(_ request: HTTPRequest, bearer token: String) -> HTTPRequest {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return request
    }
}

/// A request body that can be sent twice (the retry after a refresh): bodies the runtime can
/// iterate only once are collected into memory first.
struct ReplayableBody: Sendable {
    private let original: HTTPBody?
    private let bytes: [UInt8]?

    init(_ body: HTTPBody?) async throws {
        if let body, body.iterationBehavior == .single {
            original = nil
            bytes = try await [UInt8](collecting: body, upTo: .max)
        } else {
            original = body
            bytes = nil
        }
    }

    var body: HTTPBody? { bytes.map { HTTPBody($0) } ?? original }
}

/// Sends `Accept-Language`, so the server's problem sentences come in the reader's language.
struct LanguageMiddleware: ClientMiddleware {
    let language: @Sendable () -> Language

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.acceptLanguage] = language().rawValue
        return try await next(request, body, baseURL)
    }
}
