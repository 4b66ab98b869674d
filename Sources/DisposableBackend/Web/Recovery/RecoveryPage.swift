import DisposableAPI
import Markup
import WebUI

/// `/e/{joinToken}/recovery`: the guest's own recovery link, as a QR code to screenshot and as a
/// link to copy. Only this guest's browser reaches it (their participant cookie); the organizer
/// never sees it.
struct RecoveryPage: Sendable {
    var event: Components.Schemas.Event
    var joinToken: String
    var recoveryURL: String
    /// The QR code as an SVG document made by the QRCode module (no user text inside).
    var qrSVG: String
}

extension RecoveryPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.recoveryTitle)
        let back = NavigationItem.back(t(DisposableText.settings), url: DisposableURL.guestSettings(.value(joinToken)).url)
        // A large title: inline beside "Settings", French and Turkish titles ended in "…" at 390 px.
        return Page(context, title: title, navigation: NavigationBar(title: title, leading: back),
                    tabBar: GuestTabs.bar(.settings, eventName: event.name, joinToken: joinToken, context),
                    scripts: ["disposable-share.js"], app: "disposable") {
            section(.class("invite-card recovery-card"), .ariaLabelledBy("recovery-title"), .data("recovery", "")) {
                h2(.class("invite-title"), .id("recovery-title")) { event.name }
                p(.class("invite-hint")) { t(DisposableText.recoveryExplain) }
                // Module squares made by the QRCode module from the link: no user markup.
                figure(.class("invite-qr"), .role("img"), .ariaLabel(title)) { UnsafeRawHTML(qrSVG) }
                p(.class("invite-hint")) { t(DisposableText.recoveryScreenshot) }
                p(.class("invite-link")) { a(.href(recoveryURL), .id("recovery-link")) { recoveryURL } }
                div(.class("invite-actions")) {
                    button(.type("button"), .class("button button-secondary"), .data("copy-url", recoveryURL),
                           .data("share-copied", t(DisposableText.linkCopied))) { t(DisposableText.copyLink) }
                    a(.class("button button-primary"), .href(DisposableURL.camera(.value(joinToken)).url)) {
                        t(DisposableText.camera)
                    }
                }
            }
        }
    }
}

/// `/e/{joinToken}/recover/{key}`: a recovery link opened on some device. Asks before this
/// device becomes that guest (a link preview or a curious tap changes nothing); a key that no
/// longer works says so and offers the invitation.
struct RecoverPage: Sendable {
    var eventName: String
    var joinToken: String
    var key: String
    /// The guest the key brings back; nil when it brings back no one.
    var name: String?
}

extension RecoverPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        return Page(context, title: eventName, navigation: NavigationBar(title: eventName, largeTitle: false), app: "disposable") {
            if let name {
                PostForm(action: DisposableURL.recover(.value(joinToken), key: .value(key)).url, context: context,
                         class: "form-card resume-card") {
                    h2(.class("resume-title")) { t(DisposableText.recoveryRestoreTitle, ["name": name]) }
                    p(.class("resume-message")) { t(DisposableText.recoveryRestoreMessage, ["name": name]) }
                    SubmitButton(t(DisposableText.continueAs, ["name": name]))
                }
            } else {
                EmptyState(icon: .link, title: t(DisposableText.recoveryTitle), message: t(DisposableText.recoveryUnknown),
                           action: LinkButton(t(DisposableText.join), url: DisposableURL.join(.value(joinToken)).url))
            }
        }
    }
}
