import DisposableAPI
import Foundation

/// `/e/{joinToken}/camera` and `/gallery`: what a participant (guest or organizer) does in an
/// event. The page carries what its script needs (`disposable.js`): ids, shots left, texts.
struct GuestSpacePage: Sendable {
    enum Tab: Sendable {
        case camera, gallery
    }

    var tab: Tab
    var event: Components.Schemas.Event
    var me: Components.Schemas.Participation
    var joinToken: String

    /// The most photos one ZIP may hold (the contract's `maxItems` of `photoId`).
    static let selectionLimit = 500

    /// The script's starting facts, as JSON in the page (never executed); its texts follow
    /// under `texts` (see `ScriptJSON.appending`).
    struct ScriptData: Encodable {
        var eventId: String
        var participantId: String
        var shotsLeft: Int
        var canUpload: Bool
        var canModerate: Bool
        var sealed: Bool
    }
}
