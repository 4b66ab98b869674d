/// `/launches/reminders`: the launches this account asked to be reminded of, soonest first,
/// and the private calendar link whose alarms do the reminding.
struct RemindersPage: Sendable {
    struct Row: Sendable, Equatable {
        var launchID: String
        var name: String
        var dateText: String
    }

    var rows: [Row]
    /// The absolute `…/launches/reminders/<token>.ics` URL.
    var feedURL: String
}
