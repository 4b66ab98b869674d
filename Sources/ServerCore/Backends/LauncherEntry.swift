/// An app's cell on the launcher (`/`): each backend describes itself, so neither ServerCore nor
/// SuiteServer keeps a list of app names.
public struct LauncherEntry: Sendable, Equatable {
    /// Whether the app's web version has landed. Until it has, the launcher marks the cell and
    /// its path shows an honest "not available yet" page.
    public enum Availability: Sendable, Equatable {
        case available
        case comingSoon
    }

    /// The app's short name: the path segment (`/notes`) and the icon's name.
    public let key: String
    /// Localization keys of the app's name and one-line tagline, in the backend's own strings.
    public let nameKey: String
    public let taglineKey: String
    public let availability: Availability

    public init(key: String, nameKey: String, taglineKey: String, availability: Availability) {
        self.key = key
        self.nameKey = nameKey
        self.taglineKey = taglineKey
        self.availability = availability
    }

    /// Where the app's web version lives.
    public var path: String { "/\(key)" }
    /// The app's icon under `Public/icons/`.
    public var icon: String { "/icons/\(key).svg" }
    public var isAvailable: Bool { availability == .available }
}
