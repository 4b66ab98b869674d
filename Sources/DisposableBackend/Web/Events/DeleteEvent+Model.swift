/// `/disposable/events/{id}/delete`: the organizer deletes the event for everyone, after
/// reading what goes and typing the confirmation word.
struct DeleteEventPage: Sendable {
    var eventID: String
    var eventName: String
    /// The word typed did not match: said beside the field.
    var hasProblem = false
}
