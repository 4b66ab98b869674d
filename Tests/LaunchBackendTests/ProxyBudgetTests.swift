import Foundation
@testable import LaunchBackend
import Testing
import Vapor
import VaporTesting

@Suite("LL2 proxy: budget and single flight")
struct ProxyBudgetTests {
    @Test("1,000 concurrent loads of lists and launches cost one upstream call per resource, within the budget")
    func thousandConcurrentLoads() async throws {
        try await withLaunchApp { app, fake in
            // setup: a slow LL2, so every reader arrives while the first call is still out
            fake.set(delay: .milliseconds(300))
            let tester = try app.testing()
            let ids = [FakeLL2Fixtures.capstoneID, FakeLL2Fixtures.starlinkID] + fake.fixtures.recordedLaunches.prefix(4).compactMap { $0["id"] as? String }
            let paths = [Mirror.upcoming, Mirror.previous, Mirror.programs] + ids.map(Mirror.launch)

            // act
            let statuses = try await withThrowingTaskGroup(of: UInt.self) { group in
                for index in 0..<1_000 {
                    let path = paths[index % paths.count]
                    group.addTask { try await tester.get(path).status.code }
                }
                return try await group.reduce(into: [UInt]()) { $0.append($1) }
            }

            // check: a resource the offline snapshot already holds is answered from it at once and
            // revalidated in the background, so its one call may land after the readers are served
            let deadline = ContinuousClock.now + .seconds(10)
            while Set(fake.calls.map { "\($0.path)?\($0.query ?? "")" }).count < paths.count, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(statuses.allSatisfy { $0 == 200 }, "every reader is answered: \(Set(statuses))")
            let calls = fake.calls
            #expect(calls.count <= 15, "the hour's budget holds: \(calls.count) calls")
            let perResource = Dictionary(grouping: calls, by: { "\($0.path)?\($0.query ?? "")" }).mapValues(\.count)
            #expect(perResource.values.allSatisfy { $0 == 1 }, "one fetch per resource: \(perResource)")
            #expect(perResource.count == paths.count)
            #expect(calls.allSatisfy { $0.authorization == "Token test-token" }, "LL2_API_TOKEN is sent")
        }
    }

    @Test("Past the budget no call goes upstream: cached answers stay served, uncached ones say when to retry")
    func budgetIsNeverExceeded() async throws {
        try await withLaunchApp(budget: 5) { app, fake in
            // setup: a budget of 5, one of which is kept for the refresher
            let tester = try app.testing()
            let ids = (20..<30).map(FakeLL2Fixtures.syntheticID)

            // act: ten launches nobody has opened before
            var statuses: [UInt] = []
            var retryAfter: String?
            for id in ids {
                let response = try await tester.get(Mirror.launch(id))
                statuses.append(response.status.code)
                if response.status == .serviceUnavailable { retryAfter = response.headers.first(name: .retryAfter) }
            }

            // check
            #expect(fake.calls.count == 4, "readers may use the budget minus the refresher's reserve")
            #expect(statuses.prefix(4).allSatisfy { $0 == 200 })
            #expect(statuses.dropFirst(4).allSatisfy { $0 == 503 })
            #expect(Int(retryAfter ?? "") ?? 0 > 3_000, "the wait until the oldest call leaves the hour")
            let again = try await tester.get(Mirror.launch(ids[0]))
            #expect(again.status == .ok, "a launch already fetched is still served")
            #expect(fake.calls.count == 4)
        }
    }

    @Test("The refresher may spend the reserve that readers cannot")
    func refresherUsesTheReserve() async throws {
        try await withLaunchApp(budget: 5) { app, fake in
            // setup: readers spend what they may (4 of 5)
            let tester = try app.testing()
            for index in 40..<44 { _ = try await tester.get(Mirror.launch(FakeLL2Fixtures.syntheticID(index))) }
            #expect(fake.calls.count == 4)

            // act
            await app.launches.refreshAhead()

            // check: one of the three most-read lists was refreshed with the reserved call, and no more
            #expect(fake.calls.count == 5)
            #expect(fake.calls.last?.path == "launch/upcoming/")
        }
    }
}
