import Foundation

/// Numbers as a reader of each language writes them.
public enum LocalizedNumber {
    /// `1234` → "1,234" / "1.234" / "1 234". Below 1,000 no formatter is needed (and none is
    /// built: formatters are costly and counts are mostly small).
    ///
    /// These three go through the language's zoneless `LocalizedFormats`, which remembers what
    /// it wrote: a page writes the same few numbers over and over (a chart's shares in its
    /// legend, its labels and its table).
    public static func integer(_ value: Int, _ language: Language) -> String {
        LocalizedFormats.zoneless(language).integer(value)
    }

    /// A decimal with at most `fractionDigits` digits: 4.5 → "4.5" / "4,5".
    public static func decimal(_ value: Double, fractionDigits: Int = 1, _ language: Language) -> String {
        LocalizedFormats.zoneless(language).decimal(value, fractionDigits: fractionDigits)
    }

    /// A share as a percentage: 0.873 → "87%" / "%87" / "87\u{202F}%".
    public static func percent(_ fraction: Double, _ language: Language) -> String {
        LocalizedFormats.zoneless(language).percent(fraction)
    }

    // The same for a region within a language (`LocalizedFormats` remembers their results).

    static func integer(_ value: Int, locale: Locale) -> String {
        guard abs(value) >= 1000 else { return String(value) }
        return value.formatted(.number.locale(locale))
    }

    static func decimal(_ value: Double, fractionDigits: Int, locale: Locale) -> String {
        value.formatted(.number.precision(.fractionLength(0...fractionDigits)).locale(locale))
    }

    static func percent(_ fraction: Double, locale: Locale) -> String {
        let text = fraction.formatted(.percent.precision(.fractionLength(0)).locale(locale))
        // Foundation writes French "87 %" with a full no-break space on Linux and a narrow one on
        // Apple platforms: one rule everywhere (`FrenchTypography`).
        return Language(identifier: locale.identifier) == .fr ? FrenchTypography.spaced(text) : text
    }
}
