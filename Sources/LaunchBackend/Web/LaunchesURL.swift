import WebUI

/// Every address of the SpaceNasa web app: routes are registered from these values and every
/// link and redirect is made from them.
enum LaunchesURL: SiteURL {
    /// The programs grid (onboarding first, once).
    case home
    case welcome
    case list
    /// Search over every launch the server has cached.
    case search
    case launch(Parameter<String>)
    case star(Parameter<String>)
    case calendar(Parameter<String>)
    case program(Parameter<Int>)
    case favourites
    case about
    /// Sets or clears this account's reminder of a launch (POST).
    case remind(Parameter<String>)
    /// This account's reminders and its private feed link.
    case reminders
    /// Ends the current feed link (POST).
    case resetReminderFeed
    /// The private reminders feed, `<token>.ics` (no session: the token is the key).
    case reminderFeed(Parameter<String>)

    static let launchID = "id"
    static let programID = "programID"
    static let feedFile = "file"

    var pathSegments: [PathSegment] {
        switch self {
        case .home: ["launches"]
        case .welcome: ["launches", "welcome"]
        case .list: ["launches", "list"]
        case .search: ["launches", "search"]
        case .launch(let id): ["launches", "launch", .parameter(Self.launchID, id)]
        case .star(let id): ["launches", "launch", .parameter(Self.launchID, id), "star"]
        case .calendar(let id): ["launches", "launch", .parameter(Self.launchID, id), "launch.ics"]
        case .program(let id): ["launches", "programs", .parameter(Self.programID, id)]
        case .favourites: ["launches", "favourites"]
        case .about: ["launches", "about"]
        case .remind(let id): ["launches", "launch", .parameter(Self.launchID, id), "remind"]
        case .reminders: ["launches", "reminders"]
        case .resetReminderFeed: ["launches", "reminders", "reset"]
        case .reminderFeed(let file): ["launches", "reminders", .parameter(Self.feedFile, file)]
        }
    }

    /// A launch list page: the segment, a program and the offset of the first row.
    static func list(segment: String, programID: Int? = nil, offset: Int = 0) -> String {
        LaunchesURL.list.url(query: [
            QueryItem("segment", segment == "upcoming" ? nil : segment),
            QueryItem("program", programID.map(String.init)),
            QueryItem("offset", offset > 0 ? String(offset) : nil),
        ])
    }
}
