import Foundation
import LaunchLibrary
import Localization
import Observation

/// One launch in detail. Shows the list's copy at once, then the detailed answer when it arrives.
@MainActor @Observable
public final class LaunchDetailViewModel {
    public private(set) var state: LoadState<LaunchDetailViewData> = .loading
    public private(set) var freshnessNote: String?
    public private(set) var launch: Launch?
    private let launchID: String
    private let environment: LaunchEnvironment
    private let mapper: LaunchMapper
    /// When LL2 gave the launch shown (what it may claim, see `LaunchPhase`).
    private var fetchedAt: Date

    /// - Parameter previewFetchedAt: when the list that holds `preview` was fetched (its
    ///   `fetchedAt`); by default now.
    public init(launchID: String, preview: Launch? = nil, previewFetchedAt: Date? = nil, environment: LaunchEnvironment) {
        self.launchID = launchID
        self.environment = environment
        self.mapper = LaunchMapper(formatting: environment.formatting)
        self.fetchedAt = previewFetchedAt ?? environment.now()
        if let preview {
            launch = preview
            state = .loaded(mapper.detail(preview, now: environment.now(), fetchedAt: fetchedAt))
        }
    }

    public func load() async {
        do {
            let fetched = try await environment.flights.launch(id: launchID)
            launch = fetched.value
            let now = environment.now()
            fetchedAt = fetched.freshness.fetchedAt(now: now)
            freshnessNote = environment.formatting.freshnessNote(fetched.freshness, now: now)
            state = .loaded(mapper.detail(fetched.value, now: now, fetchedAt: fetchedAt))
        } catch {
            // Keep the preview if we have one; the detail fields are a bonus.
            if state.value == nil { state = .error(message: environment.formatting.text(LaunchScreenText.loadFailed)) }
        }
    }

    /// Recomputes the countdown (call once a second while visible).
    public func tick() {
        guard let launch else { return }
        state = .loaded(mapper.detail(launch, now: environment.now(), fetchedAt: fetchedAt))
    }
}
