import Fluent
import Foundation
import ServerCore
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Testing
import Vapor

/// The subscription feed rings as "Coming up" says. Each case writes the feed and the Coming-up
/// list to `test-artifacts/ics-feed/`, where `Tests/Calendar/test_feed.py` expands the feed
/// with a real iCalendar library and compares every alarm with the list.
@Suite("Calendar subscription")
struct SleepCalendarFeedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let template: ScheduleTemplate
        let zone: String
        let now: (Int, Int, Int, Int)
        let settings: [String: String]
        var testDescription: String { name }
    }

    static let defaults = [
        "automaticAlarms": "on", "alertStyle": "sound", "frequency": "all", "startLeadMinutes": "5",
        "startSnoozeMinutes": "10", "wakeSnoozeMinutes": "5", "dailyReminderTime": "08:00",
    ]

    static let cases: [Case] = [
        Case(name: "e3-newyork-dst", template: .everymanE3, zone: "America/New_York", now: (2025, 3, 6, 12), settings: defaults),
        Case(name: "e1-istanbul-quiet", template: .biphasicE1, zone: "Europe/Istanbul", now: (2025, 10, 22, 9),
             settings: defaults.merging(["quietHoursEnabled": "on", "quietStart": "22:00", "quietEnd": "07:00",
                                          "startLeadMinutes": "10"]) { $1 }),
        Case(name: "dc1-paris-alarms-only", template: .dualCore1, zone: "Europe/Paris", now: (2025, 10, 24, 18),
             settings: defaults.merging(["frequency": "alarmsOnly"]) { $1 }),
    ]

    static var folder: URL { TestPaths.packageRoot.appendingPathComponent("test-artifacts/ics-feed", isDirectory: true) }

    @Test("the feed carries the plan's alarms and matches Coming up", arguments: cases)
    func feed(_ scenario: Case) async throws {
        let wall = Wall(scenario.zone)
        let clock = ManualClock(wall.at(scenario.now.0, scenario.now.1, scenario.now.2, scenario.now.3))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "feed@example.com")
            try await browser.start(scenario.template, zone: scenario.zone)
            try await browser.post("/sleep/alarms", form: scenario.settings)
            let user = try #require(try await User.query(on: app.db).first())
            let token = CalendarFeed(secret: app.config.signingSecret).token(userID: try user.requireID(), generation: 1)
            // act
            let response = try await browser.get("/sleep/calendar/\(token).ics")
            let plan = try await browser.plan()
            // check
            #expect(response.status == .ok)
            let ics = response.body.string
            #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\n") && ics.contains("TZID:\(scenario.zone)"))
            #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == scenario.template.blocks.count)
            let reminders = plan.requests.filter { $0.kind == "blockStart" }.count
            #expect((reminders > 0) == ics.contains("TRIGGER:-PT"), "reminders in the feed exactly when Coming up has them")
            try write(scenario, ics: ics, plan: plan, now: clock.now)
        }
    }

    private func write(_ scenario: Case, ics: String, plan: PlanDTO, now: Date) throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try Data(ics.utf8).write(to: Self.folder.appendingPathComponent("\(scenario.name).ics"))
        let iso = ISO8601DateFormatter()
        let expected: [String: Any] = [
            "zone": scenario.zone, "now": iso.string(from: now), "days": 7,
            "comingUp": plan.requests.filter { $0.kind == "blockStart" || $0.kind == "wakeAlarm" }.map {
                ["id": $0.id, "kind": $0.kind, "fire": iso.string(from: $0.fireDate), "occurrence": $0.occurrenceId ?? ""]
            },
        ]
        let json = try JSONSerialization.data(withJSONObject: expected, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: Self.folder.appendingPathComponent("\(scenario.name).coming-up.json"))
    }
}
