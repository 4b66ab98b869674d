/// `/`: one cell per app. The entries come from the backends (each describes its own name,
/// tagline and icon), so the launcher holds no app's name.
public struct LauncherPage: Sendable {
    public struct Entry: Sendable {
        public var name: String
        public var tagline: String
        /// The icon's URL (`/icons/notes.svg`).
        public var icon: String
        public var url: String
        /// False until the app's web version lands; the cell then leads to an honest placeholder.
        public var isAvailable: Bool

        public init(name: String, tagline: String, icon: String, url: String, isAvailable: Bool) {
            self.name = name
            self.tagline = tagline
            self.icon = icon
            self.url = url
            self.isAvailable = isAvailable
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }
}

/// The honest placeholder of an app whose web version has not landed yet.
public struct UnavailablePage: Sendable {
    public var appName: String

    public init(appName: String) {
        self.appName = appName
    }
}
