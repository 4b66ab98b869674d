/// `/launches/reminders`: the launches this account asked to be reminded of, soonest first,
/// and the private calendar link whose alarms do the reminding.
struct RemindersPage: Sendable {
    var rows: [KeptLaunchRow]
    /// The absolute `…/launches/reminders/<token>.ics` URL.
    var feedURL: String
}
