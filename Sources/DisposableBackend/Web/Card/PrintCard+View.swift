import DisposableKit
import Localization
import Markup
import WebUI

extension PrintCardPage: PageModel {
    /// The card speaks `language`: the printing organizer's current one (set by the route).
    func view(in context: PageContext) -> some HTML {
        let t = Translator(language)
        return StandalonePage(title: eventName, language: language.rawValue,
                              stylesheet: "/css/print-card.css", bodyClass: "print-card", scripts: ["print-card.js"]) {
            // On screen only: the way back and the print button (print-card.js shows it).
            nav(.class("card-toolbar")) {
                a(.class("card-back"), .href(DisposableURL.event(.value(eventID)).url)) { "‹ " + eventName }
                button(.type("button"), .class("card-print"), .data("print", ""), .hidden()) { t(DisposableText.printAction) }
            }
            main(.class("card")) {
                p(.class("card-host")) { organizerName }
                h1(.class("card-title")) { eventName }
                // Generated here: module squares and an escaped title, no user markup.
                figure(.class("card-qr")) { UnsafeRawHTML(qr.svg(moduleSize: 1, unit: "mm", title: t(DisposableText.scanToJoin))) }
                p(.class("card-scan")) { t(DisposableText.scanToJoin) }
                p(.class("card-code")) {
                    span { t(DisposableText.orTypeCode) + " " }
                    strong { ShortCode.formatted(shortCode) }
                }
                // Where the code is typed: "type the code" alone never said where.
                if !codeAddress.isEmpty {
                    p(.class("card-address")) { t(DisposableText.printAddress, ["address": codeAddress]) }
                }
                p(.class("card-note")) { t(DisposableText.cardNoApp) }
                p(.class("card-shots")) { t(DisposableText.shotsEach, count: shotsPerPerson) + " · " + joinURL }
            }
        }
    }
}
