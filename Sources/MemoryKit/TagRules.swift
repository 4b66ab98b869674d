import Localization

/// How tags are written and compared, the same on client and server.
///
/// A tag is trimmed, loses a leading `#`, has inner whitespace collapsed to one space and is
/// lowercased with the user's language rules (`IRMAK` is `ırmak` for a Turkish user). Two tags
/// are the same when their `TextFolding.matchKey` is equal.
public enum TagRules {
    /// Longest tag, in characters.
    public static let maxLength = 40
    /// Most tags on one entry.
    public static let maxPerEntry = 20

    /// The canonical spelling of `raw`, or an issue for `field`.
    public static func normalize(_ raw: String, language: Language, field: String = "tags") throws(ValidationError)
        -> String
    {
        var text = Substring(raw).trimmingWhitespace()
        while text.first == "#" { text = text.dropFirst().trimmingWhitespace() }
        let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !collapsed.isEmpty else { throw ValidationError([FieldIssue(field: field, reason: .required)]) }
        guard collapsed.count <= maxLength else { throw ValidationError([FieldIssue(field: field, reason: .tooLong)]) }
        let allowed = collapsed.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == " " || $0 == "-" || $0 == "_"
        }
        guard allowed else { throw ValidationError([FieldIssue(field: field, reason: .invalidFormat)]) }
        return TextFolding.lowercased(collapsed, language: language)
    }

    /// Normalizes a list, dropping duplicates (by match key) and keeping first-seen order.
    /// Issues name the position: `tags[2]`.
    public static func normalize(_ raw: [String], language: Language, field: String = "tags") throws(ValidationError)
        -> [String]
    {
        var collector = IssueCollector()
        var seen = Set<String>()
        var result: [String] = []
        for (index, tag) in raw.enumerated() {
            do throws(ValidationError) {
                let normalized = try normalize(tag, language: language, field: "\(field)[\(index)]")
                if seen.insert(TextFolding.matchKey(normalized)).inserted { result.append(normalized) }
            } catch {
                error.issues.forEach { collector.add($0.field, $0.reason) }
            }
        }
        collector.check(result.count <= maxPerEntry, field, .tooMany)
        try collector.throwIfAny()
        return result
    }
}

extension Substring {
    /// Drops leading and trailing whitespace without Foundation.
    func trimmingWhitespace() -> Substring {
        var text = self
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}
