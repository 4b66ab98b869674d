import DisposableKit
import Foundation
import Markup
import WebUI

extension WallPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        return StandalonePage(title: eventName, language: context.language.rawValue, stylesheet: "/css/wall.css",
                              bodyClass: "wall", scripts: ["disposable-wall.js"]) {
            JSONDataScript(id: "wall-data", json: ScriptJSON.encode(scriptData(context)))
            main(.class("wall-stage"), .data("wall", "")) {
                h1(.class("wall-title")) { eventName }
                if hasEnded { p(.class("wall-status"), .data("event-state", "ended")) { t(DisposableText.wallEnded) } }
                // Two layers cross-fade: the next photo loads in the hidden one, then swaps.
                img(.class("wall-photo"), .data("wall-layer", ""), .alt(""))
                img(.class("wall-photo"), .data("wall-layer", ""), .alt(""))
                p(.class("wall-caption"), .data("wall-caption", ""), .ariaLive("polite")) {}
                div(.class("wall-waiting"), .data("wall-waiting", "")) {
                    if let opensAt {
                        p(.data("event-state", "scheduled")) { t(DisposableText.wallStartsIn) }
                        time(.class("wall-countdown"), .datetime(opensAt.ISO8601Format()), .data("countdown", "clock"),
                             .data("format-days", t(DisposableText.countdownDays))) {}
                    } else if let revealAt {
                        p { t(DisposableText.sealedWall) }
                        time(.class("wall-countdown"), .datetime(revealAt.ISO8601Format()), .data("countdown", "clock"),
                             .data("format-days", t(DisposableText.countdownDays))) {}
                    } else {
                        p { t(DisposableText.wallEmpty) }
                    }
                }
            }
            aside(.class("wall-join")) {
                // Module squares made by the QRCode module from the join URL: no user markup.
                figure(.class("wall-qr"), .role("img"), .ariaLabel(t(DisposableText.scanToJoin))) { UnsafeRawHTML(qrSVG) }
                div {
                    p(.class("wall-scan")) { t(DisposableText.scanToJoin) }
                    p(.class("wall-code")) { ShortCode.formatted(shortCode) }
                }
            }
        }
    }

    private func scriptData(_ context: PageContext) -> ScriptData {
        ScriptData(eventId: eventID, revealAt: revealAt?.ISO8601Format(), advanceSeconds: 7,
                   texts: ["by": context.t(DisposableText.photoBy)])
    }
}
