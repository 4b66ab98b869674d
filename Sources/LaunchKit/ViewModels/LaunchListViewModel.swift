import Foundation
import LaunchLibrary
import Localization
import Observation

/// The launch list: upcoming/previous segment, paging ("load more"), pull to refresh.
@MainActor @Observable
public final class LaunchListViewModel {
    public private(set) var state: LoadState<[LaunchRowViewData]> = .loading
    public private(set) var segment: LaunchSegment = .upcoming
    public private(set) var isLoadingMore = false
    public private(set) var canLoadMore = false
    public private(set) var freshnessNote: String?
    /// Launches left out because they could not be decoded (for a quiet "some items hidden" note).
    public private(set) var skippedCount = 0
    private var paginator: Paginator<Launch>
    private let environment: LaunchEnvironment
    private let programID: Int?
    private let mapper: LaunchMapper
    /// Bumped on every segment switch/refresh so answers of an abandoned load are dropped.
    private var generation = 0
    /// When LL2 gave the oldest page shown (what the rows may claim, see `LaunchPhase`).
    public private(set) var fetchedAt: Date?

    public init(environment: LaunchEnvironment, programID: Int? = nil) {
        self.environment = environment
        self.programID = programID
        self.mapper = LaunchMapper(formatting: environment.formatting)
        self.paginator = environment.launchPaginator(.upcoming, programID: programID)
    }

    /// The launches loaded so far (for reminders, calendar export, widget).
    public var launches: [Launch] { paginator.items }

    /// Switches segment and loads its first page.
    public func select(_ segment: LaunchSegment) async {
        guard segment != self.segment || state.value == nil else { return }
        self.segment = segment
        await refresh()
    }

    /// Starts again from the first page (pull to refresh).
    public func refresh() async {
        generation += 1
        paginator = environment.launchPaginator(segment, programID: programID)
        fetchedAt = nil
        state = .loading
        skippedCount = 0
        await loadPage()
    }

    /// Loads the next page when the user reaches the end of the list.
    public func loadMore() async {
        guard canLoadMore, !isLoadingMore else { return }
        await loadPage()
    }

    private func loadPage() async {
        let started = generation
        isLoadingMore = true
        defer { if started == generation { isLoadingMore = false } }
        var working = paginator
        do {
            let load = try await working.loadNext()
            guard started == generation else { return }
            paginator = working
            skippedCount += load.skipped.count
            freshnessNote = environment.formatting.freshnessNote(load.freshness, now: environment.now())
            canLoadMore = !working.isExhausted
            let now = environment.now()
            let pageFetchedAt = load.freshness.fetchedAt(now: now)
            fetchedAt = min(fetchedAt ?? pageFetchedAt, pageFetchedAt)
            let rows = working.items.map { mapper.row($0, now: now, fetchedAt: fetchedAt ?? now) }
            state = rows.isEmpty ? .empty(message: environment.formatting.text(LaunchScreenText.noLaunches)) : .loaded(rows)
        } catch {
            guard started == generation else { return }
            // A failed "load more" keeps the rows already shown; only a failed first page becomes an error.
            if state.value == nil { state = .error(message: environment.formatting.text(LaunchScreenText.loadFailed)) }
        }
    }
}
