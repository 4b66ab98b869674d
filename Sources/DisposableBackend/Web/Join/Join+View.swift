import Markup
import WebUI

extension JoinPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = invitation.name
        let navigation = NavigationBar(title: title, largeTitle: false)
        return Page(context, title: title, navigation: navigation, scripts: returningName == nil ? ["disposable-join.js"] : [],
                    app: "disposable",
                    metaTags: [MetaTag(name: "apple-itunes-app", content: appClipMeta)],
                    preloadedIcons: [.chevronForward]) {  // the help row's: the QR link's first page loads in one round trip less
            section(.class("event-card"), .ariaLabelledBy("event-card-title")) {
                p(.class("event-card-host")) { t(DisposableText.invitedBy, ["name": invitation.organizerName]) }
                h1(.class("event-card-title"), .id("event-card-title")) { invitation.name }
                p(.class("event-card-film")) { t(DisposableText.shotsEach, count: invitation.shotsPerPerson) }
                if let revealsAt = invitation.revealsAt {
                    p(.class("event-card-reveal")) {
                        t(DisposableText.appearLater, ["date": EventDates.text(revealsAt, context)])
                    }
                } else {
                    p(.class("event-card-reveal")) { t(DisposableText.appearNow) }
                }
                if let opensAt = invitation.opensAt {
                    p(.class("event-card-opens"), .data("event-opens", "")) {
                        t(DisposableText.opensOn, ["date": EventDates.text(opensAt, context)])
                    }
                }
                p(.class("event-card-note")) { t(DisposableText.noAppNeeded) }
            }
            if invitation.hasEnded, let deletesAt = invitation.deletesAt {
                StateCard(state: "ended", icon: .clock, title: t(DisposableText.endedTitle),
                          message: t(DisposableText.endedMessage, ["date": EventDates.text(deletesAt, context)]))
            }
            if let returningName {
                PostForm(action: DisposableURL.resume(.value(joinToken)).url, context: context, class: "form-card resume-card") {
                    h2(.class("resume-title")) { t(DisposableText.welcomeBack, ["name": returningName]) }
                    p(.class("resume-message")) { t(DisposableText.welcomeBackMessage) }
                    SubmitButton(t(DisposableText.continueAs, ["name": returningName]))
                }
            } else {
                // Issue 38: filled and shown by disposable-join.js when this device kept a recovery link.
                div(.class("form-card resume-card"), .data("recovery-offer", ""), .data("event-id", invitation.eventID),
                    .data("title-template", t(DisposableText.welcomeBack, ["name": "{name}"])),
                    .data("link-template", t(DisposableText.continueAs, ["name": "{name}"])), .hidden()) {
                    h2(.class("resume-title"), .data("offer-title", "")) {}
                    p(.class("resume-message")) { t(DisposableText.welcomeBackMessage) }
                    a(.class("button button-primary button-block"), .data("offer-link", ""), .href("#")) {}
                }
                PostForm(action: DisposableURL.join(.value(joinToken)).url, context: context, class: "form-card",
                         validatesOnServer: true) {
                    FormField(label: t(DisposableText.yourName), name: "displayName", value: form.displayName,
                              hint: t(DisposableText.yourNameHint),
                              error: form.problems.contains(.name) ? t(DisposableText.nameRequired) : nil,
                              autocomplete: "nickname", isRequired: true, maxLength: 40)
                    ConsentField(context: context, isChecked: form.consent,
                                 error: form.problems.contains(.consent) ? t(DisposableText.consentRequired) : nil)
                    SubmitButton(t(DisposableText.join))
                }
            }
            GroupedSection {
                LinkCell(title: t(DisposableText.helpTitle),
                         url: ReturnPath.url(DisposableURL.help, from: DisposableURL.join(.value(joinToken)).url))
                LinkCell(title: t(DisposableText.privacyTitle), url: DisposableURL.privacy.url)
            }
        }
    }
}
