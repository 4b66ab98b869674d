import DisposableKit
import Markup
import WebUI

extension NewEventPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.createEvent)
        // A large title: inline beside "My events", French and Turkish titles ended in "…" at 390 px.
        let navigation = NavigationBar.back(to: t(DisposableText.myEvents), url: DisposableURL.home.url, title: title)
        let durations: [(Int, DisposableText)] = zip(NewEventForm.durations, [DisposableText.hours6, .day1, .days3, .days8]).map { ($0, $1) }
        return Page(context, title: title, navigation: navigation, app: "disposable") {
            // Each field says what is wrong beside it; the banner only says where to look.
            if !problems.isEmpty { Banner(.error, t(DisposableText.checkFields)) }
            PostForm(action: DisposableURL.home.url, context: context, class: "form-card", validatesOnServer: true) {
                FormField(label: t(DisposableText.eventName), name: "name", value: form.name,
                          error: problems["name"].map { t($0) }, isRequired: true, maxLength: 80)
                FormField(label: t(DisposableText.organizerName), name: "organizerName", value: form.organizerName,
                          hint: t(DisposableText.organizerNameHint), error: problems["organizerName"].map { t($0) },
                          autocomplete: "name", isRequired: true, maxLength: 40)
                // Empty: the event starts at once; a date: the link works now, the camera opens then.
                FormField(label: t(DisposableText.startsAtLabel), name: "startsAt", type: "datetime-local",
                          value: form.startsAt, hint: t(DisposableText.startsAtHint),
                          error: problems["startsAt"].map { t($0) }, isRequired: false)
                div(.class("field")) {
                    span(.class("field-label"), .id("duration-label")) { t(DisposableText.duration) }
                    SegmentedPicker(name: "durationHours", legend: t(DisposableText.duration),
                                    options: durations.map { .init(value: String($0.0), title: t($0.1)) },
                                    selected: String(form.chosenDuration))
                }
                FormField(label: t(DisposableText.shotsPerPerson), name: "shotsPerPerson", type: "number",
                          value: form.shotsPerPerson ?? String(EventParameters.defaultShotsPerPerson),
                          hint: t(DisposableText.shotsHint), error: problems["shotsPerPerson"].map { t($0) },
                          isRequired: true, inputMode: "numeric")
                div(.class("field")) {
                    span(.class("field-label")) { t(DisposableText.reveal) }
                    SegmentedPicker(name: "reveal", legend: t(DisposableText.reveal),
                                    options: [.init(value: "now", title: t(DisposableText.revealNow)),
                                              .init(value: "later", title: t(DisposableText.revealLater))],
                                    selected: form.chosenReveal)
                }
                // Shown with "later" only (CSS `:has`); empty means the end of the event.
                div(.class("reveal-at-field")) {
                    FormField(label: t(DisposableText.revealAtLabel), name: "revealAt", type: "datetime-local",
                              value: form.revealAt, hint: t(DisposableText.revealAtHint),
                              error: problems["revealAt"].map { t($0) }, isRequired: false)
                }
                ConsentField(context: context, isChecked: form.consent == "on",
                             error: problems["consent"].map { t($0) })
                SubmitButton(t(DisposableText.create))
            }
        }
    }
}

/// The consent checkbox with a link to the terms (creating and joining both ask for it).
struct ConsentField: HTMLComponent {
    var context: PageContext
    var isChecked: Bool
    var error: String?

    var body: some HTML {
        let t = context.t
        div(.class("field field-check")) {
            label(.class("check"), .for("field-consent")) {
                input(.type("checkbox"), .name("consent"), .id("field-consent"), .required(), .checked(isChecked),
                      .ariaInvalid(error != nil), .ariaDescribedBy(error == nil ? nil : "field-consent-error"))
                span { t(DisposableText.consent) }
            }
            a(.class("field-hint"), .href(DisposableURL.terms.url), .target("_blank")) { t(DisposableText.consentTerms) }
            a(.class("field-hint"), .href(DisposableURL.privacy.url), .target("_blank")) { t(DisposableText.privacyTitle) }
            if let error { p(.class("field-error"), .id("field-consent-error")) { error } }
        }
    }
}
