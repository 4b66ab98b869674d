import Foundation
import LaunchLibrary
import Localization
import Observation

/// Home: the program grid.
@MainActor @Observable
public final class HomeViewModel {
    public private(set) var state: LoadState<[ProgramCardViewData]> = .loading
    /// "Offline · updated 2 h ago" when the data is not live.
    public private(set) var freshnessNote: String?
    private var programs: [Program] = []
    private let environment: LaunchEnvironment
    private let mapper: ProgramMapper

    public init(environment: LaunchEnvironment) {
        self.environment = environment
        self.mapper = ProgramMapper(formatting: environment.formatting)
    }

    /// Programs asked for in one page: the whole list fits (LL2 has a few dozen).
    public nonisolated static let programsPerPage = 100

    /// Loads the first page of programs.
    public func load() async {
        state = .loading
        do {
            let fetched = try await environment.programs.programs(limit: Self.programsPerPage, offset: 0)
            programs = fetched.value.results
            freshnessNote = environment.formatting.freshnessNote(fetched.freshness, now: environment.now())
            state = programs.isEmpty ? .empty(message: environment.formatting.text(LaunchScreenText.noPrograms)) : .loaded(programs.map(mapper.card))
        } catch {
            state = .error(message: environment.formatting.text(LaunchScreenText.loadFailed))
        }
    }

    /// The program behind a tapped card, to open its dashboard.
    public func program(id: Int) -> Program? { programs.first { $0.id == id } }
}
