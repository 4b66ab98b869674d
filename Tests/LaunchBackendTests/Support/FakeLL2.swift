import Foundation
import NIOConcurrencyHelpers
import Vapor

/// A stand-in for Launch Library 2 on 127.0.0.1: serves the recorded fixtures under
/// `/2.2.0/…` (and a picture under `/media/…`), records every call, and can be told to fail,
/// throttle or answer slowly. Real sockets, so the server's own HTTP client is exercised.
final class FakeLL2: Sendable {
    struct Call: Sendable, Equatable {
        let path: String
        let query: String?
        let ifNoneMatch: String?
        let authorization: String?
    }

    enum Mode: Sendable, Equatable {
        case normal
        /// Every API call answers this status (500, 503…).
        case failing(status: UInt)
        /// Every API call answers 429 with this `Retry-After`.
        case throttled(retryAfter: Int)
    }

    private struct State {
        var port = 0
        var calls: [Call] = []
        var imageCalls: [String] = []
        var mode: Mode = .normal
        var delay: Duration = .zero
        /// Bodies served in place of the fixtures, by path under the version (`launch/<id>/`).
        var overrides: [String: Data] = [:]
        var missingImages: Set<String> = []
    }

    private let app: Application
    private let state = NIOLockedValueBox(State())
    let fixtures: FakeLL2Fixtures

    private init(app: Application, fixtures: FakeLL2Fixtures) {
        self.app = app
        self.fixtures = fixtures
    }

    static func start() async throws -> FakeLL2 {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .error
        let fake = FakeLL2(app: app, fixtures: try FakeLL2Fixtures())
        app.get("2.2.0", "**") { req in try await fake.api(req) }
        app.get("media", "**") { req in fake.media(req) }
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        guard let port = app.http.server.shared.localAddress?.port else { throw Abort(.internalServerError) }
        fake.state.withLockedValue { $0.port = port }
        return fake
    }

    func stop() async throws {
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    var port: Int { state.withLockedValue { $0.port } }
    /// `http://127.0.0.1:PORT/2.2.0/`
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/2.2.0/")! }
    var calls: [Call] { state.withLockedValue { $0.calls } }
    var imageCalls: [String] { state.withLockedValue { $0.imageCalls } }

    func set(mode: Mode) { state.withLockedValue { $0.mode = mode } }
    func set(delay: Duration) { state.withLockedValue { $0.delay = delay } }
    func override(_ path: String, with body: Data) { state.withLockedValue { $0.overrides[path] = body } }
    func removeImage(named name: String) { state.withLockedValue { _ = $0.missingImages.insert(name) } }

    // MARK: Serving

    private func api(_ req: Request) async throws -> Response {
        let path = req.parameters.getCatchall().joined(separator: "/") + "/"
        let (mode, delay, override, port) = state.withLockedValue { state in
            state.calls.append(Call(
                path: path, query: req.url.query, ifNoneMatch: req.headers.first(name: .ifNoneMatch),
                authorization: req.headers.first(name: .authorization)))
            return (state.mode, state.delay, state.overrides[path], state.port)
        }
        if delay > .zero { try await Task.sleep(for: delay) }
        switch mode {
        case .failing(let status):
            return Response(status: .init(statusCode: Int(status)), body: "upstream trouble")
        case .throttled(let retryAfter):
            return Response(
                status: .tooManyRequests, headers: ["Retry-After": String(retryAfter)],
                body: #"{"detail":"Request was throttled."}"#)
        case .normal:
            break
        }
        guard let body = override ?? fixtures.body(path: path, query: req.url.query) else {
            return Response(status: .notFound, body: #"{"detail":"Not found."}"#)
        }
        // Pictures are served by this fake too, so tests never leave the machine.
        let local = fixtures.localizingImages(body, port: port)
        let etag = "\"\(local.hashValue)\""
        if req.headers.first(name: .ifNoneMatch) == etag {
            return Response(status: .notModified, headers: ["ETag": etag])
        }
        return Response(status: .ok, headers: ["Content-Type": "application/json", "ETag": etag], body: .init(data: local))
    }

    private func media(_ req: Request) -> Response {
        let name = req.parameters.getCatchall().joined(separator: "/")
        let missing = state.withLockedValue { state in
            state.imageCalls.append(name)
            return state.missingImages.contains(name)
        }
        guard !missing else { return Response(status: .notFound) }
        return Response(status: .ok, headers: ["Content-Type": "image/jpeg"], body: .init(data: FakeLL2Fixtures.jpeg))
    }
}
