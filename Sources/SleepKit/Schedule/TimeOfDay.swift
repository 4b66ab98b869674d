import Foundation
import Localization

/// A wall-clock time within a day (minute precision), independent of any date or time zone.
public struct TimeOfDay: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// Minutes since local midnight, always in `0..<1440`.
    public let minutes: Int

    /// Minutes in one civil day on the wall clock (DST days differ in absolute length, not here).
    public static let minutesPerDay = 1440

    /// Creates a time from minutes since midnight; values outside one day wrap around.
    public init(minutes: Int) {
        let wrapped = minutes % Self.minutesPerDay
        self.minutes = wrapped < 0 ? wrapped + Self.minutesPerDay : wrapped
    }

    /// Creates a time from an hour (0–23) and minute (0–59); out-of-range values wrap.
    public init(hour: Int, minute: Int = 0) {
        self.init(minutes: hour * 60 + minute)
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    /// This time moved by `delta` minutes, wrapping across midnight.
    public func adding(minutes delta: Int) -> TimeOfDay {
        TimeOfDay(minutes: minutes + delta)
    }

    /// 24-hour "HH:mm": the stored and parsed form. Text for a reader comes from
    /// `ScheduleCalendar.timeText(of:_:)` / `LocalizedFormats.wallTime(minutes:)` ("2:00 PM" in English).
    public var description: String {
        ZeroPadded.string(hour, width: 2) + ":" + ZeroPadded.string(minute, width: 2)
    }

    /// Parses "HH:mm"; returns nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]),
            (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        self.init(hour: h, minute: m)
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}
