import DisposableKit
import Localization
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
    let language: Language
    let qr: QRCode

    var body: any HTML {
        StandalonePage(title: eventName, language: language.rawValue, stylesheet: "/css/print-card.css", bodyClass: "print-card") {
            main(.class("card")) {
                p(.class("card-host")) { organizerName }
                h1(.class("card-title")) { eventName }
                // Generated here: module squares and an escaped title, no user markup.
                figure(.class("card-qr")) { UnsafeRawHTML(qr.svg(moduleSize: 1, unit: "mm", title: DisposableText.scanToJoin.text(language))) }
                p(.class("card-scan")) { DisposableText.scanToJoin.text(language) }
                p(.class("card-code")) {
                    span { DisposableText.orTypeCode.text(language) + " " }
                    strong { ShortCode.formatted(shortCode) }
                }
                p(.class("card-note")) { DisposableText.noAppNeeded.text(language) }
                p(.class("card-shots")) { DisposableText.shotsEach.text(language, ["count": String(shotsPerPerson)]) + " · " + joinURL }
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
    let language: Language
    let appClipMeta: String
    let continueURL: String

    var body: any HTML {
        StandalonePage(title: eventName, language: language.rawValue, stylesheet: "/css/suite.css", appClipMeta: appClipMeta) {
            main(.class("page")) {
                p(.class("page-subtitle")) { organizerName }
                h1 { eventName }
                p { DisposableText.shotsEach.text(language, ["count": String(shotsPerPerson)]) }
                p { DisposableText.noAppNeeded.text(language) }
                a(.class("button button-primary"), .href(continueURL)) { DisposableText.continueInBrowser.text(language) }
            }
        }
    }
}
