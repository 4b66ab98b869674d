import Foundation

/// Folds text to a search key that ignores case and diacritics, and is right for Turkish.
///
/// Turkish has two i's: `I/ı` (dotless) and `İ/i` (dotted). Unicode's default lowercasing turns
/// `İ` into `i` + U+0307 and `I` into `i`, so a Turkish-agnostic fold would miss `ı`. Treating the
/// dot as a diacritic, all four fold to `i`: "istanbul", "İSTANBUL" and "ıstanbul" find each other,
/// just as "ş" finds "s" and "é" finds "e".
public enum SearchFolding {
    /// The folded form of `text` as UTF-8 bytes, ready for byte-wise substring search.
    public static func foldedUTF8(_ text: String) -> [UInt8] {
        if let ascii = asciiFolded(text) { return ascii }
        return Array(fold(text).utf8)
    }

    /// The folded form of `text`: lower-case, no diacritics, Turkish i's unified.
    public static func fold(_ text: String) -> String {
        var unifiedI = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "I", "İ", "ı": unifiedI.append("i")
            default: unifiedI.append(scalar)
            }
        }
        let decomposed = String(unifiedI).lowercased().decomposedStringWithCanonicalMapping
        var folded = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            // Combining accents (and the dot above of a decomposed "i̇") carry no search meaning.
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if let replacement = letterFolds[scalar] {
                folded.append(contentsOf: replacement.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// Letters that have no decomposition but that people type without their stroke or ligature.
    private static let letterFolds: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "ħ": "h",
    ]

    /// The fast path for plain ASCII text (most English titles): lower-case byte by byte.
    private static func asciiFolded(_ text: String) -> [UInt8]? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return bytes
    }
}
