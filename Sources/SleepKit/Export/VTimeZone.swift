import Foundation
import ICalendar

/// Builds the VTIMEZONE of a zone from Foundation's transition data.
///
/// The yearly rule (e.g. last Sunday of March at 02:00) is read off the transitions of the
/// year before the export starts, so the component's DTSTART precedes every event; zones
/// without DST get one STANDARD component with a fixed offset.
enum VTimeZone {
    static func lines(for zone: TimeZone, from reference: Date) -> [String] {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? zone
        let year = utc.component(.year, from: reference) - 1
        let yearStart = utc.date(from: DateComponents(year: year, month: 1, day: 1)) ?? reference
        let yearEnd = utc.date(from: DateComponents(year: year + 1, month: 1, day: 1)) ?? reference
        var transitions: [Date] = []
        var cursor = yearStart
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < yearEnd, transitions.count < 4 {
            transitions.append(next)
            cursor = next
        }
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        if transitions.count == 2 {
            lines += transitions.flatMap { observance(at: $0, zone: zone, utc: utc) }
        } else {
            let offset = ICalendarText.offset(zone.secondsFromGMT(for: reference))
            lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offset)", "TZOFFSETTO:\(offset)",
                      "END:STANDARD"]
        }
        return lines + ["END:VTIMEZONE"]
    }

    /// One STANDARD/DAYLIGHT block: onset in the local time before the change, plus its yearly rule.
    private static func observance(at transition: Date, zone: TimeZone, utc: Calendar) -> [String] {
        let from = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
        let to = zone.secondsFromGMT(for: transition)
        let onset = utc.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday],
                                       from: transition.addingTimeInterval(TimeInterval(from)))
        let day = onset.day ?? 1
        let daysInMonth = utc.range(of: .day, in: .month, for: transition.addingTimeInterval(TimeInterval(from)))?.count ?? 31
        let ordinal = day + 7 > daysInMonth ? "-1" : "\((day - 1) / 7 + 1)"
        let weekday = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][((onset.weekday ?? 1) - 1) % 7]
        let kind = zone.isDaylightSavingTime(for: transition) ? "DAYLIGHT" : "STANDARD"
        var lines = [
            "BEGIN:\(kind)", "DTSTART:\(ICalendarText.localDateTime(onset))",
            "RRULE:FREQ=YEARLY;BYMONTH=\(onset.month ?? 1);BYDAY=\(ordinal)\(weekday)",
            "TZOFFSETFROM:\(ICalendarText.offset(from))", "TZOFFSETTO:\(ICalendarText.offset(to))",
        ]
        if let name = zone.abbreviation(for: transition), name.allSatisfy(\.isLetter) { lines.append("TZNAME:\(name)") }
        return lines + ["END:\(kind)"]
    }
}
