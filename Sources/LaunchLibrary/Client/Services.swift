import Foundation

/// Programs, as the seed's `ProgramService` offers them. A protocol so view models take fakes in tests.
public protocol ProgramServicing: Sendable {
    /// `GET program/?limit=&offset=`
    func programs(limit: Int, offset: Int) async throws -> Fetched<Page<Program>>
    /// `GET program/{id}/`
    func program(id: Int) async throws -> Fetched<Program>
}

/// Launches, as the seed's `FlightService` offers them.
public protocol FlightServicing: Sendable {
    /// `GET launch/upcoming/?ordering=net` or `launch/previous/?ordering=-net`, optionally for one program.
    func launches(_ segment: LaunchSegment, limit: Int, offset: Int, programID: Int?) async throws -> Fetched<Page<Launch>>
    /// Follows a page's `next` link.
    func launches(next: URL) async throws -> Fetched<Page<Launch>>
    /// `GET launch/{id}/` (detailed).
    func launch(id: String) async throws -> Fetched<Launch>
}

/// The two launch lists of the seed's segment control.
public enum LaunchSegment: String, Sendable, CaseIterable {
    case upcoming, previous

    var path: String { "launch/\(rawValue)/" }
    /// Upcoming soonest first, previous most recent first.
    var ordering: String { self == .upcoming ? "net" : "-net" }
}

/// `ProgramServicing` over `LL2Client`.
public struct ProgramService: ProgramServicing {
    private let client: LL2Client

    public init(client: LL2Client) { self.client = client }

    public func programs(limit: Int, offset: Int) async throws -> Fetched<Page<Program>> {
        try await client.fetch(Page<Program>.self, LL2Endpoint(path: "program/", query: PageQuery.items(limit: limit, offset: offset)))
    }

    public func program(id: Int) async throws -> Fetched<Program> {
        try await client.fetch(Program.self, LL2Endpoint(path: "program/\(id)/"))
    }
}

/// `FlightServicing` over `LL2Client`.
public struct FlightService: FlightServicing {
    private let client: LL2Client

    public init(client: LL2Client) { self.client = client }

    public func launches(_ segment: LaunchSegment, limit: Int, offset: Int, programID: Int? = nil) async throws -> Fetched<Page<Launch>> {
        var query = PageQuery.items(limit: limit, offset: offset)
        query.append(URLQueryItem(name: "ordering", value: segment.ordering))
        if let programID { query.append(URLQueryItem(name: "program", value: String(programID))) }
        return try await client.fetch(Page<Launch>.self, LL2Endpoint(path: segment.path, query: query))
    }

    public func launches(next: URL) async throws -> Fetched<Page<Launch>> {
        try await client.fetch(Page<Launch>.self, LL2Endpoint(link: next))
    }

    public func launch(id: String) async throws -> Fetched<Launch> {
        try await client.fetch(Launch.self, LL2Endpoint(path: "launch/\(id)/"))
    }
}

enum PageQuery {
    static func items(limit: Int, offset: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset))]
    }
}
