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

/// A blocking loopback HTTP read until `done` or a deadline: what a client of a never-ending response sees.
enum RawHTTP {
    static func read(port: Int, request: String, atMost duration: Duration, until done: ([UInt8]) -> Bool) throws -> [UInt8] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure("connect to \(port)") }
        var timeout = timeval(tv_sec: 0, tv_usec: 50_000)  // recv wakes up to check the clock
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.utf8CString.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count - 1, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline, !done(received) {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 { received += buffer[0..<count] } else if count == 0 { break }
        }
        return received
    }
}
