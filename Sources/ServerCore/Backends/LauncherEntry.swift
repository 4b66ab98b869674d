import Localization
import WebUI

/// An app's cell on the launcher (`/`): each backend describes itself, with keys of its own
/// typed string table, so neither ServerCore nor SuiteServer keeps a list of app names.
public struct LauncherEntry: Sendable {
    /// Whether the app's web version has landed. Until it has, the launcher marks the cell and
    /// its path shows an honest "not available yet" page.
    public enum Availability: Sendable, Equatable {
        case available
        case comingSoon
    }

    /// The app's short name: the path segment (`/notes`) and the icon's name.
    public let key: String
    /// The app's name and one-line tagline in a reader's language.
    public let name: @Sendable (Language) -> String
    public let tagline: @Sendable (Language) -> String
    public let availability: Availability

    public init<Key: LocalizedKey>(key: String, name: Key, tagline: Key, availability: Availability) {
        self.key = key
        self.name = { name.text($0) }
        self.tagline = { tagline.text($0) }
        self.availability = availability
    }

    /// Where the app's web version lives.
    public var url: LauncherURL { .app(slug: key) }
    /// The app's icon under `Public/icons/`.
    public var icon: AssetURL { .icon("\(key).svg") }
    public var isAvailable: Bool { availability == .available }
}
