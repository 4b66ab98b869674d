import Localization

/// `/settings`: language and appearance for everyone, the account when signed in.
public struct SettingsPage: Sendable {
    public var language: Language
    public var theme: ThemePreference
    /// The page that sent the reader here (a Disposable guest's settings), which the back link
    /// returns to instead of the launcher (``ReturnPath``).
    public var returnPath: String?
    /// Signed in: the devices receiving notifications; nil when signed out.
    public var push: PushSettings?
    /// The suite's release (Settings → About).
    public var version: String

    public init(language: Language, theme: ThemePreference, returnPath: String? = nil, push: PushSettings? = nil,
                version: String) {
        self.language = language
        self.theme = theme
        self.returnPath = returnPath
        self.push = push
        self.version = version
    }

    /// The Notifications section: this server's VAPID key (for `push.js`) and the account's devices.
    public struct PushSettings: Sendable {
        public struct Device: Sendable {
            public var id: String
            public var name: String
            /// The push service it is reached through (`fcm.googleapis.com`).
            public var host: String
            /// The per-app switches, in ``PushSettings/apps`` order.
            public var switches: [Bool]
            public init(id: String, name: String, host: String, switches: [Bool]) {
                self.id = id
                self.name = name
                self.host = host
                self.switches = switches
            }
        }

        /// The apps that send notifications, as the switches' field suffixes (`sleep`, `memory`, …).
        public static let apps = ["sleep", "memory", "launches", "disposable"]

        public var vapidPublicKey: String
        public var devices: [Device]
        public init(vapidPublicKey: String, devices: [Device]) {
            self.vapidPublicKey = vapidPublicKey
            self.devices = devices
        }

        /// A device switch's field name: unique on the page, read back by the controller.
        public static func field(device: String, app: String) -> String { "push-\(device)-\(app)" }
    }

    /// The form's field names, shared with the controller that reads them.
    public enum Field {
        public static let language = "language"
        public static let theme = "theme"
    }
}
