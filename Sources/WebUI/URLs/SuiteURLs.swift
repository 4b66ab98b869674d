// The addresses of the pages the suite itself serves (launcher, settings, accounts) and of the
// shared static files. Each app declares its own enum beside its backend.

/// `/` and the placeholder of an app whose web version has not landed (`/sleep`).
public enum LauncherURL: SiteURL {
    case home
    case app(slug: String)

    public var pathSegments: [PathSegment] {
        switch self {
        case .home: []
        case .app(let slug): [.constant(slug)]
        }
    }
}

/// `/settings`: language, appearance, notifications and the account.
public enum SettingsURL: SiteURL {
    case settings
    /// One device's per-app notification switches, stopping its notifications, the test button.
    case pushDevice(Parameter<String>), pushDeviceRemove(Parameter<String>), pushTest
    /// "Send feedback" (Settings → About).
    case feedback

    public var pathSegments: [PathSegment] {
        switch self {
        case .settings: ["settings"]
        case .pushDevice(let id): ["settings", "push", .parameter("device", id)]
        case .pushDeviceRemove(let id): ["settings", "push", .parameter("device", id), "remove"]
        case .pushTest: ["settings", "push", "test"]
        case .feedback: ["settings", "feedback"]
        }
    }
}

/// The account pages under `/account/…`.
public enum AccountURL: SiteURL {
    case register, login, logout, password, delete
    /// Asking for a password-reset link, and the link itself (its single-use token in the path).
    case forgotPassword, resetPassword(Parameter<String>)

    public var pathSegments: [PathSegment] {
        switch self {
        case .forgotPassword: ["account", "forgot"]
        case .resetPassword(let token): ["account", "reset", .parameter("token", token)]
        case .register: ["account", "register"]
        case .login: ["account", "login"]
        case .logout: ["account", "logout"]
        case .password: ["account", "password"]
        case .delete: ["account", "delete"]
        }
    }

    /// Sign-in (or sign-up) that returns to `next` afterwards; `/` needs no parameter.
    public func url(next: String?) -> String {
        url(query: [QueryItem("next", next == "/" ? nil : next)])
    }
}

/// Files under `Public/` that the shell links.
public enum AssetURL: SiteURL {
    case stylesheet
    /// An ES module under `/js/` (`suite.js`, `notes.js`).
    case script(String)
    case icon(String)
    case manifest

    public var pathSegments: [PathSegment] {
        switch self {
        case .stylesheet: ["css", "suite.css"]
        case .script(let name): ["js", .constant(name)]
        case .icon(let name): ["icons", .constant(name)]
        case .manifest: ["manifest.webmanifest"]
        }
    }
}
