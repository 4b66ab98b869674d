import Foundation
import Localization

/// Everything the "now" screens need for one instant: state, next block, countdown.
public struct SleepSnapshot: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case asleep(BlockOccurrence)
        case awake
    }

    public let date: Date
    public let state: State
    /// The block after the current one (or after now, when awake).
    public let next: BlockOccurrence?
    /// The most recent block that has ended.
    public let previous: BlockOccurrence?
    /// Planned sleep on the calendar day of `date`, in minutes.
    public let todayPlannedMinutes: Int

    /// The running block, if asleep.
    public var current: BlockOccurrence? {
        if case .asleep(let occurrence) = state { return occurrence }
        return nil
    }

    /// Seconds until the next block starts.
    public var untilNext: TimeInterval? { next.map { $0.start.timeIntervalSince(date) } }
}

extension ScheduleCalendar {
    /// The state of the schedule at `date`.
    public func snapshot(at date: Date) -> SleepSnapshot {
        let current = occurrence(at: date)
        return SleepSnapshot(
            date: date,
            state: current.map { .asleep($0) } ?? .awake,
            next: nextOccurrence(after: date),
            previous: previousOccurrence(before: date),
            todayPlannedMinutes: plannedMinutes(on: DayKey(date, calendar: calendar))
        )
    }

    /// Planned sleep of the blocks starting on `day`.
    public func plannedMinutes(on day: DayKey) -> Int {
        occurrences(on: day).reduce(0) { $0 + $1.durationMinutes }
    }

    /// Local "HH:mm" of an instant in this calendar's time zone.
    /// Uses the zone offset directly: calendar component math is far slower on Linux and the
    /// notification planner asks this for every request.
    public func wallTime(of date: Date) -> TimeOfDay {
        let local = date.timeIntervalSince1970 + TimeInterval(calendar.timeZone.secondsFromGMT(for: date))
        return TimeOfDay(minutes: Int((local / 60).rounded(.down)))
    }

    /// The local clock time of an instant as the reader writes it: "2:00 PM" · "14:00" · "14:00".
    public func timeText(of date: Date, _ language: Language) -> String {
        formats(language).wallTime(minutes: wallTime(of: date).minutes)
    }

    /// The display name of an occurrence's block ("Nap 2").
    public func name(of occurrence: BlockOccurrence, _ language: Language) -> String {
        guard let block = schedule.block(id: occurrence.blockId) else { return occurrence.blockId }
        return schedule.displayName(of: block, in: language)
    }

    /// The next block the countdown and the status line name: the plan's next one, skipping
    /// blocks `history` has already written down (a nap started early from the widget and woken
    /// from is not "next" any more).
    public func nextOpenOccurrence(after date: Date, history: SleepHistory? = nil) -> BlockOccurrence? {
        guard let history else { return nextOccurrence(after: date) }
        guard !schedule.blocks.isEmpty else { return nil }
        let window = DateInterval(start: date, duration: 2 * 86_400 + 3_600)
        return occurrences(overlapping: window).first { occurrence in
            guard occurrence.start > date else { return false }
            let status = history[occurrence.id]?.status
            return status == nil || status == .snoozed
        }
    }

    /// "Sonraki: 14:00, Kalan: 1 sa 20 dk" — the next block and the time left until it.
    public func countdownText(at date: Date, _ language: Language, history: SleepHistory? = nil) -> String? {
        guard let next = nextOpenOccurrence(after: date, history: history) else { return nil }
        return SleepTodayText.countdown.text(language, [
            "time": timeText(of: next.start, language),
            "remaining": SleepFormats.compactDuration(seconds: next.start.timeIntervalSince(date), formats(language)),
        ])
    }

    /// "Bugün hedefiniz 4.5 saat".
    public func todayGoalText(at date: Date, _ language: Language) -> String {
        let minutes = plannedMinutes(on: DayKey(date, calendar: calendar))
        return SleepFormats.hoursText(SleepTodayText.todayGoal, minutes: minutes, formats(language))
    }

    /// The status line: "Nap 1 sürüyor: 15 dk kaldı" once the user started the block, "Nap 1 şu an
    /// planlı: 15 dk kaldı" while the plan has it running but nothing was started (Start is still
    /// offered), else "Core bitti, Nap 1: 14:00" or just the next block. Given `history`, it agrees
    /// with the records: a block is "finished" only once slept (a new account's yesterday, or a
    /// block left unslept, is not), and never when it is also the block named next.
    public func statusLine(at date: Date, _ language: Language, history: SleepHistory? = nil) -> String {
        let snap = snapshot(at: date)
        // A block running by plan that is already written down (done early, cancelled) is over for the user.
        if let current = snap.current {
            let recorded = history?[current.id]?.status
            if recorded == nil || recorded == .inProgress || recorded == .snoozed {
                return (recorded == .inProgress ? SleepTodayText.statusAsleep : SleepTodayText.statusScheduled).text(language, [
                    "block": name(of: current, language),
                    "remaining": SleepFormats.remaining(seconds: current.end.timeIntervalSince(date), formats(language)),
                ])
            }
        }
        guard let next = nextOpenOccurrence(after: date, history: history) else { return SleepTodayText.statusAwake.text(language) }
        var args = ["next": name(of: next, language), "time": timeText(of: next.start, language)]
        guard let finished = lastFinished(snap, history: history), finished.blockId != next.blockId
        else { return SleepTodayText.statusNext.text(language, args) }
        args["finished"] = name(of: finished, language)
        return SleepTodayText.statusFinishedNext.text(language, args)
    }

    /// The block the status line calls finished: by the plan alone the last one that ended;
    /// with `history`, the block running by plan or the last ended one, if it was slept.
    private func lastFinished(_ snap: SleepSnapshot, history: SleepHistory?) -> BlockOccurrence? {
        guard let history else { return snap.previous }
        return [snap.current, snap.previous].compactMap { $0 }.first { history.status(of: $0, at: snap.date) == .done }
    }
}
