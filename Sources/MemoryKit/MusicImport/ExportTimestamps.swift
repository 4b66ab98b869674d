import CivilCalendar
import Foundation

/// Fixed-layout timestamps of the exports, parsed by hand: a 100,000-play file has 100,000 of
/// them, and a formatter per call would be the slowest part of the import.
enum ExportTimestamps {
    /// `2023-01-05T19:03:57Z` (Spotify extended history, always UTC).
    static func utc(_ text: Substring) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
            bytes[16] == 0x3A, bytes[19] == 0x5A,
            let fields = numbers(bytes, [0..<4, 5..<7, 8..<10, 11..<13, 14..<16, 17..<19])
        else { return nil }
        return seconds(fields).map { Date(timeIntervalSince1970: Double($0)) }
    }

    /// `2023-01-05 19:03` (Spotify account data): a wall-clock time in `zone`.
    static func local(_ text: Substring, zone: TimeZone) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20, bytes[13] == 0x3A,
            let fields = numbers(bytes, [0..<4, 5..<7, 8..<10, 11..<13, 14..<16]),
            let wallClock = seconds(fields + [0])
        else { return nil }
        // The offset at the wall-clock time read as UTC is right except within hours of a DST change;
        // asking again at the corrected instant settles it.
        let guess = Double(wallClock - zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wallClock))))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        return Date(timeIntervalSince1970: Double(wallClock - offset))
    }

    private static func numbers(_ bytes: [UInt8], _ ranges: [Range<Int>]) -> [Int]? {
        var result: [Int] = []
        result.reserveCapacity(ranges.count)
        for range in ranges {
            var value = 0
            for byte in bytes[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            result.append(value)
        }
        return result
    }

    private static func seconds(_ f: [Int]) -> Int? {
        guard (1...12).contains(f[1]), f[2] >= 1, f[2] <= CivilDate.daysIn(year: f[0], month: f[1]),
            f[3] < 24, f[4] < 60, f[5] < 61
        else { return nil }
        return CivilDate.days(year: f[0], month: f[1], day: f[2]) * 86_400 + f[3] * 3600 + f[4] * 60 + f[5]
    }
}
