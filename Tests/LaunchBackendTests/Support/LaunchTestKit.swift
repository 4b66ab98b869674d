import Foundation
@testable import LaunchBackend
import NIOConcurrencyHelpers
import ServerTestSupport
import Vapor
import VaporTesting

/// A clock tests move by hand (the server reads it through `app.clock`).
final class ManualClock: Sendable {
    private let current: NIOLockedValueBox<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_780_000_000)) { current = NIOLockedValueBox(start) }

    var now: Date { current.withLockedValue { $0 } }
    func advance(_ seconds: TimeInterval) { current.withLockedValue { $0 += seconds } }
    var read: @Sendable () -> Date { { self.now } }
}

/// Settings pointing the proxy at `fake`, with the refresher off (tests call it) and no map tiles.
func settings(for fake: FakeLL2, budget: Int = 15, pageSize: Int = 20) -> LL2UpstreamSettings {
    LL2UpstreamSettings(
        baseURL: fake.baseURL, apiToken: "test-token", requestsPerHour: budget, mapTileURL: nil, pageSize: pageSize,
        refreshInterval: nil)
}

/// A fake LL2 for the length of `body`.
func withFakeLL2<T>(_ body: (FakeLL2) async throws -> T) async throws -> T {
    let fake = try await FakeLL2.start()
    do {
        let result = try await body(fake)
        try await fake.stop()
        return result
    } catch {
        try? await fake.stop()
        throw error
    }
}

/// ServerCore and SpaceNasa against a fresh fake LL2.
func withLaunchApp<T>(
    budget: Int = 15, clock: ManualClock = ManualClock(),
    _ body: (Application, FakeLL2) async throws -> T
) async throws -> T {
    try await withFakeLL2 { fake in
        try await withSuiteApp([LaunchBackend(settings: settings(for: fake, budget: budget))], clock: clock.read) { app in
            try await body(app, fake)
        }
    }
}

extension TestingApplicationTester {
    func get(_ path: String, headers: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
        try await performTest(request: TestingHTTPRequest(
            method: .GET, url: URI(path: path), headers: headers, body: ByteBufferAllocator().buffer(capacity: 0)))
    }
}

extension TestingHTTPResponse {
    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any]) ?? [:]
    }
}

enum Mirror {
    static let upcoming = "/api/launches/2.2.0/launch/upcoming/?limit=20&offset=0"
    static let previous = "/api/launches/2.2.0/launch/previous/?limit=20&offset=0"
    static let programs = "/api/launches/2.2.0/program/?limit=100&offset=0"
    static func launch(_ id: String) -> String { "/api/launches/2.2.0/launch/\(id)/" }
}
