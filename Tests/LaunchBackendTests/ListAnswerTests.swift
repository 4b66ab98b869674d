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
        page.matches(of: #/data-countdown="">([^<]+)</#).map { String($0.output.1) }
    }

    @Test("A second view of the same answer maps nothing, and its countdowns moved with the clock")
    func mappedOnce() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup
            try PageRouteTests.scheduleGoLaunch(fake, after: clock)
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
            #expect(first.replacing(#/data-countdown="">[^<]+</#, with: "") != turkish.replacing(#/data-countdown="">[^<]+</#, with: ""))
            #expect(
                first.replacing(#/data-countdown="">[^<]+</#, with: "").replacing(#/aria-label="[^"]*"/#, with: "")
                    == second.replacing(#/data-countdown="">[^<]+</#, with: "").replacing(#/aria-label="[^"]*"/#, with: ""),
                "nothing but the countdowns changed")
        }
    }
}
