/// Turns note titles into safe, unique file names for the Markdown export.
enum MarkdownFileNaming {
    /// Characters that some file system (Windows, macOS, FAT on a USB stick) refuses.
    private static let forbidden: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
    /// Long enough to recognize a note, short enough for every file system's name limit.
    static let maxBaseLength = 80

    /// A safe base name for `title`: no forbidden or control characters, no leading dots
    /// (hidden files), at most ``maxBaseLength`` characters; "Untitled" when nothing is left.
    static func baseName(forTitle title: String) -> String {
        let cleaned = title.map { character -> Character in
            forbidden.contains(character) || character.isNewline
                || character.unicodeScalars.contains { $0.value < 0x20 }
                ? " " : character
        }
        let words = String(cleaned).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var name = String(words.drop { $0 == "." }.prefix(maxBaseLength))
        while let last = name.last, last == "." || last.isWhitespace { name.removeLast() }
        return name.isEmpty ? "Untitled" : name
    }

    /// `<base>.md` for each title, numbered ("Title 2.md") where names would clash.
    /// Clashes are found case-insensitively because macOS and Windows file systems are.
    static func uniqueFileNames(forTitles titles: [String]) -> [String] {
        var used = Set<String>()
        return titles.map { title in
            let base = baseName(forTitle: title)
            var candidate = base + ".md"
            var number = 2
            while used.contains(candidate.lowercased()) {
                candidate = "\(base) \(number).md"
                number += 1
            }
            used.insert(candidate.lowercased())
            return candidate
        }
    }
}
