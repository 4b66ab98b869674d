import Foundation

/// The URLs widget and notification taps open (`polysleep://…`); the app routes them to screens.
public enum SleepDeepLink: Hashable, Sendable {
    /// Home / current sleep state.
    case today
    /// Start the given nap now (the large widget's "Start nap now").
    case startBlock(occurrenceId: String)
    /// The alarm settings ("Alarm Kur").
    case alarmSettings
    case analytics

    public static let scheme = "polysleep"

    public var url: URL {
        var parts = URLComponents()
        parts.scheme = Self.scheme
        switch self {
        case .today: parts.host = "today"
        case .startBlock(let id):
            parts.host = "start"
            parts.queryItems = [URLQueryItem(name: "occurrence", value: id)]
        case .alarmSettings: parts.host = "alarms"
        case .analytics: parts.host = "analytics"
        }
        return parts.url ?? URL(fileURLWithPath: "/")
    }

    /// Parses a URL made by `url`; nil for anything else.
    public init?(url: URL) {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), parts.scheme == Self.scheme else { return nil }
        switch parts.host {
        case "today": self = .today
        case "alarms": self = .alarmSettings
        case "analytics": self = .analytics
        case "start":
            guard let id = parts.queryItems?.first(where: { $0.name == "occurrence" })?.value, !id.isEmpty else { return nil }
            self = .startBlock(occurrenceId: id)
        default: return nil
        }
    }
}
