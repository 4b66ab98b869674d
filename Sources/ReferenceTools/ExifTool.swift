import Foundation

/// exiftool (Debian libimage-exiftool-perl): what a reader of image metadata finds.
public enum ExifTool {
    /// Every tag it reads (or only `tags`), one per line as `[Group] Name : value`, with its
    /// warnings and errors.
    public static func read(_ data: Data, name: String, tags: [String] = []) async throws -> String {
        try await ReferenceTool.withFile(data, name: name) { url in
            let output = try await ReferenceTool.run("/usr/bin/exiftool", ["-a", "-G1", "-s", "-n"] + tags + [url.path])
            return String(decoding: output.stdout + output.stderr, as: UTF8.self)
        }
    }

    /// Every place a reader finds: the GPS, XMP, PNG text and IPTC tags with a value (exiftool
    /// inflates compressed chunks itself), and the fixtures' own place in the raw bytes, which
    /// exiftool does not read after an image's end or past the first scan: "Paris" and EXIF's
    /// latitude 48/1 51/1. A failure to read is itself a finding, so a test never passes on it.
    public static func places(in data: Data, name: String) async -> [String] {
        var found: [String]
        do {
            let tags = try await read(data, name: name, tags: ["-gps:all", "-xmp:all", "-png:all", "-iptc:all"])
            found = tags.split(separator: "\n").map(String.init).filter { line in
                let value = line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? ""
                return ["GPS", "City", "Country", "Location", "Sublocation", "Province"].contains { line.contains($0) }
                    && !value.isEmpty
            }
        } catch {
            found = ["exiftool: \(error)"]
        }
        if data.range(of: Data("Paris".utf8)) != nil { found.append("bytes: Paris") }
        if data.range(of: Data([0, 0, 0, 48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1])) != nil { found.append("bytes: EXIF latitude 48/1 51/1") }
        return found
    }
}
