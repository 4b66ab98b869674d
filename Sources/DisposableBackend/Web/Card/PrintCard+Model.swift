import Localization
import QRCode

/// `/disposable/events/{id}/card`: the printable A6 card (105 × 148 mm, one per sheet) in the
/// language of the organizer printing it: event name, the QR code as vector art, the short code and the "no app
/// needed" line. Printed from any browser, or saved as PDF from the print dialog.
struct PrintCardPage: Sendable {
    var eventID: String
    var eventName: String
    var organizerName: String
    var joinURL: String
    var shortCode: String
    var shotsPerPerson: Int
    var language: Language
    var qr: QRCode
    /// Where the short code is typed (`PUBLIC_BASE_URL/disposable/join`, without the scheme):
    /// a card that says "type the code" says where.
    var codeAddress: String = ""
}
