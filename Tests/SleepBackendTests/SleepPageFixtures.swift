import Foundation
import Localization
import SleepKit

@testable import SleepBackend

/// One account in a known state for the page snapshots: Everyman E3 in Istanbul since
/// 2025-06-01, on 2025-06-10 at 14:37 (the start reminder of the 14:40 nap has fired), with a done and
/// rated block, a missed one and a note in its history.
enum SleepPageFixtures {
    static let zone = TimeZone(identifier: "Europe/Istanbul")!
    static let calendar = SleepAccount.calendar(in: zone)
    static let userID = UUID(uuidString: "5A1E0000-0000-0000-0000-000000000001")!

    static func date(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: 2025, month: 6, day: day, hour: hour, minute: minute))!
    }

    static let now = date(10, 14, 37)

    static var account: SleepAccount { account(since: date(1, 0)) }

    /// The account with Everyman E3 chosen at `since`.
    static func account(since: Date) -> SleepAccount {
        let schedule = ScheduleTemplate.everymanE3.makeSchedule(id: "polysleep")
        return SleepAccount(
            userID: userID, timeZone: zone, language: .en,
            adaptation: Adaptation(startDate: since, difficulty: schedule.difficulty), settings: NotificationSettings(),
            calendarGeneration: 1,
            versions: [.init(day: DayKey(since, calendar: calendar), schedule: schedule, since: since)])
    }

    static var history: SleepHistory {
        let current = account.current
        var records: [BlockRecord] = []
        for day in 1...9 {
            let occurrences = current.occurrences(on: DayKey(year: 2025, month: 6, day: day))
            for (index, occurrence) in occurrences.enumerated() where !(day == 9 && index == 1) {
                records.append(BlockRecord(
                    occurrence: occurrence, status: .done, actualStart: occurrence.start.addingTimeInterval(Double(index * 120)),
                    actualEnd: occurrence.end.addingTimeInterval(300), restedness: Restedness(rawValue: 2 + (day + index) % 4),
                    note: day == 9 && index == 0 ? "Woke up <twice> & slept again" : ""))
            }
        }
        let today = current.occurrences(on: DayKey(year: 2025, month: 6, day: 10))
        records.append(BlockRecord(occurrence: today[0], status: .done, actualStart: today[0].start,
                                   actualEnd: today[0].end, restedness: Restedness(rawValue: 4)))
        return SleepHistory(records: records)
    }

    static func sleepNow(_ language: Language, at date: Date = now) -> SleepNow {
        SleepNow(account: account, history: history, active: [], now: date, language: language)
    }
}
