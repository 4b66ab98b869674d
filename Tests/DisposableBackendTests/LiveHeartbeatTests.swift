import Foundation
import ServerTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import DisposableBackend

/// An idle live stream still carries bytes: a comment line each heartbeat interval, so a proxy
/// or a phone does not take a quiet stream for a dead one. Read as raw bytes from a socket: the
/// kit's client skips comments, as an EventSource does.
@Suite("Live: heartbeats keep an idle stream open")
struct LiveHeartbeatTests {
    @Test("an idle stream hears ': heartbeat' every interval, and nothing else")
    func heartbeat() async throws {
        var options = DisposableBackendOptions()
        options.liveHeartbeat = .milliseconds(200)
        try await withDisposableApp(options: options) { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let port = try #require(server.baseURL.port)
            // act: a thread of its own, since the read blocks (the server's handlers share the
            // cooperative pool with every test running at the same time)
            let started = ContinuousClock.now
            let bytes = try await withCheckedThrowingContinuation { continuation in
                Thread {
                    continuation.resume(with: Result {
                        try RawHTTP.read(
                            port: port,
                            request: "GET /api/disposable/events/\(event.id)/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                + "Authorization: Bearer \(organizer.token)\r\nAccept: text/event-stream\r\n\r\n",
                            atMost: .seconds(20)) { Self.heartbeats(in: $0) >= 3 }
                    })
                }.start()
            }
            let elapsed = ContinuousClock.now - started
            try await Task.sleep(for: .milliseconds(300))  // the server sees the closed stream
            await server.stop()
            // check
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 200"))
            #expect(text.contains("text/event-stream"))
            #expect(Self.heartbeats(in: bytes) >= 3, "\(text)")
            #expect(elapsed < .seconds(15), "three beats of 200 ms, even on a busy machine: \(elapsed)")
            #expect(!text.contains("event: "), "an idle event sends no events")
        }
    }

    static func heartbeats(in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: ": heartbeat\n\n").count - 1
    }
}
