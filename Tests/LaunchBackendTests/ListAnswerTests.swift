import Foundation
@testable import LaunchBackend
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// A cached list page maps its rows once per LL2 answer and reader, and still counts down.
@Suite("SpaceNasa list rows, mapped once per answer")
struct ListAnswerTests {
    static func countdowns(_ page: String) -> [String] {
        page.matches(of: #/data-countdown=""[^>]*>([^<]+)</#).map { String($0.output.1) }
    }

    /// The upcoming list as LL2 answers it at `clock`: three "Go" launches in the hours ahead
    /// (the recordings' own NETs are of July 2022, long passed, so they count no more).
    static func scheduleUpcomingList(_ fake: FakeLL2, after clock: ManualClock) throws {
        let launches = (0..<3).map { index in
            var launch = fake.fixtures.launch(at: index, finished: false)
            launch["status"] = ["id": 1, "name": "Go for Launch", "abbrev": "Go"]
            launch["net_precision"] = ["id": 1, "name": "Minute", "abbrev": "MIN"]
            launch["net"] = clock.now.addingTimeInterval(Double(index + 1) * 7_200).formatted(.iso8601)
            return launch
        }
        let page: [String: Any] = ["count": 3, "next": NSNull(), "previous": NSNull(), "results": launches]
        fake.override("launch/upcoming/", with: try JSONSerialization.data(withJSONObject: page))
    }

    @Test("A second view of the same answer maps nothing, and its countdowns moved with the clock")
    func mappedOnce() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup
            try Self.scheduleUpcomingList(fake, after: clock)
            let browser = WebClient(app)
            let first = try await browser.get("/launches/list").body.string
            let made = app.launches.decoded.misses

            // act
            clock.advance(10)
            let second = try await browser.get("/launches/list").body.string
            let turkish = try await browser.get("/launches/list", headers: ["Accept-Language": "tr"]).body.string

            // check
            #expect(app.launches.decoded.misses == made + 1, "the second view reused the rows; Turkish rows were made once")
            #expect(!Self.countdowns(first).isEmpty)
            #expect(Self.countdowns(first) != Self.countdowns(second), "countdowns are counted per view")
            #expect(first.replacing(#/data-countdown=""[^>]*>[^<]+</#, with: "") != turkish.replacing(#/data-countdown=""[^>]*>[^<]+</#, with: ""))
            #expect(
                first.replacing(#/data-countdown=""[^>]*>[^<]+</#, with: "").replacing(#/aria-label="[^"]*"/#, with: "")
                    == second.replacing(#/data-countdown=""[^>]*>[^<]+</#, with: "").replacing(#/aria-label="[^"]*"/#, with: ""),
                "nothing but the countdowns changed")
        }
    }
}
