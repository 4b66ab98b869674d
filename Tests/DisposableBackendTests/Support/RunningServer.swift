import DisposableAPI
import DisposableKit
import Foundation
import OpenAPIAsyncHTTPClient
import ServerTestSupport
import Vapor

/// The in-process server on a real loopback socket, for what only a socket carries: a live
/// stream that never ends, read while other requests go on.
struct RunningServer {
    let app: Application
    let baseURL: URL

    static func start(_ app: Application) async throws -> RunningServer {
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = 0
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        // A test that fails before its `stop()` still closes the server when its app shuts
        // down; a running server that is deinitialized crashes the whole test process.
        app.lifecycle.use(StopServerOnShutdown())
        guard let port = app.http.server.shared.localAddress?.port else { throw Failure("no port") }
        return RunningServer(app: app, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    }

    func stop() async {
        await app.server.shutdown()
    }

    /// The kit's client over HTTP with `token` (what the iOS app does with URLSession).
    func client(token: String?) -> DisposableAPI.Client {
        DisposableAPI.Client.disposable(
            serverURL: baseURL, transport: AsyncHTTPClientTransport(configuration: .init(timeout: .seconds(30))),
            token: { token })
    }
}

private struct StopServerOnShutdown: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.server.shutdown()
    }
}

/// Collects live updates from a stream until a condition holds (or a deadline passes).
actor LiveRecorder {
    private(set) var events: [Components.Schemas.LiveEvent] = []
    /// The server subscribes a stream before it answers, so from `.connected` on nothing is missed.
    private(set) var isConnected = false
    private var task: Task<Void, Never>?

    func start(_ stream: AsyncThrowingStream<LiveUpdate, any Error>) {
        task = Task {
            do {
                for try await update in stream {
                    switch update {
                    case .event(let event): self.record(event)
                    case .connected: self.markConnected()
                    default: break
                    }
                }
            } catch {}
        }
    }

    private func record(_ event: Components.Schemas.LiveEvent) { events.append(event) }
    private func markConnected() { isConnected = true }

    func stop() {
        task?.cancel()
        task = nil
    }

    /// Waits until the stream is open: on a busy machine that can take longer than any fixed
    /// pause a test could afford.
    func waitUntilConnected(seconds: Double = 30) async -> Bool {
        await poll(seconds: seconds) { $0.isConnected }
    }

    /// Waits until `condition` holds for the events.
    func wait(seconds: Double = 30, until condition: @Sendable ([Components.Schemas.LiveEvent]) -> Bool) async -> Bool {
        await poll(seconds: seconds) { condition($0.events) }
    }

    /// Checks every 20 ms, at most `seconds`: the limit is generous, since a busy machine is slow
    /// and a condition that holds returns at once.
    private func poll(seconds: Double, until condition: (isolated LiveRecorder) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition(self)
    }
}
