import Localization

/// `/settings`: language and appearance for everyone, the account when signed in.
public struct SettingsPage: Sendable {
    public var language: Language
    public var theme: ThemePreference
    /// The page that sent the reader here (a Disposable guest's settings), which the back link
    /// returns to instead of the launcher (``ReturnPath``).
    public var returnPath: String?

    public init(language: Language, theme: ThemePreference, returnPath: String? = nil) {
        self.language = language
        self.theme = theme
        self.returnPath = returnPath
    }

    /// The form's field names, shared with the controller that reads them.
    public enum Field {
        public static let language = "language"
        public static let theme = "theme"
    }
}
