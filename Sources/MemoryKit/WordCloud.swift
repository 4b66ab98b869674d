import Localization

/// Splits free text into words and counts the meaningful ones.
///
/// Works on Unicode scalars (fast enough for thousands of entries): letters and digits make
/// words, everything else separates them, so markdown syntax falls away by itself. A
/// Turkish suffix after an apostrophe ("İstanbul'da") is dropped with the apostrophe; URLs,
/// link targets and HTML tags are skipped whole (a recap's cloud is what was written, not
/// "script", "img" or "javascript").
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

    /// Calls `body` with each counted word of `text`.
    ///
    /// Words are built as UTF-8 bytes with per-scalar lowercasing (an ASCII fast path), which
    /// is several times faster than `String.lowercased()` per word on a 3,000-entry month.
    private func forEachWord(in text: String, _ body: (String) -> Void) {
        var word = WordBuffer()
        var skippingSuffix = false
        var skippingURL = false
        /// Inside an HTML tag (`<img src=…>`, `</script>`): markup, not words.
        var skippingTag = false
        /// The scalar before, for the two-scalar openings: `](` of a link target, `<a` of a tag.
        var previous: Unicode.Scalar = " "
        func finish() {
            defer {
                word.reset()
                skippingSuffix = false
            }
            guard word.scalarCount >= minimumLength, !word.allDigits else { return }
            let lowered = String(decoding: word.bytes, as: UTF8.self)
            guard !StopWords.contains(lowered, hasDotlessI: word.hasDotlessI) else { return }
            body(lowered)
        }
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if skippingURL {
                if scalar == " " || scalar == "\n" || scalar == ")" || scalar == ">" || scalar.properties.isWhitespace {
                    skippingURL = false
                }
                continue
            }
            if skippingTag {
                if scalar == ">" { skippingTag = false }
                continue
            }
            if previous == "<", scalar == "/" || scalar == "!" || scalar.properties.isAlphabetic {
                skippingTag = true
                continue
            }
            if previous == "]", scalar == "(" {
                // A Markdown link's target, whatever its scheme (or none): the address, not words.
                skippingURL = true
                continue
            }
            if word.appendIfWordCharacter(scalar, language: language, skipping: skippingSuffix) { continue }
            if scalar == "'" || scalar == "\u{2019}", !word.isEmpty {
                skippingSuffix = true
            } else if scalar == ":", word.isScheme {
                skippingURL = true
                word.reset()
            } else if !word.isEmpty {
                finish()
            }
        }
        if !word.isEmpty && !skippingURL { finish() }
    }
}
