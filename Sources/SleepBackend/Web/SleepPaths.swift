import Foundation

/// Every PolySleep address, in one place (pages link through these, tests request them).
enum SleepPaths {
    static let today = "/sleep"
    static let welcome = "/sleep/welcome"
    static let schedule = "/sleep/schedule"
    static let history = "/sleep/history"
    static let analytics = "/sleep/analytics"
    static let alarms = "/sleep/alarms"
    static let widgets = "/sleep/widgets"
    static let now = "/sleep/api/now"
    static let plan = "/sleep/api/plan"

    /// Today with the "Nasıl hissettin?" sheet open for an occurrence.
    static func rate(_ occurrenceID: String) -> String { "/sleep?rate=\(occurrenceID.addingPercentEncodingForQuery)" }

    static func answer(_ requestID: String, _ action: ActionName) -> String {
        "/sleep/notifications/\(requestID.addingPercentEncodingForPath)/\(action.rawValue)"
    }

    static func calendarFeed(token: String) -> String { "/sleep/calendar/\(token).ics" }

    static func historyMonth(_ month: String) -> String { "/sleep/history?month=\(month)" }

    static func record(_ occurrenceID: String) -> String { "/sleep/history/\(occurrenceID.addingPercentEncodingForPath)" }
}

extension String {
    fileprivate var addingPercentEncodingForQuery: String {
        addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(["&", "=", "+", "#"])) ?? self
    }

    fileprivate var addingPercentEncodingForPath: String {
        addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? self
    }
}
