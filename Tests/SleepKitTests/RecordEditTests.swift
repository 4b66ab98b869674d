import Foundation
import Localization
import Testing
@testable import SleepKit

@Suite("History edits: typed wall times become the right instants")
struct RecordEditTests {
    let cal = TestTime.istanbul
    /// A core at 00:30 and the nap at 14:00 of docs/apps/sleep.md#scenario.
    let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 0, 30, minutes: 180), .nap("nap", 14, 0)])
    var calendar: ScheduleCalendar { ScheduleCalendar(schedule: schedule, calendar: cal) }
    var core: BlockOccurrence { calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10))[0] }
    func at(_ h: Int, _ m: Int, day: Int = 10) -> Date { TestTime.local(cal, 2025, 6, day, h, m) }
    func edit(_ status: BlockStatus, _ start: String?, _ end: String?, rating: Int? = 4) -> BlockRecordEdit {
        BlockRecordEdit(status: status, actualStart: start.flatMap(TimeOfDay.init), actualEnd: end.flatMap(TimeOfDay.init),
                        restedness: rating.flatMap(Restedness.init(rawValue:)), note: "")
    }

    @Test("fell asleep at 23:50 for the 00:30 core is the evening before; woke at 03:40 after it")
    func acrossMidnight() {
        // act
        let record = BlockRecord.edited(core, previous: nil, edit: edit(.done, "23:50", "03:40"), in: calendar)
        // check
        #expect(record.actualStart == at(23, 50, day: 9) && record.actualEnd == at(3, 40))
        #expect(record.validate().isEmpty && record.actualMinutes == 230)
    }

    @Test("an end before or equal to the start is refused, not read as tomorrow; missing times as such; missed keeps none")
    func problems() {
        // act
        let same = BlockRecord.edited(core, previous: nil, edit: edit(.done, "01:00", "01:00"), in: calendar)
        let before = BlockRecord.edited(core, previous: nil, edit: edit(.done, "01:00", "00:40"), in: calendar)
        let missing = BlockRecord.edited(core, previous: nil, edit: edit(.done, "01:00", nil), in: calendar)
        let missed = BlockRecord.edited(core, previous: nil, edit: edit(.missed, "01:00", "02:00"), in: calendar)
        // check
        #expect(same.validate() == [.endBeforeStart] && before.validate() == [.endBeforeStart])
        #expect(missing.validate() == [.doneWithoutTimes])
        #expect(missed.actualStart == nil && missed.restedness == nil && missed.validate().isEmpty)
        #expect(BlockRecordIssue.endBeforeStart.message(.tr) == "Uyanma saati, uykuya dalma saatinden sonra olmalı.")
        #expect(BlockRecordIssue.startFarFromPlan(hours: 12).message(.fr).contains("12 h"))
    }
}
