/// Estimates how wide a label will be without font metrics, and shortens it to fit.
///
/// Charts render on the server for a font they cannot measure (the reader's system font on a
/// page, DejaVu Sans in an export), so widths are estimated per character class. The estimate
/// errs wide: a label that is cut always keeps its full text in the data table and tooltip.
public enum TextFit {
    public static func width(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += em(scalar) }
        return ems * fontSize
    }

    /// `text` if it fits in `width`, else its longest prefix that fits followed by "…".
    public static func truncate(_ text: String, width: Double, fontSize: Double) -> String {
        guard Self.width(text, fontSize: fontSize) > width else { return text }
        let budget = width / fontSize - em("…")
        var used = 0.0
        var kept = ""
        for character in text {
            let size = character.unicodeScalars.reduce(0) { $0 + em($1) }
            if used + size > budget { break }
            used += size
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept.isEmpty ? "…" : kept + "…"
    }

    private static func em(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "l", "j", "ı", "I", "İ", ".", ",", ":", ";", "'", "|", "!", "\u{0307}": 0.3
        case " ", "f", "t", "r", "(", ")", "[", "]", "-": 0.4
        case "m", "w", "M", "W", "%", "@": 0.9
        case "0"..."9": 0.64
        case "A"..."Z", "Ç", "Ğ", "Ö", "Ş", "Ü", "É", "È", "À", "…": 0.7
        default: scalar.value >= 0x0300 && scalar.value <= 0x036F ? 0 : 0.58
        }
    }
}
