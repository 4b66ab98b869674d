import Localization
import Localization
/// How much of the body a list row shows (the seed: "ilk 80–120 karakteri").
public enum PreviewLength: String, Codable, CaseIterable, Sendable {
    case short, medium, long

    /// The most characters shown before the ellipsis.
    public var characterLimit: Int {
        switch self {
        case .short: 80
        case .medium: 100
        case .long: 120
        }
    }

    /// The localized label for a settings picker.
    public func label(in language: Language) -> String {
        switch self {
        case .short: NotesText.previewShort.text(language)
        case .medium: NotesText.previewMedium.text(language)
        case .long: NotesText.previewLong.text(language)
        }
    }
}

/// The one-line summary of a body shown under a note's title.
public enum NotePreview {
    /// Punctuation that looks wrong right before an ellipsis.
    private static let trailingPunctuation: Set<Character> = [",", ";", ":", "-", "–", "—", "(", "\""]

    /// `body` on one line (whitespace runs become one space), at most `length` characters;
    /// longer text is cut at a word boundary and ends with "…". A single word longer than half
    /// the limit is cut inside the word rather than leaving an almost empty preview.
    /// Reads only as much of `body` as it needs, so a 100,000-character note costs no more than a short one.
    public static func make(body: String, length: Int) -> String {
        let limit = max(length, 1)
        var line = ""
        var count = 0
        var pendingSpace = false
        var cutInsideWord = false
        var truncated = false
        for character in body {
            if isWhitespace(character) {
                pendingSpace = count > 0
                continue
            }
            let needed = pendingSpace ? 2 : 1
            if count + needed > limit {
                truncated = true
                cutInsideWord = !pendingSpace
                break
            }
            if pendingSpace {
                line.append(" ")
                pendingSpace = false
            }
            line.append(character)
            count += needed
        }
        guard truncated else { return line }
        if cutInsideWord, let lastSpace = line.lastIndex(of: " "),
            line.distance(from: line.startIndex, to: lastSpace) >= limit / 2
        {
            line = String(line[..<lastSpace])
        }
        while let last = line.last, last.isWhitespace || trailingPunctuation.contains(last) {
            line.removeLast()
        }
        return line + "…"
    }

    /// `Character.isWhitespace` looks up Unicode properties for every character; ASCII, nearly all
    /// of most notes, is answered directly (a list page builds dozens of previews per request).
    @inline(__always)
    private static func isWhitespace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == 0x20 || (0x09...0x0D).contains(ascii)
        }
        return character.isWhitespace
    }

    /// The preview for `length`, as a settings value.
    public static func make(body: String, length: PreviewLength) -> String {
        make(body: body, length: length.characterLimit)
    }
}
