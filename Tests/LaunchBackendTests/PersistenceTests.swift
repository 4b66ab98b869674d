import Foundation
@testable import LaunchBackend
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("LL2 proxy: restarts and the offline snapshot")
struct PersistenceTests {
    @Test("Cached answers and the hour's budget survive a restart")
    func survivesRestart() async throws {
        try await withFakeLL2 { fake in try await survivesRestart(fake) }
    }

    private func survivesRestart(_ fake: FakeLL2) async throws {
        let clock = ManualClock()
        let launchID = FakeLL2Fixtures.syntheticID(77)
        try await withRestartableSuiteApp([LaunchBackend(settings: settings(for: fake, budget: 4))]) { launch in
            // setup: a first run fetches a launch the snapshot does not have, using 1 of 4 calls
            try await launch { app in
                app.clock = clock.read
                let first = try await app.testing().get(Mirror.launch(launchID))
                #expect(first.status == .ok)
            }
            clock.advance(10 * 60)

            // act: a second run, first within the hour, then a month later with LL2 down
            try await launch { app in
                app.clock = clock.read
                let usedAfterRestart = await app.launches.budget.used(at: clock.now)
                fake.set(mode: .failing(status: 500))
                clock.advance(31 * 86_400)
                let served = try await app.testing().get(Mirror.launch(launchID))

                // check
                #expect(usedAfterRestart == 1, "the first run's call still counts after the restart")
                #expect(served.status == .ok)
                #expect((served.json["name"] as? String)?.hasSuffix("#77") == true, "from the database, not the snapshot")
                #expect(served.headers.first(name: "X-LL2-Freshness") == "fallback; reason=server-error")
            }
        }
        #expect(fake.calls.count == 2)
    }

    @Test("A first start without network serves the bundled snapshot, dated as old as it is")
    func firstStartOffline() async throws {
        let fake = try await FakeLL2.start()
        let unreachable = settings(for: fake)
        try await fake.stop()
        try await withSuiteApp([LaunchBackend(settings: unreachable)]) { app in
            // act
            let tester = try app.testing()
            let upcoming = try await tester.get(Mirror.upcoming)
            let programs = try await tester.get(Mirror.programs)
            let detail = try await tester.get(Mirror.launch(FakeLL2Fixtures.capstoneID))

            // check
            #expect(upcoming.status == .ok)
            #expect((upcoming.json["results"] as? [Any])?.count == 10)
            #expect(upcoming.headers.first(name: "X-LL2-Freshness") == "fallback; reason=offline")
            let age = TimeInterval(upcoming.headers.first(name: .age) ?? "") ?? 0
            let recorded = try #require(ISO8601DateFormatter().date(from: "2022-07-15T01:26:55Z"))
            #expect(abs(age - Date().timeIntervalSince(recorded)) < 120, "dated by the newest last_updated in it")
            #expect((programs.json["results"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }.sorted() == [11, 17, 19, 25])
            #expect(detail.json["updates"] is [Any], "the detailed recording, not the list's copy")
        }
    }
}
