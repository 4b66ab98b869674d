import Foundation
@testable import LaunchBackend
import Testing
import Vapor
import VaporTesting

@Suite("LL2 proxy: freshness, failures and throttling")
struct FreshnessTests {
    @Test("A failing LL2 leaves the last good answer served, marked as a fallback")
    func failingUpstreamServesStale() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup: a good answer, then LL2 breaks and the answer expires
            let tester = try app.testing()
            let good = try await tester.get(Mirror.upcoming)
            fake.set(mode: .failing(status: 503))
            clock.advance(40 * 86_400)

            // act
            let served = try await tester.get(Mirror.upcoming)

            // check
            #expect(served.status == .ok)
            #expect(served.body == good.body)
            #expect(served.headers.first(name: "X-LL2-Freshness") == "fallback; reason=server-error")
            #expect(Int(served.headers.first(name: .age) ?? "") ?? 0 >= 40 * 86_400)
        }
    }

    @Test("Past its lifetime an answer is served at once and refreshed behind the reader")
    func staleWhileRevalidate() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup
            let tester = try app.testing()
            _ = try await tester.get(Mirror.upcoming)
            clock.advance(31 * 60)

            // act
            let stale = try await tester.get(Mirror.upcoming)
            await app.launches.client.waitForRevalidations()
            let after = try await tester.get(Mirror.upcoming)

            // check
            #expect(stale.headers.first(name: "X-LL2-Freshness") == "stale")
            #expect(after.headers.first(name: "X-LL2-Freshness") == "cached")
            #expect(fake.calls.count == 2)
            #expect(fake.calls.last?.ifNoneMatch != nil, "the revalidation is conditional")
        }
    }

    @Test("LL2's 429 and Retry-After stop every call until then; readers get the cache")
    func throttledUpstream() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup: cached lists, then LL2 throttles
            let tester = try app.testing()
            _ = try await tester.get(Mirror.upcoming)
            clock.advance(3 * 3_600)
            fake.set(mode: .throttled(retryAfter: 900))

            // act
            let first = try await tester.get(Mirror.previous)
            let throttled = fake.calls.count
            let during = try await tester.get(Mirror.upcoming)
            await app.launches.client.waitForRevalidations()
            clock.advance(901)
            fake.set(mode: .normal)
            _ = try await tester.get(Mirror.previous)

            // check
            #expect(first.headers.first(name: "X-LL2-Freshness") == "fallback; reason=throttled",
                    "the snapshot answers what was never fetched")
            #expect(during.status == .ok)
            #expect(fake.calls.count == throttled + 1, "no call while LL2 asked us to wait; one after")
        }
    }

    @Test("Past launches are trusted for a week, launches due within a day for minutes")
    func lifetimesFollowTheData() throws {
        let lifetimes = CacheLifetimes()
        let capstone = try FakeLL2Fixtures.fixture(FakeLL2Fixtures.capstoneName)
        let url = URL(string: "https://ll.thespacedevs.com/2.2.0/launch/\(FakeLL2Fixtures.capstoneID)/")!
        let flown = try #require(ISO8601DateFormatter().date(from: "2022-06-28T09:55:52Z"))

        #expect(lifetimes.lifetime(of: url, body: capstone, now: flown.addingTimeInterval(30 * 86_400)) == lifetimes.pastLaunch)
        #expect(lifetimes.lifetime(of: url, body: capstone, now: flown.addingTimeInterval(-3_600)) == lifetimes.imminentLaunch)
        let list = URL(string: "https://ll.thespacedevs.com/2.2.0/launch/upcoming/?limit=20&offset=0&ordering=net")!
        #expect(lifetimes.lifetime(of: list, body: Data(), now: flown) == lifetimes.upcomingFirstPage)
        let later = URL(string: "https://ll.thespacedevs.com/2.2.0/launch/upcoming/?limit=20&offset=20&ordering=net")!
        #expect(lifetimes.lifetime(of: later, body: Data(), now: flown) == lifetimes.defaultList)
        #expect(lifetimes.pastLaunch > lifetimes.upcomingLaunch)
    }

    @Test("The refresher keeps the most-read lists warm ahead of expiry, and only those")
    func refreshAhead() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // act: a first pass fills the three lists; a second right after has nothing to do
            await app.launches.refreshAhead()
            let filled = fake.calls.map(\.path)
            await app.launches.refreshAhead()
            let idle = fake.calls.count
            clock.advance(25 * 60)
            await app.launches.refreshAhead()

            // check
            #expect(Set(filled) == ["launch/upcoming/", "launch/previous/", "program/"])
            #expect(idle == 3)
            #expect(fake.calls.dropFirst(3).map(\.path) == ["launch/upcoming/"],
                    "at 25 of its 30 minutes the upcoming list is refreshed; the others still have time")
            let served = try await app.testing().get(Mirror.upcoming)
            #expect(served.headers.first(name: "X-LL2-Freshness") == "cached")
        }
    }
}
