import ContractCoding
import DisposableAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Everything the kit would otherwise reach for by itself: time, waiting, randomness, ids.
/// Tests pin them; apps pass `.live`.
public struct DisposableEnvironment: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A uniform value in 0..<1 (backoff jitter).
    public var random: @Sendable () -> Double
    public var makeID: @Sendable () -> UUID

    public init(
        now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void,
        random: @escaping @Sendable () -> Double, makeID: @escaping @Sendable () -> UUID
    ) {
        self.now = now
        self.sleep = sleep
        self.random = random
        self.makeID = makeID
    }

    public static let live = DisposableEnvironment(
        now: { Date() }, sleep: { try await Task.sleep(for: $0) }, random: { Double.random(in: 0..<1) },
        makeID: { UUID() })
}

/// Adds `Authorization: Bearer …` to every request: a participant token (`dpt_…`) or an
/// account's access token, read at send time so a refreshed token is used at once.
public struct BearerTokenMiddleware: ClientMiddleware {
    public let token: @Sendable () async -> String?

    public init(token: @escaping @Sendable () async -> String?) {
        self.token = token
    }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if let token = await token() { request.headerFields[.authorization] = "Bearer \(token)" }
        return try await next(request, body, baseURL)
    }
}

extension DisposableAPI.Client {
    /// A client of the Disposable contract at `serverURL` over `transport` (URLSession on iOS).
    public static func disposable(
        serverURL: URL, transport: any ClientTransport, token: @escaping @Sendable () async -> String?
    ) -> DisposableAPI.Client {
        DisposableAPI.Client(
            serverURL: serverURL, configuration: .suiteAPI, transport: transport,
            middlewares: [BearerTokenMiddleware(token: token)])
    }
}
