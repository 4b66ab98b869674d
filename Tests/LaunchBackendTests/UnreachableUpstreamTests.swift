import Foundation
import ServerTestSupport
@testable import LaunchBackend
import Testing
import Vapor
import VaporTesting

/// Issue 36: with LL2 unreachable, failed connections spent the 15-an-hour budget, the banner
/// turned to "hourly limit reached" and the mirror answered 503 `upstream_throttled`.
@Suite("LL2 unreachable: no budget spent, every message names the real cause")
struct UnreachableUpstreamTests {
    @Test("twenty readers of unsaved launches while LL2 is down: 503 upstream_unreachable, budget untouched")
    func unreachableIsNeverThrottled() async throws {
        // setup: an LL2 address nothing answers on (started and stopped), a clock readers move
        let fake = try await FakeLL2.start()
        let down = settings(for: fake, budget: 15)
        try await fake.stop()
        let clock = ManualClock()
        try await withSuiteApp([LaunchBackend(settings: down)], clock: clock.read) { app in
            let tester = try app.testing()
            var codes: [String] = []
            // act: readers over an hour, each asking for a launch nobody saved
            for index in 0..<20 {
                let id = String(format: "00000000-0000-4000-8000-%012d", index)
                let answer = try await tester.get(Mirror.launch(id))
                #expect(answer.status == .serviceUnavailable)
                #expect(Int(answer.headers.first(name: .retryAfter) ?? "") ?? 0 > 0, "says when to come back")
                codes.append(answer.json["code"] as? String ?? "")
                clock.advance(180)
            }
            let page = try await tester.get("/launches/list?offset=200")
            let used = await app.launches.budget.used(at: clock.now)

            // check
            #expect(Set(codes) == ["upstream_unreachable"], "\(Set(codes))")
            #expect(used == 0, "no call reached LL2, so none of the hour's 15 is spent")
            #expect(page.body.string.contains("Launch Library can’t be reached"))
            #expect(!page.body.string.contains("hourly limit"))
        }
    }

    @Test("the July 2022 snapshot read in 2026 with LL2 down: dated in words, nothing upcoming, live or next")
    func oldSnapshotClaimsNothingCurrent() async throws {
        // setup: LL2 never answered, so the bundled recordings (July 2022) are all there is
        let fake = try await FakeLL2.start()
        let down = settings(for: fake, budget: 15)
        try await fake.stop()
        // In the recording: a Dragon flight that succeeded hours before (webcast live, program 17,
        // still in LL2's upcoming list) and a Long March 2C "Go for Launch" the next day.
        let dragon = "2773613e-58eb-4b99-8120-595c92aa3390"
        let longMarch = "9953965f-821a-4a73-b6e4-ce4423195a76"
        try await withSuiteApp([LaunchBackend(settings: down)], clock: ManualClock().read) { app in
            let tester = try app.testing()
            // act
            let list = try await tester.get("/launches/list").body.string
            let detail = try await tester.get("/launches/launch/\(longMarch)").body.string
            let dragonDetail = try await tester.get("/launches/launch/\(dragon)").body.string
            let program = try await tester.get("/launches/programs/17").body.string
            let french = try await tester.get("/launches/list", headers: ["Accept-Language": "fr"]).body.string
            let search = try await tester.get("/launches/search?q=long%20march").body.string

            // check: every page says how old its copy is, in words
            for page in [list, detail, program, dragonDetail] {
                // each copy dated by the newest `last_updated` in it: the list's three years, the
                // program's a year (LL2 updated one of its launches since)
                #expect(page.contains(#/Launch Library can’t be reached\. Saved \d+ years? ago\./#))
                #expect(!page.contains("hourly limit"))
            }
            #expect(list.contains("Saved 3 years ago."))
            #expect(search.contains("The oldest of these was saved 3 years ago."), "search results are saved copies too")
            #expect(search.contains("Result unknown") && !search.contains("data-countdown"))
            #expect(french.contains("Enregistré il y a 3 ans."))
            // no countdown, no "Go for Launch", no "Live now" for NETs long passed
            for page in [list, detail] {
                #expect(!page.contains("data-countdown"), "no countdown counts up from a 2022 NET")
                #expect(!page.contains("Go for Launch"))
                #expect(page.contains("Result unknown"))
            }
            #expect(!dragonDetail.contains("Live now"), "LL2's webcast_live of July 2022 is no news")
            #expect(program.contains("No launch of this program is scheduled."), "a 2022 launch is not next")
            #expect(!program.contains(dragon))
        }
    }
}
