import Foundation

/// RFC 5545 text rules shared by every kit that exports a calendar: TEXT escaping (§3.3.11),
/// line folding at 75 octets (§3.1), CRLF endings, and the date, offset and duration forms.
public enum ICalendarText {
    /// Escapes backslash, semicolon, comma and newlines in a TEXT value; drops stray CRs.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            case "\r": continue
            default: out.append(character)
            }
        }
        return out
    }

    /// Splits a content line into physical lines of at most 75 octets, never inside a UTF-8
    /// sequence; continuation lines start with one space, which counts toward their 75.
    public static func fold(_ line: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                lines.append(current)
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        lines.append(current)
        return lines
    }

    /// Joins content lines into a document: folded, each physical line ended by CRLF.
    public static func document(_ lines: [String]) -> String {
        lines.flatMap(fold).map { $0 + "\r\n" }.joined()
    }

    /// "+0100" / "-0500" for a UTC offset in seconds.
    public static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return String(format: "%@%02d%02d", sign, minutes / 60, minutes % 60)
    }

    /// Local date-time "20250330T021500" of wall-clock components.
    public static func localDateTime(_ parts: DateComponents) -> String {
        String(format: "%04d%02d%02dT%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
               parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// UTC date-time "20260315T160000Z".
    public static func utc(_ date: Date) -> String {
        localDateTime(utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)) + "Z"
    }

    /// A DATE value "20260315" (the UTC day of `date`).
    public static func date(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// "PT3H", "PT20M", "PT1H30M".
    public static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (rest > 0 || hours == 0 ? "\(rest)M" : "")
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
