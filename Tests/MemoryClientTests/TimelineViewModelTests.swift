import Foundation
import MemoryKit
import OpenAPIRuntime
import Testing
@testable import MemoryClient

@MainActor
@Suite("Timeline view model")
struct TimelineViewModelTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_717_243_200))  // Saturday 2024-06-01 12:00 UTC, 15:00 in Istanbul

    func entry(_ id: String, hoursAgo: Double, tags: [String] = []) -> TimelineEntry {
        TimelineEntry(id: id, kind: .text, title: id, tags: tags, occurredAt: clock.now.addingTimeInterval(-hoursAgo * 3600), utcOffsetSeconds: 10800)
    }

    @Test("the month around today is asked for, and entries come back grouped by the day they were lived")
    func monthSections() async throws {
        // setup
        let loader = FakeTimelineLoader()
        loader.answer(TimelinePage(entries: [entry("a", hoursAgo: 1), entry("b", hoursAgo: 20), entry("c", hoursAgo: 40)], hasMore: false, total: 3, origin: .server))
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .en)
        // act
        await timeline.load()
        // check
        let range = try #require(loader.queries.first?.query.range)
        #expect(range.lowerBound == ISO8601DateFormatter().date(from: "2024-05-31T21:00:00Z"))  // 1 June, Istanbul
        #expect(timeline.periodTitle == "June 2024")
        let sections = try #require(timeline.state.value)
        #expect(sections.map(\.title) == ["Today", "Yesterday", "Thursday, May 30"])
        #expect(sections.map { $0.items.map(\.id) } == [["a"], ["b"], ["c"]])
        #expect(timeline.banner == nil)
    }

    @Test("a date picked shows its period, and Today is still today")
    func pickedDate() async throws {
        // setup
        let loader = FakeTimelineLoader()
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .en)
        await timeline.select(.day)
        loader.answer(TimelinePage(entries: [entry("x", hoursAgo: 24)], hasMore: false, total: 1, origin: .server))
        // act
        await timeline.show(clock.now.addingTimeInterval(-86_400))
        // check
        let range = try #require(loader.queries.last?.query.range)
        #expect(range.lowerBound == ISO8601DateFormatter().date(from: "2024-05-30T21:00:00Z"))  // 31 May, Istanbul
        #expect(timeline.periodTitle == "Friday, May 31, 2024")
        #expect(timeline.state.value?.map(\.title) == ["Yesterday"])
    }

    @Test("week and day scopes, stepping back a period, Turkish titles; weeks start on Monday in Turkey")
    func scopes() async throws {
        // setup
        let loader = FakeTimelineLoader()
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .tr)
        // act
        await timeline.select(.week)
        let week = loader.queries.last?.query.range
        await timeline.step(by: -1)
        let previousWeek = loader.queries.last?.query.range
        await timeline.select(.day)
        // check
        let formatter = ISO8601DateFormatter()
        #expect(week?.lowerBound == formatter.date(from: "2024-05-26T21:00:00Z"))  // Monday 27 May
        #expect(previousWeek?.lowerBound == formatter.date(from: "2024-05-19T21:00:00Z"))
        #expect(timeline.periodTitle.contains("Mayıs"))
        #expect(timeline.state == .empty(message: "Bu günde henüz bir şey yok. Bir anı eklemek için + simgesine dokun."))
    }

    @Test("paging asks for the next page and appends; filters and search start again from page one")
    func pagingAndFilters() async throws {
        // setup
        let loader = FakeTimelineLoader()
        loader.answer(TimelinePage(entries: [entry("a", hoursAgo: 1)], hasMore: true, total: 2, origin: .server))
        loader.answer(TimelinePage(entries: [entry("b", hoursAgo: 2)], hasMore: false, total: 2, origin: .server))
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .en, pageSize: 1)
        // act
        await timeline.load()
        await timeline.loadMore()
        await timeline.toggle(.photo)
        await timeline.setTags(["deniz"])
        await timeline.search("  sahil ")
        // check
        #expect(loader.queries.map(\.page) == [1, 2, 1, 1, 1])
        let last = try #require(loader.queries.last?.query)
        #expect(last.kinds == [.photo] && last.tags == ["deniz"] && last.search == "sahil" && last.range == nil)
        #expect(timeline.state == .empty(message: "No entries match “sahil”."))
    }

    @Test("typing fast searches once, for the last text")
    func searchDebounce() async throws {
        // setup: a sleep that lets the next keystroke arrive before it ends
        let loader = FakeTimelineLoader()
        var environment = clock.environment()
        let keystrokes = KeystrokeGate()
        environment.sleep = { _ in await keystrokes.pause() }
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: environment, language: .en)
        // act
        async let first: Void = timeline.search("sa")
        await keystrokes.waitForPause()
        async let second: Void = timeline.search("sahil")
        await keystrokes.waitForPause()
        await keystrokes.release()
        _ = await (first, second)
        // check
        #expect(loader.queries.map(\.query.search) == ["sahil"])
    }

    @Test("offline: a stored page says since when; recent entries say they are the device's 30 days")
    func offlineBanners() async throws {
        // setup
        let loader = FakeTimelineLoader()
        loader.answer(TimelinePage(entries: [entry("a", hoursAgo: 1)], hasMore: false, total: nil, origin: .storedPage(storedAt: clock.now.addingTimeInterval(-3600))))
        loader.answer(TimelinePage(entries: [entry("a", hoursAgo: 1)], hasMore: false, total: nil, origin: .recentEntries))
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .en)
        // act
        await timeline.load()
        let stored = timeline.banner
        await timeline.refresh()
        // check
        // ICU puts a narrow no-break space before "PM" (newer versions) or a plain one (older).
        #expect(stored?.replacingOccurrences(of: "\u{202F}", with: " ") == "Offline: showing the timeline as of 2:00 PM.")
        #expect(timeline.banner == "Offline: showing the last 30 days saved on this device.")
    }

    @Test("an entry added offline shows as waiting in its day, then as sent")
    func outboxMerged() async throws {
        // setup
        let fixture = try OutboxFixture(clock: clock)
        defer { fixture.cleanUp() }
        let loader = FakeTimelineLoader()
        loader.answer(TimelinePage(entries: [entry("a", hoursAgo: 5)], hasMore: false, total: 1, origin: .recentEntries))
        let timeline = TimelineViewModel(loader: loader, outbox: fixture.outbox, environment: clock.environment(), language: .en)
        let item = try await fixture.outbox.create(fixture.text("Offline note"))
        // act
        await timeline.load()
        let before = timeline.items.map { "\($0.id) \($0.sync.map { "\($0)" } ?? "-")" }
        await fixture.outbox.sendDue()
        timeline.apply(await fixture.outbox.snapshot())
        // check
        #expect(before == ["\(item.id) waiting", "a -"])
        #expect(timeline.items.map(\.id) == ["server-1", "a"] && timeline.items.allSatisfy { $0.sync == nil })
    }

    @Test("a failed first load is an error message; the server's own sentence when it gave one")
    func errors() async {
        // setup
        let loader = FakeTimelineLoader()
        loader.fail(ServerProblem(status: 400, code: "validation_failed", title: "Bad", detail: "tag is too long."))
        loader.fail(URLError(.badServerResponse))
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .fr)
        // act
        await timeline.load()
        let first = timeline.state
        await timeline.load()
        // check
        #expect(first == .failed(message: "tag is too long."))
        #expect(timeline.state == .failed(message: "La chronologie n’a pas pu être chargée."))
    }

    @Test("a session the server ended while loading says why, even through the generated client's wrapper")
    func sessionEnded() async {
        // setup
        let loader = FakeTimelineLoader()
        loader.fail(ClientError(
            operationID: "listEntries", operationInput: (), causeDescription: "middleware",
            underlyingError: SessionError.signedOut(.ended(code: "refresh_token_reused"))))
        let timeline = TimelineViewModel(loader: loader, outbox: nil, environment: clock.environment(), language: .en)
        // act
        await timeline.load()
        // check
        #expect(timeline.state == .failed(message: "For your safety you were signed out: your session was used on another device. Sign in again."))
    }
}

/// Holds each "sleep" until released, and tells when one has started.
actor KeystrokeGate {
    private var paused: [CheckedContinuation<Void, Never>] = []
    private var pauseWaiters: [CheckedContinuation<Void, Never>] = []
    private var released = false
    private var started = 0
    private var seen = 0

    func pause() async {
        started += 1
        pauseWaiters.forEach { $0.resume() }
        pauseWaiters = []
        if released { return }
        await withCheckedContinuation { paused.append($0) }
    }

    func waitForPause() async {
        if started > seen { seen = started; return }
        await withCheckedContinuation { pauseWaiters.append($0) }
        seen = started
    }

    func release() {
        released = true
        paused.forEach { $0.resume() }
        paused = []
    }
}
