import Foundation

/// Numbers as a reader of each language writes them.
public enum LocalizedNumber {
    /// `1234` → "1,234" / "1.234" / "1 234". Below 1,000 no formatter is needed (and none is
    /// built: formatters are costly and counts are mostly small).
    public static func integer(_ value: Int, _ language: Language) -> String {
        guard abs(value) >= 1000 else { return String(value) }
        return value.formatted(.number.locale(language.locale))
    }

    /// A decimal with at most `fractionDigits` digits: 4.5 → "4.5" / "4,5".
    public static func decimal(_ value: Double, fractionDigits: Int = 1, _ language: Language) -> String {
        value.formatted(.number.precision(.fractionLength(0...fractionDigits)).locale(language.locale))
    }

    /// A share as a percentage: 0.873 → "87%" / "%87" / "87 %".
    public static func percent(_ fraction: Double, _ language: Language) -> String {
        fraction.formatted(.percent.precision(.fractionLength(0)).locale(language.locale))
    }
}
