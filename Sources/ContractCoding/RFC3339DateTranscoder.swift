import CivilCalendar
import Foundation
import OpenAPIRuntime

/// RFC 3339 `date-time` for every contract, computed with integer calendar arithmetic.
///
/// The runtime's default transcoder formats through `ISO8601DateFormatter` (ICU), which was a
/// tenth of a timeline page's time. This one writes the same text the default writes
/// (`2025-05-01T10:00:00Z`: UTC, whole seconds) and reads every RFC 3339 form: fractions,
/// `Z` or a `±hh:mm` offset, `T`/`t`/space as separator.
public struct RFC3339DateTranscoder: DateTranscoder {
    public init() {}

    public func encode(_ date: Date) throws -> String { Self.string(from: date) }

    public func decode(_ string: String) throws -> Date {
        guard let date = Self.date(from: string) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "Expected an RFC 3339 date-time, got '\(string)'."))
        }
        return date
    }

    static func string(from date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.floorDivided(by: 86_400)
        let (year, month, day) = CivilDate.fromDays(days)
        var text = ""
        text.reserveCapacity(20)
        text.appendDigits(year, width: 4)
        text.append("-")
        text.appendDigits(month, width: 2)
        text.append("-")
        text.appendDigits(day, width: 2)
        text.append("T")
        text.appendDigits(secondOfDay / 3600, width: 2)
        text.append(":")
        text.appendDigits(secondOfDay / 60 % 60, width: 2)
        text.append(":")
        text.appendDigits(secondOfDay % 60, width: 2)
        text.append("Z")
        return text
    }

    static func date(from string: String) -> Date? {
        var scanner = ASCIIScanner(Array(string.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), scanner.skip(anyOf: "Tt "),
            let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2), scanner.skip(":"),
            let second = scanner.number(digits: 2),
            (1...12).contains(month), (1...CivilDate.daysIn(year: year, month: month)).contains(day),
            hour < 24, minute < 60, second <= 60  // 60: a leap second, read as the next second
        else { return nil }
        var fraction = 0.0
        if scanner.skip(".") {
            guard let digits = scanner.fraction() else { return nil }
            fraction = digits
        }
        let offset: Int
        if scanner.skip(anyOf: "Zz") {
            offset = 0
        } else if let sign = scanner.sign(), let hours = scanner.number(digits: 2), scanner.skip(":"),
            let minutes = scanner.number(digits: 2), hours < 24, minutes < 60
        {
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let seconds = CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }
}

/// Reads an ASCII date-time byte by byte.
private struct ASCIIScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + digits] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += digits
        return value
    }

    /// One or more digits after the decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 0.1
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) {
            value += Double(bytes[index] - 48) * scale
            scale /= 10
            index += 1
        }
        return index > start ? value : nil
    }

    mutating func skip(_ character: Character) -> Bool { skip(anyOf: String(character)) }

    mutating func skip(anyOf characters: String) -> Bool {
        guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = ((self % divisor) + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}

extension String {
    fileprivate mutating func appendDigits(_ value: Int, width: Int) {
        let digits = String(value)
        if digits.count < width { append(String(repeating: "0", count: width - digits.count)) }
        append(digits)
    }
}
