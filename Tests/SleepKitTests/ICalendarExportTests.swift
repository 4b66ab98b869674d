import Foundation
import Localization
import Testing
@testable import SleepKit

@Suite("iCalendar export")
struct ICalendarExportTests {
    static let stamp = TestTime.utc("2025-03-01T12:00:00Z")

    /// Cases Tests/Calendar/test_ics.py parses with a real iCalendar library and expands.
    static let cases: [(file: String, schedule: SleepSchedule, zone: String, language: Language, first: DayKey, window: (String, String))] = [
        ("e3-paris-spring", .template(.everymanE3), "Europe/Paris", .en, DayKey(year: 2025, month: 3, day: 25),
         ("2025-03-27T00:00:00Z", "2025-04-02T00:00:00Z")),
        ("gap-paris-spring",
         SleepSchedule(id: "gap", name: "Gap, test; schedule", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 2, 30)]),
         "Europe/Paris", .fr, DayKey(year: 2025, month: 3, day: 25), ("2025-03-28T00:00:00Z", "2025-04-01T00:00:00Z")),
        ("uberman-newyork-fall", .template(.uberman), "America/New_York", .en, DayKey(year: 2025, month: 10, day: 28),
         ("2025-10-31T00:00:00Z", "2025-11-04T00:00:00Z")),
        ("dc1-newyork-spring", .template(.dualCore1), "America/New_York", .tr, DayKey(year: 2025, month: 3, day: 1),
         ("2025-03-07T00:00:00Z", "2025-03-12T00:00:00Z")),
        ("e3-istanbul", .template(.everymanE3), "Europe/Istanbul", .tr, DayKey(year: 2025, month: 10, day: 20),
         ("2025-10-24T00:00:00Z", "2025-10-29T00:00:00Z")),
    ]

    /// `SLEEPKIT_ICS_OUT`, or test-artifacts/ics/ in the package root.
    static var outputFolder: URL {
        if let path = ProcessInfo.processInfo.environment["SLEEPKIT_ICS_OUT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("test-artifacts/ics", isDirectory: true)
    }

    func exporter(_ schedule: SleepSchedule, _ zone: String, _ language: Language = .en) -> ICalendarExporter {
        ICalendarExporter(calendar: ScheduleCalendar(schedule: schedule, calendar: TestTime.calendar(zone)), language: language)
    }

    @Test("one daily event per block with DTSTART in the zone, DURATION and a VALARM")
    func structure() {
        // act
        let ics = exporter(.template(.everymanE3), "Europe/Paris").export(startingOn: DayKey(year: 2025, month: 3, day: 25), stamp: Self.stamp)
        // check
        #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == 4)
        #expect(ics.components(separatedBy: "RRULE:FREQ=DAILY\r\n").count - 1 == 4)
        #expect(ics.components(separatedBy: "TRIGGER:-PT5M\r\n").count - 1 == 4)
        #expect(ics.contains("DTSTART;TZID=Europe/Paris:20250325T210000\r\nDURATION:PT3H\r\n"))
        #expect(ics.contains("UID:s1-nap2@polysleep\r\nDTSTAMP:20250301T120000Z\r\n"))
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") && ics.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test("VTIMEZONE carries the zone's yearly rules", arguments: [
        ("Europe/Paris", ["BYMONTH=3;BYDAY=-1SU", "BYMONTH=10;BYDAY=-1SU", "TZOFFSETTO:+0200", "TZOFFSETTO:+0100"]),
        ("America/New_York", ["BYMONTH=3;BYDAY=2SU", "BYMONTH=11;BYDAY=1SU", "TZOFFSETTO:-0400", "TZOFFSETTO:-0500"]),
        ("Europe/Istanbul", ["TZOFFSETFROM:+0300", "TZOFFSETTO:+0300"]),
    ])
    func vtimezone(zone: String, fragments: [String]) {
        // act
        let lines = VTimeZone.lines(for: TimeZone(identifier: zone)!, from: TestTime.utc("2025-06-01T00:00:00Z"))
        let text = lines.joined(separator: "\n")
        // check
        for fragment in fragments { #expect(text.contains(fragment), "\(zone) lacks \(fragment)") }
        #expect(lines.contains("TZID:\(zone)"))
        #expect(lines.filter { $0.hasPrefix("BEGIN:DAYLIGHT") }.count == (zone == "Europe/Istanbul" ? 0 : 1))
    }

    @Test("lines end with CRLF, fold at 75 octets without splitting UTF-8, text is escaped")
    func foldingAndEscaping() throws {
        // setup: a long Turkish name forces folding through multi-byte characters
        let schedule = SleepSchedule(id: "t", name: String(repeating: "Çalışma günü, şöyle; ", count: 6), blocks: [.nap("nap", 14, 0)])
        // act
        let ics = exporter(schedule, "Europe/Istanbul", .tr).export(startingOn: DayKey(year: 2025, month: 6, day: 1), stamp: Self.stamp)
        // check
        let physical = ics.components(separatedBy: "\r\n").dropLast()
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.contains { $0.hasPrefix(" ") })
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("X-WR-CALNAME:Çalışma günü\\, şöyle\\; Çalışma"))
    }

    @Test("writes ICS files and the occurrences SleepKit expects, for the Python parser check")
    func writeArtifacts() throws {
        // setup
        let folder = Self.outputFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let iso = ISO8601DateFormatter()
        for item in Self.cases {
            let exporter = exporter(item.schedule, item.zone, item.language)
            let window = DateInterval(start: TestTime.utc(item.window.0), end: TestTime.utc(item.window.1))
            // act
            let ics = exporter.export(startingOn: item.first, stamp: Self.stamp)
            var expected: [String: [String]] = [:]
            for occurrence in exporter.calendar.occurrences(overlapping: window) where window.contains(occurrence.start) && occurrence.start != window.end {
                let block = try #require(item.schedule.block(id: occurrence.blockId))
                expected[exporter.uid(of: block), default: []].append(iso.string(from: occurrence.start))
            }
            let json: [String: Any] = ["zone": item.zone, "window": [item.window.0, item.window.1], "starts": expected,
                                       "durations": Dictionary(uniqueKeysWithValues: item.schedule.blocks.map { (exporter.uid(of: $0), $0.durationMinutes) })]
            try Data(ics.utf8).write(to: folder.appendingPathComponent("\(item.file).ics"))
            try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .prettyPrinted])
                .write(to: folder.appendingPathComponent("\(item.file).expected.json"))
            // check
            #expect(expected.values.reduce(0) { $0 + $1.count } >= item.schedule.blocks.count * 3)
        }
    }
}

