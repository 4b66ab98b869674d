import WebUI

/// Every address of the SpaceNasa web app: routes are registered from these values and every
/// link and redirect is made from them.
enum LaunchesURL: SiteURL {
    /// The programs grid (onboarding first, once).
    case home
    case welcome
    case list
    case launch(Parameter<String>)
    case star(Parameter<String>)
    case calendar(Parameter<String>)
    case program(Parameter<Int>)
    case favourites
    case about

    static let launchID = "id"
    static let programID = "programID"

    var pathSegments: [PathSegment] {
        switch self {
        case .home: ["launches"]
        case .welcome: ["launches", "welcome"]
        case .list: ["launches", "list"]
        case .launch(let id): ["launches", "launch", .parameter(Self.launchID, id)]
        case .star(let id): ["launches", "launch", .parameter(Self.launchID, id), "star"]
        case .calendar(let id): ["launches", "launch", .parameter(Self.launchID, id), "launch.ics"]
        case .program(let id): ["launches", "programs", .parameter(Self.programID, id)]
        case .favourites: ["launches", "favourites"]
        case .about: ["launches", "about"]
        }
    }

    /// A launch list page: the segment, a program, a search and the offset of the first row.
    static func list(segment: String, programID: Int? = nil, query: String = "", offset: Int = 0) -> String {
        LaunchesURL.list.url(query: [
            QueryItem("segment", segment == "upcoming" ? nil : segment),
            QueryItem("program", programID.map(String.init)),
            QueryItem("q", query.isEmpty ? nil : query),
            QueryItem("offset", offset > 0 ? String(offset) : nil),
        ])
    }
}
