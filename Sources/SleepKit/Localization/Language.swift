import Foundation

/// The app's languages (the seeds' languages).
public enum Language: String, Codable, Sendable, CaseIterable {
    case en
    case tr
    case fr

    /// Decimal separator for "4.5 saat" / "4,5 h"; the seed writes Turkish hours with a dot.
    var decimalSeparator: String { self == .fr ? "," : "." }
}

/// Typed string table. Kept in code (not .lproj) because Bundle localization is unreliable on Linux.
public enum L10n {
    /// The localized text for `key`, with `{name}` placeholders replaced from `args`.
    public static func text(_ key: L10nKey, _ language: Language, _ args: [String: String] = [:]) -> String {
        let template = table[language]?[key] ?? table[.en]?[key] ?? key.rawValue
        guard !args.isEmpty else { return template }
        return substitute(template, args)
    }

    /// One pass over the template; unknown placeholders stay as written.
    /// (Foundation's replacingOccurrences per argument dominated notification planning.)
    static func substitute(_ template: String, _ args: [String: String]) -> String {
        var result = ""
        var name: String?
        for character in template {
            switch (character, name) {
            case ("{", nil): name = ""
            case ("}", let placeholder?):
                result += args[placeholder] ?? "{\(placeholder)}"
                name = nil
            case (_, let placeholder?): name = placeholder + String(character)
            default: result.append(character)
            }
        }
        if let name { result += "{" + name }
        return result
    }

    /// "Core" / "Nap" / "Sieste" for a block kind.
    public static func blockKindName(_ kind: BlockKind, _ language: Language) -> String {
        text(kind == .core ? .kindCore : .kindNap, language)
    }

    /// "1s 20d" (tr), "1h 20m" (en), "1 h 20 min" (fr); rounds up to whole minutes, as countdowns do.
    public static func duration(seconds: TimeInterval, _ language: Language) -> String {
        let totalMinutes = max(0, Int((seconds / 60).rounded(.up)))
        let hours = totalMinutes / 60
        let minutes = totalMinutes % 60
        let args = ["h": "\(hours)", "m": "\(minutes)"]
        if hours == 0 { return text(.durationMinutes, language, args) }
        if minutes == 0 { return text(.durationHours, language, args) }
        return text(.durationHoursMinutes, language, args)
    }

    /// Hours with at most one decimal: 240 min → "4", 270 → "4.5" ("4,5" in French).
    public static func hours(minutes: Int, _ language: Language) -> String {
        let tenths = Int((Double(minutes) / 6).rounded())
        if tenths % 10 == 0 { return "\(tenths / 10)" }
        return "\(tenths / 10)\(language.decimalSeparator)\(tenths % 10)"
    }
}
