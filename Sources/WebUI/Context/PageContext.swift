import Foundation
import Localization

/// What a page knows about the request it answers, built once per request by the server
/// (ServerCore's `req.pageContext`) and handed to every view. Views never see the request: a
/// page renders from its model and this context alone, which is what snapshot tests do.
public struct PageContext: Sendable {
    public var language: Language
    public var translator: Translator
    public var theme: ThemePreference
    /// The reader's time zone: dates and times on a page are shown in it.
    public var timeZone: TimeZone
    /// Who is signed in, if anyone.
    public var account: AccountSummary?
    /// The path of the page being shown (`/notes`), for links back to it.
    public var currentPath: String
    /// A one-time message carried across a redirect, shown once at the top of the page.
    public var flash: Flash?
    /// Static files' URLs with their version (`/css/suite.css?v=…`), so browsers cache them.
    public var assets: StaticAssetURLs
    private let csrf: CSRFToken

    public init(
        language: Language, theme: ThemePreference = .system, timeZone: TimeZone = .gmt,
        account: AccountSummary? = nil, currentPath: String = "/", flash: Flash? = nil,
        assets: StaticAssetURLs = .unversioned, csrf: CSRFToken
    ) {
        self.language = language
        self.translator = Translator(language)
        self.theme = theme
        self.timeZone = timeZone
        self.account = account
        self.currentPath = currentPath
        self.flash = flash
        self.assets = assets
        self.csrf = csrf
    }

    /// The token every state-changing form carries. Made on first use, so a page without a
    /// form never starts a session.
    public var csrfToken: String { csrf.value() }

    public var locale: Locale { language.locale }

    /// Text in the reader's language: `context.t(SuiteText.settingsTitle)`.
    public var t: Translator { translator }
}

/// The CSRF token of a request, asked for only when a form needs it.
public struct CSRFToken: Sendable {
    let value: @Sendable () -> String

    /// `make` runs each time a form asks; the server's version returns the session's token.
    public init(_ make: @escaping @Sendable () -> String) {
        value = make
    }

    /// A fixed token (snapshot tests, pages rendered without a session).
    public static func fixed(_ token: String) -> CSRFToken {
        CSRFToken { token }
    }
}

/// How a page writes a static file's URL: the server adds the file's version so browsers may
/// keep it for a year; JavaScript modules keep their plain path (modules import each other by it).
public struct StaticAssetURLs: Sendable {
    let versioned: @Sendable (String) -> String
    /// The modules a script imports, directly or not (`StaticAssets.moduleImports`).
    let moduleImports: @Sendable (String) -> [String]

    public init(_ versioned: @escaping @Sendable (String) -> String,
                moduleImports: @escaping @Sendable (String) -> [String] = { _ in [] }) {
        self.versioned = versioned
        self.moduleImports = moduleImports
    }

    /// What the page's `scripts` import and do not load themselves, each once: the head preloads
    /// them so the whole module graph is fetched in one round trip.
    public func modulePreloads(for scripts: [String]) -> [String] {
        var seen = Set(scripts)
        return scripts.flatMap(moduleImports).filter { seen.insert($0).inserted }
    }

    /// Paths as they are (tests, and pages rendered without a server).
    public static let unversioned = StaticAssetURLs { $0 }

    public func callAsFunction(_ asset: AssetURL) -> String {
        versioned(asset.url)
    }
}

/// The signed-in account as pages show it.
public struct AccountSummary: Sendable, Equatable {
    public var email: String

    public init(email: String) {
        self.email = email
    }
}

/// A one-time message shown at the top of the next page (Post/Redirect/Get).
public struct Flash: Sendable, Equatable {
    public var kind: Banner.Kind
    public var message: String

    public init(_ kind: Banner.Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// The colour scheme a person picked; `system` follows the device.
public enum ThemePreference: String, CaseIterable, Sendable {
    case system, light, dark
}
