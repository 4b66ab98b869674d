import Foundation
import Testing

@testable import LaunchKit
@testable import LaunchLibrary

@Suite("Reminders, iCalendar, widget")
struct ReminderCalendarWidgetTests {
    static let net = Date(timeIntervalSince1970: 1_773_590_400)
    static let exact = NetPrecision(id: 1, name: "Minute", abbrev: "MIN")

    @Test func plansOneHourAndTenMinutesBeforeAndSkipsThePast() {
        // setup
        let planner = ReminderPlanner(formatting: .utc("en"))
        let launch = makeLaunch(precision: Self.exact)
        // act
        let early = planner.plan(for: [launch], now: Self.net.addingTimeInterval(-86_400))
        let late = planner.plan(for: [launch], now: Self.net.addingTimeInterval(-1_800))
        // check
        #expect(early.map(\.fireDate) == [Self.net.addingTimeInterval(-3_600), Self.net.addingTimeInterval(-600)])
        #expect(early.map(\.title) == ["Launch L1 launches in 1 hour", "Launch L1 launches in 10 minutes"])
        #expect(late.map(\.id) == ["launch-L1-600"])
    }

    @Test func replansWhenNetMovesAndDropsWhenScrubbed() async {
        // setup
        let planner = ReminderPlanner(formatting: .utc("tr"))
        let scheduler = InMemoryReminderScheduler()
        let now = Self.net.addingTimeInterval(-86_400)
        await planner.sync([makeLaunch(precision: Self.exact), makeLaunch(id: "L2", precision: Self.exact)], now: now, scheduler: scheduler)
        // act: L1 slips by two hours, L2 is scrubbed back to TBD
        let moved = makeLaunch(net: Self.net.addingTimeInterval(7_200), precision: Self.exact)
        let scrubbed = makeLaunch(id: "L2", status: 2, precision: Self.exact)
        let changes = await planner.sync([moved, scrubbed], now: now, scheduler: scheduler)
        let pending = await scheduler.pending()
        let repeatChanges = await planner.sync([moved, scrubbed], now: now, scheduler: scheduler)
        // check
        #expect(changes.toCancel == ["launch-L1-3600", "launch-L1-600", "launch-L2-3600", "launch-L2-600"])
        #expect(pending.map(\.fireDate) == [Self.net.addingTimeInterval(3_600), Self.net.addingTimeInterval(6_600)])
        #expect(pending.first?.title == "Launch L1 1 saat içinde fırlatılıyor")
        #expect(repeatChanges.isEmpty)
    }

    @Test(arguments: [("en", "Launch L1 launches in 2 hours"), ("fr", "Launch L1 décolle dans 2 heures"), ("tr", "Launch L1 2 saat içinde fırlatılıyor")])
    func anyOffsetReadsAsADuration(language: String, title: String) {
        // setup
        let planner = ReminderPlanner(formatting: .utc(language), offsets: [7_200])
        // act
        let plan = planner.plan(for: [makeLaunch(precision: Self.exact)], now: Self.net.addingTimeInterval(-86_400))
        // check
        #expect(plan.map(\.title.plainSpaces) == [title])
    }

    @Test("a reminder can be set on a launch still to fly, never on one flown or past its NET")
    func reminderRefusals() {
        // setup
        let before = Self.net.addingTimeInterval(-86_400)
        let after = Self.net.addingTimeInterval(60)
        // act and check
        #expect(ReminderPlanner.refusal(for: makeLaunch(precision: Self.exact), now: before) == nil)
        #expect(ReminderPlanner.refusal(for: makeLaunch(status: 2), now: before) == nil, "TBD: it rings once LL2 knows the minute")
        #expect(ReminderPlanner.refusal(for: makeLaunch(net: nil), now: before) == nil)
        #expect(ReminderPlanner.refusal(for: makeLaunch(status: 3, precision: Self.exact), now: before) == .flown, "Success")
        #expect(ReminderPlanner.refusal(for: makeLaunch(status: 4), now: before) == .flown, "Failure")
        #expect(ReminderPlanner.refusal(for: makeLaunch(status: 6), now: before) == .flown, "In flight")
        #expect(ReminderPlanner.refusal(for: makeLaunch(precision: Self.exact), now: after) == .past)
    }

    @Test func vagueDatesGetNoReminders() {
        let planner = ReminderPlanner(formatting: .utc("en"))
        let month = makeLaunch(precision: NetPrecision(id: 7, name: "Month", abbrev: "MONTH"))
        #expect(planner.plan(for: [month], now: Self.net.addingTimeInterval(-86_400)).isEmpty)
    }

    @Test func iCalendarUsesCRLFFoldsLongLinesAndEscapesText() throws {
        // setup
        let capstone = try Recorded.capstone()
        let vague = makeLaunch(id: "V", precision: NetPrecision(id: 7, name: "Month", abbrev: "MONTH"))
        let exporter = ICalendarExporter(formatting: .utc("en"))
        // act
        let text = exporter.export([capstone, vague, makeLaunch(id: "none", net: nil)], now: Self.net)
        // check
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("DTSTART:20220628T095552Z"))
        #expect(unfolded.contains("LOCATION:Onenui Station\\, Mahia Peninsula\\, New Zealand"))
        #expect(unfolded.contains("DTSTART;VALUE=DATE:20260315"))
        #expect(unfolded.components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(unfolded.contains("DTSTAMP:20260315T160000Z"))
    }

    @Test func eventsLinkToTheGivenPageNeverToTheAPI() throws {
        // setup
        let capstone = try Recorded.capstone()
        let linked = ICalendarExporter(formatting: .utc("en"), pageURL: { URL(string: "https://suite.example/launches/launch/\($0.id)") })
        // act
        let withPage = linked.export([capstone], now: Self.net).replacingOccurrences(of: "\r\n ", with: "")
        let plain = ICalendarExporter(formatting: .utc("en")).export([capstone], now: Self.net)
        // check
        #expect(withPage.contains("URL:https://suite.example/launches/launch/\(capstone.id)"))
        #expect(!plain.contains("URL:"), "LL2's url is its API's address, not a page: no link rather than that one")
        #expect(capstone.url != nil, "the recorded launch has an API url the export leaves out")
    }

    @Test func widgetCountsDownAndMovesOnToTheFollowingLaunch() {
        // setup
        let first = makeLaunch(id: "A", net: Self.net, precision: Self.exact)
        let second = makeLaunch(id: "B", net: Self.net.addingTimeInterval(3_600), precision: Self.exact)
        let provider = NextLaunchWidgetProvider(formatting: .utc("en"))
        // act
        let entries = provider.entries(for: [second, first], now: Self.net.addingTimeInterval(-120), count: 4, spacing: 60)
        let none = provider.entries(for: [], now: Self.net, count: 1)
        // check
        #expect(entries.map(\.launchID) == ["A", "A", "B", "B"])
        #expect(entries.map(\.countdownText) == ["T-00:02:00", "T-00:01:00", "T-01:00:00", "T-00:59:00"])
        #expect(none.first?.title == "No upcoming launch")
    }
}
