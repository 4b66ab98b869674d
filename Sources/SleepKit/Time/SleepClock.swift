import CivilCalendar
import Foundation
import Localization

/// The injected source of "now"; tests pin it, apps pass `.system`.
public struct SleepClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    /// Wall-clock time of the device.
    public static let system = SleepClock { Date() }

    /// Always returns `date`.
    public static func fixed(_ date: Date) -> SleepClock { SleepClock { date } }
}

/// A calendar day as the user's calendar names it ("2025-03-30"), used in stable ids.
public struct DayKey: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day containing `date` in `calendar`'s time zone.
    public init(_ date: Date, calendar: Calendar) {
        // A Gregorian day is plain arithmetic on the local time (Foundation's components were
        // a tenth of PolySleep's Today page); other calendars name their days themselves.
        guard calendar.identifier == .gregorian else {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            self.init(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
            return
        }
        let local = date.timeIntervalSince1970 + TimeInterval(calendar.timeZone.secondsFromGMT(for: date))
        let civil = CivilDate.fromDays(Int((local / 86_400).rounded(.down)))
        self.init(year: civil.year, month: civil.month, day: civil.day)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    var civilDays: Int { CivilDate.days(year: year, month: month, day: day) }

    /// Local midnight (or the first instant of the day when midnight is skipped by DST).
    public func startDate(in calendar: Calendar) -> Date {
        let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? .distantPast
        return calendar.startOfDay(for: noon)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int, calendar: Calendar) -> DayKey {
        if calendar.identifier == .gregorian {
            let civil = CivilDate.fromDays(civilDays + count)
            return DayKey(year: civil.year, month: civil.month, day: civil.day)
        }
        let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? .distantPast
        return DayKey(calendar.date(byAdding: .day, value: count, to: noon) ?? noon, calendar: calendar)
    }

    public var description: String {
        ZeroPadded.string(year, width: 4) + "-" + ZeroPadded.string(month, width: 2) + "-" + ZeroPadded.string(day, width: 2)
    }

    public static func < (lhs: DayKey, rhs: DayKey) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
