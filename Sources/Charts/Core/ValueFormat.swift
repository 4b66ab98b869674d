import Localization

/// How a chart writes its values (axis ticks, labels, the data table) in the reader's language.
///
/// `step` is the smallest difference the format can show: an axis never places ticks closer
/// than that, so an integer axis over 0…1 reads "0, 1" rather than "0, 1, 1". `unit` is what
/// round tick values are counted in: 60 for minutes, so an axis reads "1 h, 2 h" and not "100 min".
public struct ValueFormat: Sendable {
    public let step: Double
    public let unit: Double
    private let body: @Sendable (Double, Language) -> String

    /// A format of your own (a currency, a unit of measure); `step` and `unit` as above.
    public init(step: Double, unit: Double = 1, _ body: @escaping @Sendable (Double, Language) -> String) {
        self.step = step
        self.unit = unit
        self.body = body
    }

    /// The value as text; "–" for a value that is not a number (NaN, infinity), which no format
    /// can write and no axis can place.
    public func callAsFunction(_ value: Double, _ language: Language) -> String {
        value.isFinite ? body(value, language) : "–"
    }

    /// Whole numbers, grouped the language's way: "1,234" / "1.234" / "1 234".
    public static let integer = ValueFormat(step: 1) { value, language in
        guard let whole = Int(exactly: value.rounded()) else {
            return LocalizedNumber.decimal(value, fractionDigits: 0, language)  // beyond Int's range
        }
        return LocalizedNumber.integer(whole, language)
    }

    /// Decimals with at most `fractionDigits` digits: "4.5" / "4,5".
    public static func decimal(fractionDigits: Int = 1) -> ValueFormat {
        var step = 1.0
        for _ in 0..<max(0, fractionDigits) { step /= 10 }
        return ValueFormat(step: step) { value, language in
            LocalizedNumber.decimal(value, fractionDigits: fractionDigits, language)
        }
    }

    /// Fractions as percentages: 0.873 → "87%" / "%87" / "87 %".
    public static let percent = ValueFormat(step: 0.01) { value, language in
        LocalizedNumber.percent(value, language)
    }

    /// Minutes as a duration: 450 → "7 h 30 min" / "7 sa 30 dk".
    public static let minutes = ValueFormat(step: 1, unit: 60) { value, language in
        guard let minutes = Int(exactly: value.rounded()), minutes.magnitude < UInt(Int.max) else {
            return LocalizedNumber.decimal(value, fractionDigits: 0, language)
        }
        return (minutes < 0 ? "-" : "") + ClockText.duration(minutes: abs(minutes), language)
    }
}
