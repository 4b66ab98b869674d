import Markup
import WebUI

extension GuestSettingsPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.settings)
        let isOrganizer = me.role == .organizer
        // The organizer hears of the reveal through the account's devices (suite Settings).
        let notifies = !isOrganizer && RevealNotifyControl.applies(to: event)
        let back: NavigationItem? = isOrganizer
            ? .back(t(DisposableText.event), url: DisposableURL.event(.value(event.id)).url) : nil
        return Page(context, title: title, navigation: NavigationBar(title: title, leading: back),
                    tabBar: GuestTabs.bar(.settings, eventName: event.name, joinToken: joinToken, context),
                    scripts: notifies ? ["disposable-notify.js"] : [], app: "disposable") {
            PostForm(action: DisposableURL.rename(.value(joinToken)).url, context: context, class: "form-card",
                     validatesOnServer: true) {
                FormField(label: t(DisposableText.yourName), name: Field.displayName, value: nameField ?? me.displayName,
                          hint: t(DisposableText.yourNameHint),
                          error: problem == .name ? t(DisposableText.nameRequired) : nil,
                          autocomplete: "nickname", isRequired: true, maxLength: 40)
                SubmitButton(t(DisposableText.changeName))
            }
            if notifies {
                // Issue 35: hear of the reveal on this device, no account needed.
                RevealNotifyControl(context: context, event: event)
            }
            GroupedSection {
                let here = DisposableURL.guestSettings(.value(joinToken)).url
                LinkCell(title: t(DisposableText.languageAndTheme), url: ReturnPath.url(SettingsURL.settings, from: here))
                LinkCell(title: t(DisposableText.helpTitle), url: ReturnPath.url(DisposableURL.help, from: here))
                LinkCell(title: t(DisposableText.termsTitle), url: DisposableURL.terms.url)
                LinkCell(title: t(DisposableText.privacyTitle), url: DisposableURL.privacy.url)
            }
            GroupedSection(header: t(DisposableText.yourData), footer: t(DisposableText.exportFooter)) {
                li {
                    a(.class("cell cell-link"), .href(DisposableAPIURL.myExport(.value(event.id)).url), .download("my-data.zip")) {
                        span(.class("cell-text")) { span(.class("cell-title")) { t(DisposableText.exportData) } }
                        // The chevron of Notes' and Memory's export rows: without it the row read as a caption.
                        IconView(.chevronForward, class: "cell-chevron")
                    }
                }
            }
            if isOrganizer {
                GroupedSection(footer: t(DisposableText.organizerDataNote)) {
                    LinkCell(title: t(DisposableText.deleteEvent), url: DisposableURL.deleteEvent(.value(event.id)).url,
                             isDestructive: true)
                }
            } else {
                // Issue 38: the way back on any device (the link itself is on its own page).
                GroupedSection(header: t(DisposableText.recoveryTitle), footer: t(DisposableText.recoveryExplain)) {
                    LinkCell(title: t(DisposableText.recoveryShow), url: DisposableURL.recovery(.value(joinToken)).url)
                }
                GroupedSection(footer: t(DisposableText.leaveFooter)) {
                    ButtonCell(t(DisposableText.leaveEvent), action: DisposableURL.leave(.value(joinToken)).url,
                               confirmSheet: "leave-sheet", context: context)
                }
                // Asks first and says what leaving keeps: the photos, the shots used, the way back.
                Sheet(id: "leave-sheet", title: t(DisposableText.leaveQuestion), message: t(DisposableText.leaveMessage),
                      confirmTitle: t(DisposableText.leaveEvent), cancelTitle: t(DisposableText.cancel))
                TypedDeleteForm(context: context, action: DisposableURL.deleteMyData(.value(joinToken)).url,
                                title: t(DisposableText.deleteMyData), explanation: t(DisposableText.deleteMyDataExplain),
                                wrongWord: .confirmationWrong, hasProblem: problem == .confirmation)
            }
        }
    }
}
