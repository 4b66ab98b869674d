import Foundation

/// An ISO 8601 duration as LL2 sends it (`"P4DT2H1M44S"`, `"-PT38M"`, `"PT1H5M"`, `"P26DT13H50M"`).
///
/// Years and months are read as 365 and 30 days: LL2 only uses them for turnaround statistics,
/// where calendar exactness does not matter.
public struct ISO8601Duration: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Signed length in seconds; negative for `-P…` (timeline events before T-0).
    public let seconds: Double
    /// The text as received, kept so the value round-trips unchanged.
    public let text: String

    public init?(_ text: String) {
        guard let seconds = Self.parse(text) else { return nil }
        self.seconds = seconds
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = ISO8601Duration(raw) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an ISO 8601 duration: \(raw)")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }

    static func parse(_ text: String) -> Double? {
        var chars = Substring(text)
        var sign = 1.0
        if chars.first == "-" {
            sign = -1
            chars = chars.dropFirst()
        } else if chars.first == "+" {
            chars = chars.dropFirst()
        }
        guard chars.first == "P" else { return nil }
        chars = chars.dropFirst()
        var inTime = false
        var total = 0.0
        var number = ""
        var sawComponent = false
        for char in chars {
            if char.isNumber || char == "." || char == "," {
                number.append(char == "," ? "." : char)
                continue
            }
            if char == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            sawComponent = true
            switch (char, inTime) {
            case ("Y", false): total += value * 365 * 86_400
            case ("M", false): total += value * 30 * 86_400
            case ("W", false): total += value * 7 * 86_400
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3_600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        guard number.isEmpty, sawComponent else { return nil }
        return sign * total
    }
}
