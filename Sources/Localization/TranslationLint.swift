import Foundation

/// Checks that find a whole class of translation slips at once, for tests that render every
/// page of an app in Turkish and French (or walk its string tables): a number written with an
/// English decimal point, an English UI word left in a translated page, and one English text
/// translated two ways (the widget's "Streak" beside Today's "Seri").
public enum TranslationLint {
    /// Numbers with a single ASCII point between digits ("4.4" in "4.4 sa"), which a Turkish or
    /// French reader takes for a thousands separator. Dates ("10.06.2025", two points) and
    /// version-like runs are not numbers of this kind and pass.
    public static func asciiDecimals(in text: String) -> [String] {
        matches(of: decimal, in: text)
    }

    /// Words of `vocabulary` (the UI's English words that are no word of the target language)
    /// found as whole words in `text`, case-sensitively: "Streak" in "Streak: 3 gün".
    public static func englishWords(in text: String, vocabulary: Set<String>) -> [String] {
        text.split { !$0.isLetter }.map(String.init).filter(vocabulary.contains)
    }

    /// The visible text of an HTML page: no tags, attributes, scripts or styles (whose numbers are
    /// coordinates and whose words are code), entities for spaces decoded.
    public static func visibleText(ofHTML html: String) -> String {
        let range = NSRange(html.startIndex..., in: html)
        let withoutCode = code.stringByReplacingMatches(in: html, range: range, withTemplate: " ")
        return tag.stringByReplacingMatches(in: withoutCode, range: NSRange(withoutCode.startIndex..., in: withoutCode), withTemplate: " ")
            .replacingOccurrences(of: "&nbsp;", with: " ")
            .replacingOccurrences(of: "&#160;", with: " ")
    }

    // ICU's expressions: Swift's own regexes have no lookbehind.
    nonisolated(unsafe) private static let decimal = try! NSRegularExpression(pattern: #"(?<![\d.])\d+\.\d+(?![\d.])"#)
    nonisolated(unsafe) private static let code = try! NSRegularExpression(pattern: #"(?s)<(script|style)\b.*?</\1>"#)
    nonisolated(unsafe) private static let tag = try! NSRegularExpression(pattern: #"<[^>]*>"#)

    private static func matches(of expression: NSRegularExpression, in text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }
}

extension StringTables {
    /// English texts that two keys translate differently in `language`, one line each:
    /// `"Streak" → "Seri" (SleepText.streakLabel) / "Streak" (SleepTodayText.x)`. A term reads the
    /// same on every screen of the suite, so one English text gets one translation.
    public static func divergentTranslations(_ tables: [any LocalizedKey.Type], _ language: Language) -> [String] {
        var targets: [String: [String: [String]]] = [:]  // English → translation → keys
        for table in tables {
            for (key, english, translated) in table.templates(language) {
                targets[english, default: [:]][translated, default: []].append("\(table).\(key)")
            }
        }
        return targets.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { english, byTarget in
            let ways = byTarget.sorted { $0.key < $1.key }.map { "\"\($0.key)\" (\($0.value.sorted().joined(separator: ", ")))" }
            return "\(language.rawValue): \"\(english)\" → " + ways.joined(separator: " / ")
        }
    }
}

extension LocalizedKey {
    /// Every key's raw name, English template and `language` template.
    static func templates(_ language: Language) -> [(key: String, english: String, translated: String)] {
        allCases.map { ($0.rawValue, strings.template($0, .en), strings.template($0, language)) }
    }
}
