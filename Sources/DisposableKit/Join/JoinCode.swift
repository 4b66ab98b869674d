import Foundation

/// What a person scanned, tapped or typed to join an event.
public enum JoinCode: Equatable, Sendable {
    /// The token of a join link (`https://host/e/{token}`), at least 128 random bits.
    case token(String)
    /// The 8-character short code, canonical form.
    case shortCode(String)

    /// The path parameter of `getInvitation`/`joinEvent` (both forms are accepted there).
    public var value: String {
        switch self {
        case .token(let token): token
        case .shortCode(let code): code
        }
    }

    /// Join tokens are base64url; 22 characters carry 128 bits.
    static let tokenCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// Reads an App Clip invocation or universal link (`https://host/e/{token}`, any trailing
    /// slash, query or fragment ignored) on one of `hosts`, a bare token, or a typed short code.
    public static func parse(_ input: String, hosts: Set<String>) -> JoinCode? {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            guard scheme == "https" || scheme == "http", let host = url.host?.lowercased(), hosts.contains(host)
            else { return nil }
            let parts = url.path.split(separator: "/").map(String.init)
            guard parts.count >= 2, parts[0] == "e", isToken(parts[1]) else { return nil }
            return .token(parts[1])
        }
        if let code = ShortCode.normalize(text) { return .shortCode(code) }
        return isToken(text) ? .token(text) : nil
    }

    /// The App Clip's invocation URL as iOS hands it over (`NSUserActivity.webpageURL`).
    public static func parse(invocationURL url: URL, hosts: Set<String>) -> JoinCode? {
        parse(url.absoluteString, hosts: hosts)
    }

    static func isToken(_ text: String) -> Bool {
        text.count >= 22 && text.count <= 64 && text.allSatisfy { tokenCharacters.contains($0) }
    }
}
