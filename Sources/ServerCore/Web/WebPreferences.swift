import Foundation
import Localization
import Vapor
import WebUI

/// Language and theme choices live in long-lived cookies so they stick for signed-out
/// visitors too, and apply before any database read.
enum PreferenceCookie {
    static let language = "suite_lang"
    static let theme = "suite_theme"
    /// Written by `suite.js` from the browser's `Intl` time zone, so dates read as local time.
    static let timeZone = "suite_tz"

    static func value(_ value: String, secure: Bool) -> HTTPCookies.Value {
        HTTPCookies.Value(
            string: value, maxAge: 365 * 24 * 3600, path: "/", isSecure: secure, isHTTPOnly: true,
            sameSite: .lax)
    }
}

extension Request {
    private struct LanguageKey: StorageKey { typealias Value = Language }

    /// The user's choice when set, else the best match for `Accept-Language`. Worked out once
    /// per request.
    public var language: Language {
        once(LanguageKey.self) {
            cookies[PreferenceCookie.language].flatMap { Language(rawValue: $0.string) }
                ?? Language.negotiate(acceptLanguage: headers.first(name: .acceptLanguage))
        }
    }

    public var theme: ThemePreference {
        cookies[PreferenceCookie.theme].flatMap { ThemePreference(rawValue: $0.string) } ?? .system
    }

    private struct TimeZoneKey: StorageKey { typealias Value = TimeZone }

    /// The browser's time zone (reported by `suite.js`), UTC until it has been seen once.
    /// Worked out once per request: looking a zone up by name is not free.
    public var timeZone: TimeZone {
        once(TimeZoneKey.self) {
            cookies[PreferenceCookie.timeZone].flatMap { TimeZone(identifier: $0.string) } ?? TimeZone(secondsFromGMT: 0)!
        }
    }

    /// Text in this request's language, for the few strings made outside a page (a flash).
    public var translator: Translator { Translator(language) }

    /// The signed-in web user, if any.
    public var webUser: User? { auth.get(User.self) }

    /// The signed-in web user; redirects to sign-in (and back here afterwards) otherwise.
    public func requireWebUser() throws -> User {
        guard let user = webUser else {
            let target = url.path + (url.query.map { "?\($0)" } ?? "")
            throw Abort.redirect(to: AccountURL.login.url(next: target))
        }
        return user
    }
}
