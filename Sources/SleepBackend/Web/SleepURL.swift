import WebUI

/// Every address of the PolySleep web app: routes are registered from these values and every
/// link, form action and redirect is made from them.
enum SleepURL: SiteURL {
    case today
    case welcome
    case schedule
    case history
    case analytics
    case alarms
    case widgets
    case start
    case awake
    case rate
    case timeZone
    case adaptation
    case resetCalendar
    /// A notification's button (start, snooze, cancel, awake) on request `id`.
    case answer(Parameter<String>, action: Parameter<String>)
    /// The same button pressed on a Web Push notification: signed for one account, request and
    /// action (the service worker has no CSRF token), `?expires=&signature=` in the query.
    case pushAnswer(user: Parameter<String>, Parameter<String>, action: Parameter<String>)
    case historyRecord(Parameter<String>)
    /// Deletes an entry's record (the block reads as planned, or missed once over).
    case historyRecordClear(Parameter<String>)
    case calendarFeed(Parameter<String>)
    case apiNow
    case apiPlan

    static let requestID = "id"
    static let userID = "user"
    static let actionName = "action"
    static let occurrenceID = "occurrence"
    /// The feed's secret token, `.ics` included (`<token>.ics`).
    static let feedFile = "file"

    var pathSegments: [PathSegment] {
        switch self {
        case .today: ["sleep"]
        case .welcome: ["sleep", "welcome"]
        case .schedule: ["sleep", "schedule"]
        case .history: ["sleep", "history"]
        case .analytics: ["sleep", "analytics"]
        case .alarms: ["sleep", "alarms"]
        case .widgets: ["sleep", "widgets"]
        case .start: ["sleep", "start"]
        case .awake: ["sleep", "awake"]
        case .rate: ["sleep", "rate"]
        case .timeZone: ["sleep", "timezone"]
        case .adaptation: ["sleep", "adaptation"]
        case .resetCalendar: ["sleep", "alarms", "calendar"]
        case .answer(let id, let action):
            ["sleep", "notifications", .parameter(Self.requestID, id), .parameter(Self.actionName, action)]
        case .pushAnswer(let user, let id, let action):
            ["sleep", "push", .parameter(Self.userID, user), .parameter(Self.requestID, id), .parameter(Self.actionName, action)]
        case .historyRecord(let id): ["sleep", "history", .parameter(Self.occurrenceID, id)]
        case .historyRecordClear(let id): ["sleep", "history", .parameter(Self.occurrenceID, id), "clear"]
        case .calendarFeed(let file): ["sleep", "calendar", .parameter(Self.feedFile, file)]
        case .apiNow: ["sleep", "api", "now"]
        case .apiPlan: ["sleep", "api", "plan"]
        }
    }

    /// Today with the "How do you feel?" sheet open for an occurrence.
    static func rating(_ occurrenceID: String) -> String {
        SleepURL.today.url(query: [QueryItem("rate", occurrenceID)])
    }

    /// History of one month (`2025-06`).
    static func historyMonth(_ month: String) -> String {
        SleepURL.history.url(query: [QueryItem("month", month)])
    }

    static func feed(token: String) -> SleepURL { .calendarFeed(.value(token + ".ics")) }
}