@Suite("iCalendar export with the notification plan's alarms")
struct ICalendarPlanAlarmTests {
    let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 23, 30, minutes: 180), .nap("nap", 14, 0)])

    func export(_ edit: (inout NotificationSettings) -> Void) -> String {
        var settings = NotificationSettings()
        settings.language = .tr
        edit(&settings)
        let calendar = ScheduleCalendar(schedule: schedule, calendar: TestTime.istanbul)
        return ICalendarExporter(calendar: calendar, settings: settings)
            .export(startingOn: DayKey(year: 2025, month: 6, day: 10), stamp: ICalendarExportTests.stamp)
    }

    @Test("start reminder before and wake alarm at the end of every block, with the planner's texts")
    func bothAlarms() {
        // act
        let ics = export { $0.startLeadMinutes = 10 }
        // check
        #expect(ics.components(separatedBy: "TRIGGER:-PT10M\r\n").count - 1 == 2)
        #expect(ics.components(separatedBy: "TRIGGER;RELATED=END:PT0S\r\n").count - 1 == 2)
        #expect(ics.contains("DESCRIPTION:Nap Zamanı! (14:00)\r\n"))
        #expect(ics.contains("DESCRIPTION:Nap Bitti! Uyanma Vakti\r\n"))
    }

    @Test("quiet hours silence the reminder inside them, alarms-only and no automatic alarm drop the rest")
    func rules() {
        // act
        let quiet = export { $0.quietHours = QuietHours(start: TimeOfDay(hour: 23), end: TimeOfDay(hour: 7)) }
        let alarmsOnly = export { $0.frequency = .alarmsOnly }
        let noAlarms = export { $0.automaticAlarms = false }
        let none = export { $0.frequency = .none }
        // check
        #expect(quiet.components(separatedBy: "TRIGGER:-PT5M").count - 1 == 1, "the core's 23:25 reminder is quiet")
        #expect(quiet.components(separatedBy: "RELATED=END").count - 1 == 2, "alarms ring in quiet hours")
        #expect(!alarmsOnly.contains("TRIGGER:-PT5M") && alarmsOnly.components(separatedBy: "RELATED=END").count - 1 == 2)
        #expect(!noAlarms.contains("RELATED=END") && noAlarms.components(separatedBy: "TRIGGER:-PT5M").count - 1 == 2)
        #expect(!none.contains("BEGIN:VALARM"))
    }
}
