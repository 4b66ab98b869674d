import Localization

/// How much of the body a list row shows: 80, 100 or 120 characters (docs/apps/notes.md#preview).
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
        // A list shows the same notes page after page: remember the previews of bodies short
        // enough that hashing one costs less than walking its graphemes (a list row's body is
        // its first 600 characters). Longer bodies are walked only as far as needed, as before.
        guard body.utf8.count <= memoizedBodyBytes else { return build(body: body, length: length) }
        return memo.text(MemoKey(body: ExactText(body), length: length)) { build(body: body, length: length) }
    }

    private struct MemoKey: Hashable, Sendable {
        let body: ExactText
        let length: Int
    }

    private static let memoizedBodyBytes = 4_096
    private static let memo = FormatMemo<MemoKey>(capacity: 4_096)

    private static func build(body: String, length: Int) -> String {
        let limit = max(length, 1)
        // Built as UTF-8 bytes: a list page makes dozens of previews, and appending Characters one
        // by one was most of a row's cost.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(limit + 16)
        var count = 0
        var pendingSpace = false
        var cutInsideWord = false
        var truncated = false
        let utf8 = body.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            // An ASCII character followed by ASCII is a whole character (grapheme) on its own, read
            // from its byte. Anything else is stepped as a grapheme cluster, so a combining accent,
            // a Turkish letter or an emoji sequence stays whole and counts as one.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            let isASCII = byte < 0x80 && (next == utf8.endIndex || utf8[next] < 0x80)
            let end = isASCII ? next : body.index(after: index)
            let isSpace = isASCII ? (byte == 0x20 || (0x09...0x0D).contains(byte)) : body[index].isWhitespace
            if isSpace {
                pendingSpace = count > 0
                index = end
                continue
            }
            let needed = pendingSpace ? 2 : 1
            if count + needed > limit {
                truncated = true
                cutInsideWord = !pendingSpace
                break
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            if isASCII { bytes.append(byte) } else { bytes.append(contentsOf: utf8[index..<end]) }
            count += needed
            index = end
        }
        var line = String(decoding: bytes, as: UTF8.self)
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

    /// The preview for `length`, as a settings value.
    public static func make(body: String, length: PreviewLength) -> String {
        make(body: body, length: length.characterLimit)
    }
}
