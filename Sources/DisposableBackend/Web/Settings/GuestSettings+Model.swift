import DisposableAPI
import Foundation
import Localization

/// `/e/{joinToken}/settings`: the participant's name, the suite's language and theme, help,
/// and their data (export, leave this device, delete everything).
struct GuestSettingsPage: Sendable {
    var event: Components.Schemas.Event
    var me: Components.Schemas.Participation
    var joinToken: String
    /// The name field as typed when the server refused it.
    var nameField: String?
    var problem: Problem?

    enum Problem: Sendable, Equatable {
        case name
        /// The confirmation word was not typed as asked.
        case confirmation
    }

    /// The form field names, shared with the controller.
    enum Field {
        static let displayName = "displayName"
        static let confirmation = "confirmation"
    }

    /// The word that confirms deleting, in the page's language ("delete", "supprimer", "sil").
    static func confirmationWord(_ language: Language) -> String {
        DisposableText.deleteWord.text(language)
    }

    /// Whether `typed` is the confirmation word of `language` (or the English one, which works
    /// in every language), ignoring case the language's way ("SİL" is "sil") and outer spaces.
    static func confirms(_ typed: String, language: Language) -> Bool {
        let locale = Locale(identifier: language.rawValue)
        let word = typed.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(with: locale)
        return word == confirmationWord(language).lowercased(with: locale) || word == confirmationWord(.en)
    }

    /// Whether `typed` confirms on a form shown in `pageLanguage` (the form says which: the
    /// language may change between showing and sending) or in the request's `language`: the
    /// word the reader was asked for always works.
    static func confirms(_ typed: String, pageLanguage: String?, language: Language) -> Bool {
        if let shown = pageLanguage.flatMap(Language.init(rawValue:)), confirms(typed, language: shown) { return true }
        return confirms(typed, language: language)
    }
}
