import Foundation
import LaunchLibrary
import Localization
import Observation

/// A program's dashboard: image, description, total flights and success rate.
@MainActor @Observable
public final class DashboardViewModel {
    public private(set) var state: LoadState<DashboardViewData> = .loading
    public private(set) var freshnessNote: String?
    private let program: Program
    private let environment: LaunchEnvironment
    private let maxPages: Int

    /// - Parameter maxPages: how many pages of past launches to read for the rate (a guard against the rate limit).
    public init(program: Program, environment: LaunchEnvironment, maxPages: Int = 5) {
        self.program = program
        self.environment = environment
        self.maxPages = maxPages
    }

    public func load() async {
        state = .loading
        var paginator = environment.launchPaginator(.previous, programID: program.id)
        var worstFreshness = Freshness.live
        do {
            var pages = 0
            while !paginator.isExhausted, pages < maxPages {
                let load = try await paginator.loadNext()
                if load.freshness.age > worstFreshness.age { worstFreshness = load.freshness }
                pages += 1
            }
            freshnessNote = environment.formatting.freshnessNote(worstFreshness, now: environment.now())
            let data = ProgramMapper(formatting: environment.formatting).dashboard(
                program, launches: paginator.items, totalFlights: paginator.totalCount ?? paginator.items.count)
            state = .loaded(data)
        } catch {
            state = .error(message: environment.formatting.text(LaunchScreenText.loadFailed))
        }
    }
}
