import Foundation
import LaunchLibrary
import Testing

@testable import LaunchKit

/// Issue 36: an offline copy of July 2022 read in November 2025 showed "Go for Launch ·
/// T+1597d", "Live now" and a flown launch as "next". The kit decides once, from the NET, the
/// status and when LL2 gave the data, on a pinned clock.
@Suite("Launch phase: upcoming, in flight or past, from NET, status and fetch time")
struct LaunchPhaseTests {
    static let now = Date(timeIntervalSince1970: 1_764_000_000)  // 2025-11-24
    static let minute = NetPrecision(id: 1, name: "Minute", abbrev: "MIN")
    static let hour: TimeInterval = 3_600

    static func launch(status: Int, net: Date?, webcastLive: Bool = false) throws -> Launch {
        let net = net.map { "\"\(ISO8601DateFormatter().string(from: $0))\"" } ?? "null"
        let json = """
            {"id":"L\(status)","name":"Launch","net":\(net),"status":{"id":\(status),"name":"Status \(status)"},
             "net_precision":{"id":1,"name":"Minute","abbrev":"MIN"},"webcast_live":\(webcastLive)}
            """
        return try LL2Decoder.decode(Launch.self, from: Data(json.utf8))
    }

    @Test("the phase from NET, status and fetch time", arguments: [
        // (status, NET from now, fetched from now, phase)
        (1, 2 * hour, -600.0, LaunchPhase.upcoming),          // Go, T-2 h: upcoming
        (1, -1_597 * 24 * hour, -1_600 * 24 * hour, .unresolved),  // the 2022 copy's "Go" three years on
        (5, -hour, -2 * hour, .unresolved),                     // on hold, NET passed since
        (6, -600, -300, .inFlight),                             // In Flight, said after T-0, minutes ago
        (6, -600, -900, .unresolved),                           // "In Flight" said before T-0: no news since
        (6, -1_597 * 24 * hour, -1_597 * 24 * hour + 60, .unresolved),  // said after T-0, three years ago
        (3, -1_597 * 24 * hour, -1_600 * 24 * hour, .finished),  // the result is known
        (8, 1_000 * 24 * hour, -1_600 * 24 * hour, .upcoming),   // still ahead, however old the copy
    ])
    func phase(status: Int, netOffset: TimeInterval, fetchedOffset: TimeInterval, expected: LaunchPhase) throws {
        // setup
        let launch = try Self.launch(status: status, net: Self.now.addingTimeInterval(netOffset))
        // act
        let phase = LaunchPhase.of(launch, fetchedAt: Self.now.addingTimeInterval(fetchedOffset), now: Self.now)
        // check
        #expect(phase == expected)
    }

    @Test("a launch without a NET is upcoming") func noNet() throws {
        #expect(LaunchPhase.of(try Self.launch(status: 2, net: nil), fetchedAt: Self.now, now: Self.now) == .upcoming)
    }

    @Test("an old copy's Go row reads Result unknown with no countdown, in every language", arguments: [
        ("en", "Result unknown"), ("tr", "Sonuç bilinmiyor"), ("fr", "Résultat inconnu"),
    ])
    func oldCopyRow(language: String, status: String) throws {
        // setup
        let launch = try Self.launch(status: 1, net: Self.now.addingTimeInterval(-1_597 * 24 * Self.hour))
        let mapper = LaunchMapper(formatting: .utc(language))
        let fetchedAt = Self.now.addingTimeInterval(-1_600 * 24 * Self.hour)
        // act
        let row = mapper.row(launch, now: Self.now, fetchedAt: fetchedAt)
        let detail = mapper.detail(launch, now: Self.now, fetchedAt: fetchedAt)
        // check
        #expect(row.countdownText == nil && detail.countdownText == nil)
        #expect(row.statusText == status && detail.statusText == status)
        #expect(row.outcome == .unknown && row.phase == .unresolved)
        #expect(mapper.countdown(for: launch, now: Self.now, fetchedAt: fetchedAt) == nil)
    }

    @Test("only fresh data about a launch still ahead or flying is live now") func webcastLive() throws {
        // setup
        let soon = try Self.launch(status: 1, net: Self.now.addingTimeInterval(600), webcastLive: true)
        let passed = try Self.launch(status: 1, net: Self.now.addingTimeInterval(-600), webcastLive: true)
        // act / check
        #expect(LaunchPhase.webcastIsLive(soon, fetchedAt: Self.now.addingTimeInterval(-120), now: Self.now))
        #expect(!LaunchPhase.webcastIsLive(soon, fetchedAt: Self.now.addingTimeInterval(-2 * Self.hour), now: Self.now))
        #expect(!LaunchPhase.webcastIsLive(passed, fetchedAt: Self.now.addingTimeInterval(-900), now: Self.now))
    }

    @Test("the next launch has a NET ahead, whatever the saved list puts first") func nextLaunch() throws {
        // setup: a saved upcoming list whose first launches' NETs have passed
        let list = [
            try Self.launch(status: 1, net: Self.now.addingTimeInterval(-30 * 24 * Self.hour)),
            try Self.launch(status: 3, net: Self.now.addingTimeInterval(-20 * 24 * Self.hour)),
            try Self.launch(status: 8, net: Self.now.addingTimeInterval(5 * 24 * Self.hour)),
        ]
        let old = Self.now.addingTimeInterval(-40 * 24 * Self.hour)
        // act / check
        #expect(LaunchPhase.next(of: list, fetchedAt: old, now: Self.now)?.id == "L8")
        #expect(LaunchPhase.next(of: Array(list.prefix(2)), fetchedAt: old, now: Self.now) == nil)
    }

    @Test("an in-flight row counts up from T-0 in the reader's words", arguments: [
        ("en", "T+2d 00:00:00"), ("tr", "T+2 gün 00:00:00"), ("fr", "T+2 j 00:00:00"),
    ])
    func inFlightCountsUp(language: String, text: String) throws {
        // setup: a long flight (a crewed mission's "In Flight" spans days), fetched minutes ago
        let launch = try Self.launch(status: 6, net: Self.now.addingTimeInterval(-48 * Self.hour))
        let fetchedAt = Self.now.addingTimeInterval(-300)
        // act
        let row = LaunchMapper(formatting: .utc(language)).row(launch, now: Self.now, fetchedAt: fetchedAt)
        // check
        #expect(row.phase == .inFlight)
        #expect(row.countdownText?.plainSpaces == text)
    }
}
