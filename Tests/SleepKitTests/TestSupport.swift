import Foundation
@testable import SleepKit

/// Calendars and dates pinned for tests: nothing reads the machine's zone or clock.
enum TestTime {
    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    /// A local wall-clock instant in `calendar`'s zone.
    static func local(_ calendar: Calendar, _ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
    }

    /// An instant from an ISO-8601 UTC string ("2025-03-30T01:30:00Z").
    static func utc(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    static let paris = calendar("Europe/Paris")
    static let newYork = calendar("America/New_York")
    static let istanbul = calendar("Europe/Istanbul")
}

extension SleepSchedule {
    static func template(_ template: ScheduleTemplate) -> SleepSchedule { template.makeSchedule(id: "s1") }
}

extension BlockRecord {
    /// A done record started `late` minutes after plan, lasting `minutes` (default: as planned).
    static func done(_ occurrence: BlockOccurrence, late: Double = 0, minutes: Double? = nil, rated: Int? = nil) -> BlockRecord {
        let start = occurrence.start.addingTimeInterval(late * 60)
        let length = minutes ?? Double(occurrence.durationMinutes)
        return BlockRecord(occurrence: occurrence, status: .done, actualStart: start,
                           actualEnd: start.addingTimeInterval(length * 60), restedness: rated.flatMap(Restedness.init(rawValue:)))
    }
}

extension String {
    /// The text with CLDR's no-break, narrow no-break and thin spaces read as plain spaces: they
    /// keep "15 dk." on one line, and tests compare the wording.
    var plainSpaces: String {
        String(unicodeScalars.map { ["\u{A0}", "\u{202F}", "\u{2009}"].contains($0) ? " " : Character($0) })
    }
}
