/// Splits free text into words and counts the meaningful ones.
///
/// Works on Unicode scalars (fast enough for thousands of entries): letters and digits make
/// words, everything else separates them, so markdown syntax falls away by itself. A
/// Turkish suffix after an apostrophe ("İstanbul'da") is dropped with the apostrophe, and
/// URLs are skipped whole.
public struct WordCloud: Sendable {
    /// Case rules for lowercasing (Turkish `I` → `ı`).
    public var language: Language
    /// Shorter words say little ("a", "ve", "of").
    public var minimumLength = 3

    public init(language: Language) {
        self.language = language
    }

    /// The words of `text`, lowercased, stop words and numbers removed, in order.
    public func tokens(_ text: String) -> [String] {
        var result: [String] = []
        forEachWord(in: text) { result.append($0) }
        return result
    }

    /// The `limit` most frequent words of `texts`, ties in alphabetical order.
    public func top(_ texts: some Sequence<String>, limit: Int) -> [TermCount] {
        var counts: [String: Int] = [:]
        for text in texts {
            forEachWord(in: text) { counts[$0, default: 0] += 1 }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(limit).map { TermCount($0.key, $0.value) }
    }

    private func forEachWord(in text: String, _ body: (String) -> Void) {
        var word = String.UnicodeScalarView()
        var skippingSuffix = false
        var skippingURL = false
        func finish() {
            defer {
                word = String.UnicodeScalarView()
                skippingSuffix = false
            }
            guard word.count >= minimumLength else { return }
            let lowered = String(word).lowercased()
            guard !StopWords.contains(lowered), !lowered.unicodeScalars.allSatisfy({ $0.properties.numericType != nil })
            else { return }
            body(lowered)
        }
        for scalar in text.unicodeScalars {
            if skippingURL {
                if scalar.properties.isWhitespace || scalar == ")" || scalar == ">" { skippingURL = false }
                continue
            }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if !skippingSuffix { word.append(TextFolding.mapTurkishCapitals(scalar, language: language)) }
            } else if scalar == "'" || scalar == "\u{2019}", !word.isEmpty {
                skippingSuffix = true
            } else if scalar == ":", isScheme(word) {
                skippingURL = true
                word = String.UnicodeScalarView()
            } else if !word.isEmpty {
                finish()
            }
        }
        if !word.isEmpty && !skippingURL { finish() }
    }

    private func isScheme(_ word: String.UnicodeScalarView) -> Bool {
        let text = String(word).lowercased()
        return text == "http" || text == "https" || text == "mailto"
    }
}
