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
        if let latin = latinFolded(text) { return latin }
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

    /// The first scalar of the Latin-1 Supplement and the last of Latin Extended-A: the letters of
    /// Turkish, French and most European languages.
    private static let latinRange: ClosedRange<UInt32> = 0xC0...0x17F

    /// The folded bytes of each scalar in ``latinRange``, computed by ``fold(_:)`` itself so the fast
    /// path can never disagree with it; `nil` where the fold is not plain ASCII (×, ÷, …).
    private static let latinFolds: [[UInt8]?] = latinRange.map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let folded = Array(fold(String(Character(scalar))).utf8)
        return folded.allSatisfy { $0 < 0x80 } ? folded : nil
    }

    /// The fast path for text made of ASCII and precomposed Latin letters (nearly every title here):
    /// byte-wise lower-casing plus a table, with no Foundation calls. `nil` sends other text
    /// (combining marks, other scripts) through the full fold.
    private static func latinFolded(_ text: String) -> [UInt8]? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            } else if latinRange.contains(value), let folded = latinFolds[Int(value - latinRange.lowerBound)] {
                bytes.append(contentsOf: folded)
            } else {
                return nil
            }
        }
        return bytes
    }
}
