import Foundation

/// RFC 5545 text rules: escaping (§3.3.11), line folding at 75 octets (§3.1), CRLF endings.
enum ICalendarText {
    /// Escapes backslash, semicolon, comma and newlines in a TEXT value.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,")
            .replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Splits a content line into physical lines of at most 75 octets, never inside a UTF-8
    /// character; continuation lines start with one space (which counts toward their 75).
    static func fold(_ line: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                lines.append(current)
                current = " "
                octets = 1
            }
            current.append(character)
            octets += size
        }
        lines.append(current)
        return lines
    }

    /// Joins content lines into a document: folded, each physical line ended by CRLF.
    static func document(_ lines: [String]) -> String {
        lines.flatMap(fold).map { $0 + "\r\n" }.joined()
    }

    /// "+0100" / "-0500" for a UTC offset in seconds.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return String(format: "%@%02d%02d", sign, minutes / 60, minutes % 60)
    }

    /// Local date-time "20250330T021500" of wall-clock components.
    static func localDateTime(_ parts: DateComponents) -> String {
        String(format: "%04d%02d%02dT%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
               parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// "PT3H", "PT20M", "PT1H30M".
    static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (rest > 0 || hours == 0 ? "\(rest)M" : "")
    }
}
