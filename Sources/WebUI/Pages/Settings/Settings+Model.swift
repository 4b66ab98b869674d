import Localization

/// `/settings`: language and appearance for everyone, the account when signed in.
public struct SettingsPage: Sendable {
    public var language: Language
    public var theme: ThemePreference

    public init(language: Language, theme: ThemePreference) {
        self.language = language
        self.theme = theme
    }

    /// The form's field names, shared with the controller that reads them.
    public enum Field {
        public static let language = "language"
        public static let theme = "theme"
    }
}
