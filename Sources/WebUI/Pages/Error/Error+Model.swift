/// The page every error shows a browser: what went wrong, and the way back.
public struct ErrorPage: Sendable {
    /// Where "back" leads: into the app the person was in (its page they came from, or its
    /// home), so a refused address never strands them on the launcher.
    public struct WayBack: Sendable, Equatable {
        /// The app's name in the reader's language.
        public var appName: String
        public var url: String

        public init(appName: String, url: String) {
            self.appName = appName
            self.url = url
        }
    }

    public var isNotFound: Bool
    /// The localized explanation (from the error's code).
    public var message: String
    /// nil: outside any app (the launcher is the way back).
    public var wayBack: WayBack?

    public init(isNotFound: Bool, message: String, wayBack: WayBack? = nil) {
        self.isNotFound = isNotFound
        self.message = message
        self.wayBack = wayBack
    }
}
