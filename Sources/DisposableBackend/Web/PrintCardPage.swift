import DisposableKit
import Markup
import QRCode

/// The printable A6 card (105 × 148 mm, `@page` sized, one card per sheet): event name, the QR
/// code as crisp vector art, the short code, and the "no app needed" line, in the organizer's
/// language. Print it from any browser, or save it as PDF from the print dialog.
struct PrintCardPage: HTMLComponent {
    let eventName: String
    let organizerName: String
    let joinURL: String
    let shortCode: String
    let shotsPerPerson: Int
    let language: String
    let qr: QRCode

    var body: any HTML {
        let strings = CardStrings.forLanguage(language)
        StandalonePage(title: eventName, language: language, stylesheet: "/css/print-card.css", bodyClass: "print-card") {
            main(.class("card")) {
                p(.class("card-host")) { organizerName }
                h1(.class("card-title")) { eventName }
                // Generated here: module squares and an escaped title, no user markup.
                figure(.class("card-qr")) { UnsafeRawHTML(qr.svg(moduleSize: 1, unit: "mm", title: strings.scanToJoin)) }
                p(.class("card-scan")) { strings.scanToJoin }
                p(.class("card-code")) {
                    span { strings.orTypeCode + " " }
                    strong { ShortCode.formatted(shortCode) }
                }
                p(.class("card-note")) { strings.noAppNeeded }
                p(.class("card-shots")) { "\(shotsPerPerson) \(strings.shotsEach) · \(joinURL)" }
            }
        }
    }
}

/// The minimal join page behind the QR code's URL: the event card, the App Clip card / Smart
/// App Banner tag, and the way on in the browser. The web guest flow (camera, galleries) builds
/// on this route.
struct JoinLandingPage: HTMLComponent {
    let eventName: String
    let organizerName: String
    let shotsPerPerson: Int
    let language: String
    let appClipMeta: String
    let continueURL: String

    var body: any HTML {
        let strings = CardStrings.forLanguage(language)
        StandalonePage(title: eventName, language: language, stylesheet: "/css/suite.css", appClipMeta: appClipMeta) {
            main(.class("page")) {
                p(.class("page-subtitle")) { organizerName }
                h1 { eventName }
                p { "\(shotsPerPerson) \(strings.shotsEach)" }
                p { strings.noAppNeeded }
                a(.class("button button-primary"), .href(continueURL)) { strings.continueInBrowser }
            }
        }
    }
}
