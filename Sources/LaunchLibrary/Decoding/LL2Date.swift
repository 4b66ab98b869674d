import CivilCalendar
import Foundation

/// Parses the date shapes Launch Library 2 sends, without a `DateFormatter`:
/// `2022-07-15T00:44:20Z`, `2024-11-14T13:39:34.123456Z`, `…+02:00` offsets and date-only `2017-05-25`.
///
/// Hand-written because `ISO8601DateFormatter` needs two configurations for the fractional and
/// plain forms and is an order of magnitude slower; a page of 100 detailed launches holds ~2,000 dates.
public enum LL2Date {
    /// Returns the instant the text names, or `nil` when it is not one of the supported shapes.
    /// Date-only values mean midnight UTC of that day.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count >= 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let year = number(b, 0, 4), let month = number(b, 5, 2), let day = number(b, 8, 2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = Double(CivilDate.days(year: year, month: month, day: day)) * 86_400
        if b.count == 10 { return Date(timeIntervalSince1970: seconds) }
        guard b.count >= 19, b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " "),
            b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
            let hour = number(b, 11, 2), let minute = number(b, 14, 2), let second = number(b, 17, 2),
            hour < 24, minute < 60, second < 61
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60 + second)
        var index = 19
        if index < b.count, b[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            while index < b.count, let digit = digit(b[index]) {
                seconds += Double(digit) * scale
                scale /= 10
                index += 1
            }
        }
        guard let offset = zoneOffset(b, from: index) else { return nil }
        return Date(timeIntervalSince1970: seconds - Double(offset))
    }

    /// Seconds east of UTC for `Z`, `+hh:mm`, `+hhmm`, `+hh`; a missing zone is read as UTC (LL2 always means UTC).
    private static func zoneOffset(_ b: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        if index == b.count { return 0 }
        if b[index] == UInt8(ascii: "Z"), index + 1 == b.count { return 0 }
        let sign: Int
        switch b[index] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        guard let hours = number(b, index + 1, 2) else { return nil }
        var rest = index + 3
        if rest < b.count, b[rest] == UInt8(ascii: ":") { rest += 1 }
        var minutes = 0
        if rest < b.count {
            guard rest + 2 == b.count, let value = number(b, rest, 2) else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 48 && byte <= 57 ? Int(byte - 48) : nil
    }

    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        guard start + length <= b.count else { return nil }
        var value = 0
        for i in start..<(start + length) {
            guard let d = digit(b[i]) else { return nil }
            value = value * 10 + d
        }
        return value
    }
}
