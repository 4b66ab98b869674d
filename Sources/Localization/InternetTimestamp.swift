import Foundation

/// An instant as an RFC 3339 UTC timestamp, "2026-11-26T14:05:09Z": what `<time datetime>`,
/// `data-*` dates and `new Date(…)` read everywhere.
///
/// Written by hand from the UTC calendar fields: making an `ISO8601DateFormatter` costs more than
/// rendering a whole list row, and pages write one per card.
public enum InternetTimestamp {
    public static func string(from date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        var text = ZeroPadded.string(Int(fields.tm_year) + 1900, width: 4)
        text += "-" + ZeroPadded.string(Int(fields.tm_mon) + 1, width: 2)
        text += "-" + ZeroPadded.string(Int(fields.tm_mday), width: 2)
        text += "T" + ZeroPadded.string(Int(fields.tm_hour), width: 2)
        text += ":" + ZeroPadded.string(Int(fields.tm_min), width: 2)
        text += ":" + ZeroPadded.string(Int(fields.tm_sec), width: 2) + "Z"
        return text
    }
}

/// "07", "0042": a non-negative number with leading zeros, without `String(format:)` (which goes
/// through Foundation's format parser on every call).
public enum ZeroPadded {
    public static func string(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
