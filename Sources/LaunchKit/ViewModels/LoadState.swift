import Foundation
import LaunchLibrary

/// What a screen shows: a spinner, its content, an empty message, or an error. One enum so a view
/// cannot show a spinner and an error at once.
public enum LoadState<Value: Sendable & Equatable>: Sendable, Equatable {
    case loading
    case loaded(Value)
    case empty(message: String)
    case error(message: String)

    /// The content, when loaded.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }
}

/// What the SpaceNasa view models need from the outside world, in one injectable bundle.
public struct LaunchEnvironment: Sendable {
    public let programs: any ProgramServicing
    public let flights: any FlightServicing
    public let formatting: LaunchFormatting
    public let now: @Sendable () -> Date
    public let pageSize: Int

    public init(
        programs: any ProgramServicing, flights: any FlightServicing, formatting: LaunchFormatting,
        now: @escaping @Sendable () -> Date = { Date() }, pageSize: Int = 20
    ) {
        self.programs = programs
        self.flights = flights
        self.formatting = formatting
        self.now = now
        self.pageSize = pageSize
    }

    /// The production wiring: one `LL2Client` shared by both services. The app passes the
    /// reader's formatting (from the device's locale and zone, or the user's choice in settings).
    public static func live(client: LL2Client, formatting: LaunchFormatting) -> LaunchEnvironment {
        LaunchEnvironment(programs: ProgramService(client: client), flights: FlightService(client: client), formatting: formatting)
    }

    /// A paginator over one launch segment (optionally one program) that follows `next` links.
    func launchPaginator(_ segment: LaunchSegment, programID: Int? = nil) -> Paginator<Launch> {
        let flights = self.flights
        return Paginator(pageSize: pageSize) { request in
            if let next = request.next { return try await flights.launches(next: next) }
            return try await flights.launches(segment, limit: request.limit, offset: request.offset, programID: programID)
        }
    }
}
