import Charts
import Localization
import SleepKit

/// A schedule as the shared 24-hour ring: cores in the first series colour, naps in the second.
enum ScheduleRing {
    /// The ring of `schedule`; `nowMinute` draws the hand (Today), `compact` is a list preview.
    static func make(
        id: String, title: String, schedule: SleepSchedule, language: Language, nowMinute: Int? = nil,
        centerLabel: String? = nil, compact: Bool = false
    ) -> DayRing {
        var ring = DayRing(
            id: id, title: title,
            blocks: schedule.blocks.map {
                DayRing.Block(label: schedule.displayName(of: $0, in: language), startMinute: $0.start.minutes,
                              durationMinutes: $0.durationMinutes, series: $0.kind == .core ? 0 : 1)
            },
            nowMinute: nowMinute,
            centerValue: hoursText(schedule.totalMinutes, language), centerLabel: centerLabel)
        if compact {
            ring.style = .compact
            ring.size = 88
        }
        return ring
    }

    /// "4.5 h" / "4.5 sa" / "4,5 h": the kit's hours with the language's unit.
    static func hoursText(_ minutes: Int, _ language: Language) -> String {
        SleepText.hoursShort.text(language, ["hours": SleepFormats.hours(minutes: minutes, .zoneless(language))])
    }
}
