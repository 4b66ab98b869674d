import Foundation
import Localization
import MemoryKit
import Observation

/// The timeline's segments: day, week, month (docs/apps/memory.md#timeline).
public enum TimelineScope: String, CaseIterable, Sendable {
    case day, week, month

    var component: Calendar.Component {
        switch self {
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        }
    }
}

/// One day of the timeline, as a list section.
public struct TimelineSection: Equatable, Identifiable, Sendable {
    public let day: LocalDate
    public let title: String
    public let items: [TimelineItem]
    public var id: String { day.description }
}

/// Where the timeline's pages come from (`TimelineRepository`; fakes in tests).
public protocol TimelineLoading: Sendable {
    func page(_ query: TimelineQuery, page: Int, pageSize: Int) async throws -> TimelinePage
}

extension TimelineRepository: TimelineLoading {}

/// The timeline screen (docs/apps/memory.md#timeline): day/week/month, filters by kind and tag, search,
/// paging, pull to refresh; entries still in the outbox appear in place with their state, and
/// an offline note says what is shown when the server is out of reach.
@MainActor @Observable
public final class TimelineViewModel {
    public private(set) var state: LoadState<[TimelineSection]> = .loading
    public private(set) var scope: TimelineScope = .month
    public private(set) var anchor: Date
    public private(set) var kinds: Set<EntryKind> = []
    public private(set) var tags: [String] = []
    public private(set) var searchText = ""
    /// "Offline: …" when the list is not fresh from the server.
    public private(set) var banner: String?
    public private(set) var canLoadMore = false
    public private(set) var isLoadingMore = false
    public private(set) var items: [TimelineItem] = []
    private var loaded: [TimelineEntry] = []
    private var pagesLoaded = 0
    private var snapshot: OutboxSnapshot?
    /// Bumped by every new query, so answers to an abandoned one are dropped.
    private var generation = 0
    private let loader: any TimelineLoading
    private let outbox: Outbox?
    private let environment: ClientEnvironment
    let language: Localization.Language
    private let pageSize: Int
    let formats: TimelineFormats

    public init(
        loader: any TimelineLoading, outbox: Outbox?, environment: ClientEnvironment, language: Localization.Language,
        pageSize: Int = 50
    ) {
        self.loader = loader
        self.outbox = outbox
        self.environment = environment
        self.language = language
        self.pageSize = pageSize
        self.anchor = environment.now()
        self.formats = TimelineFormats(language: language, timeZone: environment.timeZone())
    }

    /// What is asked of the server: the period around `anchor`, or everything while searching.
    public var query: TimelineQuery {
        let search = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        return TimelineQuery(
            range: search.isEmpty ? formats.range(of: scope, around: anchor) : nil,
            kinds: EntryKind.allCases.filter(kinds.contains), tags: tags, search: search.isEmpty ? nil : search)
    }

    /// "May 2024", "13 – 19 May 2024", "Monday 13 May 2024".
    public var periodTitle: String { formats.periodTitle(scope, anchor: anchor) }

    // MARK: Actions

    /// Loads the first page (and the outbox's state).
    public func load() async {
        generation += 1
        let started = generation
        if state.value == nil { state = .loading }
        snapshot = await outbox?.snapshot()
        do {
            let page = try await loader.page(query, page: 1, pageSize: pageSize)
            guard started == generation else { return }
            loaded = page.entries
            pagesLoaded = 1
            canLoadMore = page.hasMore
            banner = formats.banner(for: page.origin, now: environment.now())
            rebuild()
        } catch {
            guard started == generation else { return }
            state = .failed(message: formats.message(for: error))
        }
    }

    /// Pull to refresh.
    public func refresh() async { await load() }

    /// The next page, when the person reaches the end of the list.
    public func loadMore() async {
        guard canLoadMore, !isLoadingMore else { return }
        let started = generation
        isLoadingMore = true
        defer { isLoadingMore = false }
        do {
            let page = try await loader.page(query, page: pagesLoaded + 1, pageSize: pageSize)
            guard started == generation else { return }
            loaded += page.entries.filter { entry in !loaded.contains { $0.id == entry.id } }
            pagesLoaded += 1
            canLoadMore = page.hasMore
            rebuild()
        } catch {
            // The rows already shown stay; the next scroll to the end tries again.
        }
    }

    public func select(_ scope: TimelineScope) async {
        guard scope != self.scope else { return }
        self.scope = scope
        await load()
    }

    /// The period before or after the one shown.
    public func step(by periods: Int) async {
        var calendar = formats.calendar
        calendar.timeZone = environment.timeZone()
        anchor = calendar.date(byAdding: scope.component, value: periods, to: anchor) ?? anchor
        await load()
    }

    public func showToday() async {
        await show(environment.now())
    }

    /// The period (of the current scope) that holds `date`: a date picker's choice. "Today" and
    /// "Yesterday" still mean the real ones.
    public func show(_ date: Date) async {
        anchor = date
        await load()
    }

    public func toggle(_ kind: EntryKind) async {
        if kinds.contains(kind) { kinds.remove(kind) } else { kinds.insert(kind) }
        await load()
    }

    public func setTags(_ tags: [String]) async {
        self.tags = tags
        await load()
    }

    /// Searches after the person pauses typing (300 ms), so every keystroke does not hit the server.
    public func search(_ text: String) async {
        searchText = text
        generation += 1
        let started = generation
        try? await environment.sleep(.milliseconds(300))
        guard started == generation else { return }
        await load()
    }

    /// Shows the outbox as it is now (called for every outbox change).
    public func apply(_ snapshot: OutboxSnapshot) {
        self.snapshot = snapshot
        if state.value != nil || !loaded.isEmpty || snapshot.items.contains(where: \.isPending) { rebuild() }
    }

    /// Follows the outbox until the task is cancelled (a view's `.task`).
    public func observeOutbox() async {
        guard let outbox else { return }
        for await snapshot in await outbox.updates() { apply(snapshot) }
    }

    private func rebuild() {
        items = TimelineMerger.merge(
            loaded, outbox: snapshot?.items ?? [], progress: snapshot?.progress ?? [:], query: query, complete: !canLoadMore)
        let sections = formats.sections(items, now: environment.now())
        state = sections.isEmpty ? .empty(message: formats.emptyMessage(scope: scope, search: query.search)) : .loaded(sections)
    }
}
