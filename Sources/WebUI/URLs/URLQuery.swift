import Foundation

/// Percent-encoding for values put into a path, a query string or a form body.
public enum URLQuery {
    /// `value` with everything but RFC 3986's unreserved characters percent-encoded, so `&`, `=`,
    /// `?`, `/`, `#` and spaces cannot change the meaning of the URL around it.
    public static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved: CharacterSet = {
        var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        set.insert(charactersIn: "-._~")
        return set
    }()
}
