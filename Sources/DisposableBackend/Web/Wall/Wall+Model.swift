import Foundation
import Localization

/// `/e/{joinToken}/wall`: the venue slideshow for a TV or projector, opened by the organizer.
/// Shows what every guest may see (never a hidden photo, nothing before a later reveal), the
/// newest first as they arrive, with a corner QR code and the short code to join.
struct WallPage: Sendable {
    var eventID: String
    var eventName: String
    var joinURL: String
    var shortCode: String
    /// The QR code as an SVG document made by the QRCode module (no user text inside).
    var qrSVG: String
    /// When photos appear to guests, while that is still ahead; nil once they do.
    var revealAt: Date?
    var language: Language
    /// Set up ahead, before its start: the wall counts down to the camera opening.
    var opensAt: Date? = nil
    /// After the end the wall goes on showing the photos, and says the event is over.
    var hasEnded = false

    /// The script's starting facts, as JSON in the page (never executed).
    struct ScriptData: Encodable {
        var eventId: String
        var revealAt: String?
        /// Seconds each photo stays before the next.
        var advanceSeconds: Int
        var texts: [String: String]
    }
}
