/// French punctuation spacing: one rule for every table and every number.
///
/// French sets `:` `;` `!` `?` `%` and `»` apart from the word before them, and `«` from the
/// word after it, with a space that never breaks (a line must not start with "?"). Printers
/// disagree on its width (Imprimerie nationale: a full no-break space before `:`); the suite uses
/// the narrow no-break space U+202F everywhere, as CLDR does for French numbers ("1 234"), so
/// every page and notification looks the same. Tables are written with plain spaces
/// ("Prochain : {time}") and `StringTable` stores the narrow ones; `StringTable.problems()`
/// reports punctuation written with no space at all ("prêt?").
public enum FrenchTypography {
    /// U+202F NARROW NO-BREAK SPACE.
    public static let space: Character = "\u{202F}"

    /// `text` with each space (plain, no-break or narrow) before `: ; ! ? % »` and after `«`
    /// made a narrow no-break space.
    public static func spaced(_ text: String) -> String {
        guard text.contains(where: { isSpaced($0) || $0 == "«" }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var previous: Character?
        for character in text {
            if let last = previous, isSpace(last), isSpaced(character) {
                result.removeLast()
                result.append(space)
            } else if previous == "«", isSpace(character) {
                result.append(space)
                previous = space
                continue
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The punctuation marks of `text` that follow a word with no space between: "prêt?" → ["?"].
    /// A colon between digits ("14:00") or before a slash ("https://") is not punctuation.
    public static func unspacedMarks(in text: String) -> [Character] {
        var marks: [Character] = []
        let characters = Array(text)
        for (index, character) in characters.enumerated() where isSpaced(character) && index > 0 {
            let before = characters[index - 1]
            let after = index + 1 < characters.count ? characters[index + 1] : nil
            guard !isSpace(before), !isSpaced(before), before != "(" else { continue }
            if character == ":", let after, after.isNumber || after == "/" { continue }
            marks.append(character)
        }
        return marks
    }

    static func isSpaced(_ character: Character) -> Bool {
        switch character {
        case ":", ";", "!", "?", "%", "»": true
        default: false
        }
    }

    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\u{00A0}" || character == space
    }
}
