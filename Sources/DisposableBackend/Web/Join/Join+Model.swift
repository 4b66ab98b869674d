/// `/e/{joinToken}` (the QR code's URL): the event card, then a name and consent, then the
/// camera. Carries the App Clip card / Smart App Banner tag for iPhones.
struct JoinPage: Sendable {
    enum Problem: Sendable, Hashable {
        case name, consent
    }

    struct Form: Sendable {
        var displayName = ""
        var consent = false
        /// Every field to fix, marked together.
        var problems: Set<Problem> = []
    }

    var invitation: Invitation
    var joinToken: String
    var appClipMeta: String
    var form: Form
    /// The name of the participant this browser left, offered back instead of the join form.
    var returningName: String? = nil
}
