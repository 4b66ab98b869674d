import Localization

/// Case rules that are right for Turkish as well as English and French.
///
/// Swift's `lowercased()` follows the root locale: `I` becomes `i` (wrong in Turkish, where it
/// is `ı`) and `İ` becomes `i` + U+0307 (a stray combining dot). These helpers fix both.
public enum TextFolding {
    /// Lowercases `text` the way a speaker of `language` writes it: in Turkish `I` → `ı`,
    /// in every language `İ` → `i` (without a combining dot).
    public static func lowercased(_ text: String, language: Language) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            scalars.append(mapTurkishCapitals(scalar, language: language))
        }
        return String(scalars).lowercased()
    }

    /// A language-independent key for matching and de-duplication: `I`, `İ`, `ı` and `i` all
    /// fold to `i`, so "ISTANBUL", "İstanbul" and "istanbul" match whoever typed them.
    public static func matchKey(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars where scalar.value != 0x307 {
            scalars.append(scalar.value == 0x131 ? "i" : scalar)
        }
        return String(scalars)
    }

    /// Maps the two Turkish capitals before generic lowercasing.
    @inline(__always)
    static func mapTurkishCapitals(_ scalar: Unicode.Scalar, language: Language) -> Unicode.Scalar {
        switch scalar.value {
        case 0x130: "i"  // İ → i in every language (no combining dot)
        case 0x49 where language == .tr: "\u{131}"  // I → ı
        default: scalar
        }
    }
}
