import Foundation

/// One rule of a rate limit: at most `limit` counted attempts per key within `window` seconds.
///
/// Written in settings as `COUNT/DURATION`, the duration in seconds, minutes or hours:
/// `5/15m` is five per fifteen minutes, `300/1h` three hundred per hour.
public struct RateLimit: Sendable, Equatable, CustomStringConvertible {
    public var limit: Int
    public var window: TimeInterval

    public init(_ limit: Int, per window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// `5/15m`, `30/10m`, `3/1h`, `10/90s`; nil for anything else (zero, negatives, no unit).
    public init?(parsing text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/")
        guard parts.count == 2, let limit = Int(parts[0]), limit > 0,
              let unit = parts[1].last, let amount = Double(parts[1].dropLast()), amount > 0
        else { return nil }
        let seconds: Double
        switch unit {
        case "s": seconds = amount
        case "m": seconds = amount * 60
        case "h": seconds = amount * 3600
        default: return nil
        }
        self.init(limit, per: seconds)
    }

    public var description: String {
        if window.truncatingRemainder(dividingBy: 3600) == 0 { return "\(limit)/\(Int(window / 3600))h" }
        if window.truncatingRemainder(dividingBy: 60) == 0 { return "\(limit)/\(Int(window / 60))m" }
        return "\(limit)/\(Int(window))s"
    }

    /// The setting `key` read by `read` when given, else `fallback`; a malformed value stops the
    /// server with the setting's name rather than silently keeping the default.
    public static func setting(_ key: String, _ read: (String) -> String?, default fallback: RateLimit) throws -> RateLimit {
        guard let text = read(key), !text.isEmpty else { return fallback }
        guard let parsed = RateLimit(parsing: text) else {
            throw ConfigError.invalid(key: key, reason: "must be a count per duration, like 5/15m or 300/1h")
        }
        return parsed
    }
}
