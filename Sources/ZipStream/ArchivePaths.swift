import Foundation

/// Readable, safe and unique paths for archive entries: a folder per person, files named after
/// their time, `(2)` appended on a clash, nothing that climbs out of the folder.
public struct ArchivePaths: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// A path component made safe: separators, control characters and leading dots replaced,
    /// length bounded (in characters, so a name never splits inside a letter).
    public static func component(_ text: String, fallback: String) -> String {
        var cleaned = String(text.unicodeScalars.map { scalar -> Character in
            if scalar.value < 0x20 || scalar.value == 0x7F || "/\\:*?\"<>|".unicodeScalars.contains(scalar) { return "_" }
            return Character(scalar)
        })
        cleaned = cleaned.trimmingCharacters(in: .whitespaces)
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        cleaned = String(cleaned.prefix(80))
        return cleaned.isEmpty ? fallback : cleaned
    }

    /// `folder/name.ext`, or `folder/name (2).ext` when already taken (compared case-insensitively,
    /// as on the file systems people unpack to).
    public mutating func unique(folder: String?, name: String, extension ext: String) -> String {
        let prefix = folder.map { "\($0)/" } ?? ""
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : " (\(attempt))"
            let path = "\(prefix)\(name)\(suffix).\(ext)"
            if used.insert(path.lowercased()).inserted { return path }
            attempt += 1
        }
    }
}
