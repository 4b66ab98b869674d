import Markup
import WebUI

/// A delete that cannot be undone: says what goes and asks for the word typed out (docs/apps/disposable.md#your-data), so a
/// stray tap deletes nothing. The guest's "Delete my data" and the organizer's "Delete Event".
struct TypedDeleteForm: HTMLComponent {
    var context: PageContext
    var action: String
    var title: String
    var explanation: String
    /// What to say when the word typed is not the word ("{word}" is filled in).
    var wrongWord: DisposableText
    var hasProblem: Bool

    var body: some HTML {
        let t = context.t
        let word = GuestSettingsPage.confirmationWord(context.language)
        return PostForm(action: action, context: context, class: "form-card danger-card", validatesOnServer: true) {
            h2(.class("form-card-title")) { title }
            // Which word was asked for: it is accepted even if the language changes before sending.
            input(.type("hidden"), .name("wordLanguage"), .value(context.language.rawValue))
            p { explanation }
            FormField(label: t(DisposableText.typeToConfirm, ["word": word]), name: GuestSettingsPage.Field.confirmation,
                      hint: nil, error: hasProblem ? t(wrongWord, ["word": word]) : nil,
                      autocomplete: "off", isRequired: true, maxLength: 20)
            SubmitButton(title, style: .destructive)
        }
    }
}
