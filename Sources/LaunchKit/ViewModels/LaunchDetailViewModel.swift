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

    public init(launchID: String, preview: Launch? = nil, environment: LaunchEnvironment) {
        self.launchID = launchID
        self.environment = environment
        self.mapper = LaunchMapper(formatting: environment.formatting)
        if let preview {
            launch = preview
            state = .loaded(mapper.detail(preview, now: environment.now()))
        }
    }

    public func load() async {
        do {
            let fetched = try await environment.flights.launch(id: launchID)
            launch = fetched.value
            freshnessNote = environment.formatting.freshnessNote(fetched.freshness, now: environment.now())
            state = .loaded(mapper.detail(fetched.value, now: environment.now()))
        } catch {
            // Keep the preview if we have one; the detail fields are a bonus.
            if state.value == nil { state = .error(message: environment.formatting.text(LaunchScreenText.loadFailed)) }
        }
    }

    /// Recomputes the countdown (call once a second while visible).
    public func tick() {
        guard let launch else { return }
        state = .loaded(mapper.detail(launch, now: environment.now()))
    }
}
