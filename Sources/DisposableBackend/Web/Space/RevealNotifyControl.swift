import DisposableAPI
import Markup
import WebUI

/// "Notify me when the photos are revealed": a guest's device subscribes to Web Push without an
/// account (`subscribeMyDevice`). Shown where a later reveal is still to come (the sealed gallery,
/// the guest settings). It needs the script (`disposable-notify.js`, which reuses
/// `shared/push.js`), so it stays hidden without it; the script says plainly why it cannot be
/// turned on: iOS outside the Home Screen and permission denied in the suite Settings page's
/// own words, no support in a guest's (the gallery opens at the reveal anyway).
struct RevealNotifyControl: HTMLComponent {
    var context: PageContext
    var event: Components.Schemas.Event

    /// Whether `event` has a reveal still to come for `me` to hear of.
    static func applies(to event: Components.Schemas.Event) -> Bool {
        event.reveal == .later && !event.isRevealed
    }

    var body: some HTML {
        let t = context.t
        div(.class("reveal-notify"), .data("reveal-notify", ""), .data("api", DisposableAPIURL.myPush(.value(event.id)).url),
            .data("event", event.id), .hidden()) {
            button(.type("button"), .class("button button-secondary button-block"), .data("notify-enable", ""), .hidden()) {
                IconView(.bell)
                span { t(DisposableText.notifyReveal) }
            }
            p(.class("reveal-notify-status"), .data("notify-status", ""), .role("status"), .hidden()) {}
            button(.type("button"), .class("button button-plain"), .data("notify-disable", ""), .hidden()) {
                t(DisposableText.notifyRevealStop)
            }
            template(.data("notify-texts", "")) {
                span(.data("key", "ios")) { t(SuiteText.pushIOSHomeScreen) }
                span(.data("key", "denied")) { t(SuiteText.pushDenied) }
                span(.data("key", "unsupported")) { t(DisposableText.notifyRevealUnsupported) }
                span(.data("key", "enabled")) { t(DisposableText.notifyRevealOn) }
                span(.data("key", "failed")) { t(DisposableText.notifyRevealFailed) }
            }
        }
    }
}
