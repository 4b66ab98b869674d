import Foundation

/// Programs: the list and one program. A protocol so view models take fakes in tests.
public protocol ProgramServicing: Sendable {
    /// `GET program/?limit=&offset=`
    func programs(limit: Int, offset: Int) async throws -> Fetched<Page<Program>>
    /// `GET program/{id}/`
    func program(id: Int) async throws -> Fetched<Program>
}

/// Launches: the upcoming and previous lists and one launch.
public protocol FlightServicing: Sendable {
    /// `GET launch/upcoming/?ordering=net` or `launch/previous/?ordering=-net`, optionally for one program.
    func launches(_ segment: LaunchSegment, limit: Int, offset: Int, programID: Int?) async throws -> Fetched<Page<Launch>>
    /// Follows a page's `next` link.
    func launches(next: URL) async throws -> Fetched<Page<Launch>>
    /// `GET launch/{id}/` (detailed).
    func launch(id: String) async throws -> Fetched<Launch>
}

/// The two launch lists of the list screen's segmented control (docs/apps/launches.md#screens).
public enum LaunchSegment: String, Sendable, CaseIterable {
    case upcoming, previous

    /// LL2's `ordering`: upcoming soonest first, previous most recent first.
    public var ordering: String { self == .upcoming ? "net" : "-net" }
}

/// `ProgramServicing` over `LL2Client`.
public struct ProgramService: ProgramServicing {
    private let client: LL2Client

    public init(client: LL2Client) { self.client = client }

    public func programs(limit: Int, offset: Int) async throws -> Fetched<Page<Program>> {
        try await client.fetch(Page<Program>.self, .programs(limit: limit, offset: offset))
    }

    public func program(id: Int) async throws -> Fetched<Program> {
        try await client.fetch(Program.self, .program(id: id))
    }
}

/// `FlightServicing` over `LL2Client`.
public struct FlightService: FlightServicing {
    private let client: LL2Client

    public init(client: LL2Client) { self.client = client }

    public func launches(_ segment: LaunchSegment, limit: Int, offset: Int, programID: Int? = nil) async throws -> Fetched<Page<Launch>> {
        try await client.fetch(Page<Launch>.self, .launches(segment, limit: limit, offset: offset, programID: programID))
    }

    public func launches(next: URL) async throws -> Fetched<Page<Launch>> {
        try await client.fetch(Page<Launch>.self, LL2Endpoint(link: next))
    }

    public func launch(id: String) async throws -> Fetched<Launch> {
        try await client.fetch(Launch.self, .launch(id: id))
    }
}
