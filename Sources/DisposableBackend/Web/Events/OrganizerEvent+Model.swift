import DisposableAPI
import Foundation
import WebUI

/// `/disposable/events/{id}`: the organizer's event: the QR code (large, crisp), the short code
/// and the link with ways to share them, the numbers so far, the camera and the galleries, and
/// the parameters (shown, never editable).
struct OrganizerEventPage: Sendable {
    var event: Components.Schemas.Event
    var stats: Components.Schemas.EventStats
    var joinURL: String
    var shortCode: String
    /// The QR code as an SVG document made by the QRCode module (no user text inside).
    var qrSVG: String
    var joinToken: String
    /// The page's "now": an ended event counts the days left until it is deleted.
    var now: Date = .now

    var qrPNG: String { DisposableAPIURL.qr(.value(event.id)).url(query: [QueryItem("format", "png")]) }
    var qrSVGFile: String { DisposableAPIURL.qr(.value(event.id)).url(query: [QueryItem("format", "svg")]) }
    var archive: String { DisposableAPIURL.archive(.value(event.id)).url }
}
