import Vapor

extension Request {
    private struct ParsedCookiesKey: StorageKey { typealias Value = HTTPCookies }

    /// The request's cookies, parsed once. Vapor's `cookies` parses the whole `Cookie` header on
    /// every access, and a page reads it for its language, theme, time zone, CSRF token and
    /// credentials: a twentieth of a guest gallery's time went to parsing the same header again.
    public var parsedCookies: HTTPCookies {
        once(ParsedCookiesKey.self) { cookies }
    }
}
