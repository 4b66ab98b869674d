import Foundation
import Testing

@testable import LaunchKit
@testable import LaunchLibrary

@MainActor
@Suite("View models")
struct ViewModelTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_657_800_000)

    private func environment(_ services: FakeServices, language: String = "en") -> LaunchEnvironment {
        LaunchEnvironment(programs: services, flights: services, formatting: .utc(language), now: { Self.now }, pageSize: 5)
    }

    /// Serves the recorded page 5 at a time; page two repeats page one's last launch, as shifting LL2 lists do.
    private func pagedServices() throws -> FakeServices {
        let all = try Recorded.upcomingPage().results
        let services = FakeServices()
        services.launchesResult = { call in
            if call.next != nil {
                return Fetched(value: Page(count: 10, next: nil, results: Array(all[4..<10])), freshness: .fallback(age: 7_200, reason: .offline))
            }
            return Fetched(value: Page(count: 10, next: URL(string: "https://ll.test/2.2.0/launch/upcoming/?offset=5"), results: Array(all[0..<5])), freshness: .live)
        }
        return services
    }

    @Test func launchListLoadsMoreWithoutDuplicatesAndReportsOfflineData() async throws {
        // setup
        let services = try pagedServices()
        let model = LaunchListViewModel(environment: environment(services))
        // act
        await model.refresh()
        let firstCount = model.state.value?.count
        await model.loadMore()
        // check
        #expect(firstCount == 5)
        #expect(model.state.value?.count == 10)
        #expect(Set(model.state.value?.map(\.id) ?? []).count == 10)
        #expect(model.canLoadMore == false)
        #expect(model.freshnessNote == "Offline · updated 2 hours ago")
        #expect(services.calls.map(\.segment) == [.upcoming, nil])
    }

    @Test func switchingSegmentReloadsPreviousFromTheStart() async throws {
        // setup
        let services = try pagedServices()
        let model = LaunchListViewModel(environment: environment(services))
        await model.refresh()
        // act
        await model.select(.previous)
        // check
        #expect(model.segment == .previous)
        #expect(services.calls.last == FakeServices.Call(segment: .previous, offset: 0, next: nil, programID: nil))
        #expect(model.state.value?.count == 5)
    }

    @Test func emptyAndErrorStatesAreDistinct() async {
        // setup
        let empty = FakeServices()
        let failing = FakeServices()
        failing.launchesResult = { _ in throw LL2Error.transport("offline") }
        let emptyModel = LaunchListViewModel(environment: environment(empty, language: "tr"))
        let failingModel = LaunchListViewModel(environment: environment(failing))
        // act
        await emptyModel.refresh()
        await failingModel.refresh()
        // check
        #expect(emptyModel.state == .empty(message: "Fırlatma yok"))
        #expect(failingModel.state == .error(message: "Could not load. Pull to try again."))
    }

    @Test func homeShowsProgramCards() async throws {
        // setup
        let programs = try Recorded.upcomingPage().results[0].programs
        let services = FakeServices()
        services.programsResult = { Fetched(value: Page(count: 2, results: programs), freshness: .live) }
        let model = HomeViewModel(environment: environment(services))
        // act
        await model.load()
        // check
        #expect(model.state.value?.map(\.title) == ["Commercial Resupply Services", "International Space Station"])
        #expect(model.state.value?.first?.agencies.contains("SpaceX") == true)
        #expect(model.program(id: 17)?.name == "International Space Station")
    }

    @Test func dashboardComputesRateOverEveryPageOfThePrograms() async throws {
        // setup: two pages of past launches: 3 successes, 1 failure, 1 TBD (ignored)
        let services = FakeServices()
        services.launchesResult = { call in
            let statuses = call.next == nil ? [3, 3, 4] : [3, 2]
            let launches = statuses.enumerated().map { makeLaunch(id: "\(call.next == nil ? 0 : 10)\($0.offset)", status: $0.element) }
            return Fetched(value: Page(count: 5, next: call.next == nil ? URL(string: "https://ll.test/2.2.0/launch/previous/?offset=3") : nil, results: launches), freshness: .live)
        }
        let model = DashboardViewModel(program: Program(id: 25, name: "Starlink"), environment: environment(services))
        // act
        await model.load()
        // check
        let data = try #require(model.state.value)
        #expect(data.totalFlights == 5)
        #expect(data.successRate == SuccessRate(successes: 3, failures: 1, partialFailures: 0))
        #expect(data.successRateText == "75%")
        #expect(services.calls.first?.programID == 25)
    }

    @Test func detailShowsPreviewThenDetailedAnswer() async throws {
        // setup
        let detailed = try Recorded.capstone()
        let services = FakeServices()
        services.launchResult = { _ in Fetched(value: detailed, freshness: .live) }
        let preview = Launch(id: detailed.id, name: detailed.name)
        let model = LaunchDetailViewModel(launchID: detailed.id, preview: preview, environment: environment(services))
        let before = model.state.value?.lines.first { $0.label == "Rocket" }?.value
        // act
        await model.load()
        // check
        #expect(before == "Unknown")
        #expect(model.state.value?.lines.first { $0.label == "Rocket" }?.value == "Electron")
    }

    @Test func onboardingWalksPagesAndRemembersCompletion() {
        // setup
        let flag = Flag()
        let model = OnboardingViewModel(
            formatting: .utc("fr"), store: OnboardingStore(isCompleted: { flag.value }, markCompleted: { flag.value = true }))
        // act
        model.next()
        model.next()
        let lastBeforeFinish = model.isLastPage
        model.next()
        // check
        #expect(model.pages.first?.title == "Tous les lancements")
        #expect(lastBeforeFinish)
        #expect(model.isFinished)
        #expect(flag.value)
    }
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
