import Foundation
import Localization

/// Everything the "current sleep state" screen shows at one instant, as a value: what
/// `TodayViewModel` publishes and what a server renders, computed by the same code.
public struct TodayState: Sendable {
    public let now: Date
    public let snapshot: SleepSnapshot
    /// The block the countdown names: the next one not already written down.
    public let next: BlockOccurrence?
    /// "Sonraki: 14:00, Kalan: 1 sa 20 dk"
    public let countdownText: String?
    /// "Bugün hedefin 4.5 saat"
    public let todayGoalText: String
    /// The user's own state first ("Nap sürüyor: 15d kaldı" once started, even early), else the plan's.
    public let statusLine: String
    public let timeline: DayTimeline
    public let streak: Streak
    public let yesterdayScore: SleepScore?
    /// The running block's live activity, if the user started one.
    public let liveActivity: LiveActivityState?
    /// The record "I'm awake" ends.
    public let inProgress: BlockRecord?
    /// What "Start" starts (`SleepHistory.startable(in:)`): the block running by plan unless it is
    /// already recorded, else the next one; nil while a block runs.
    public let startable: BlockOccurrence?

    /// Computes the state at `now`; `ledger` runs through today (streak and yesterday's score).
    public init(calendar: ScheduleCalendar, history: SleepHistory, ledger: DayLedger, now: Date, language: Language) {
        self.now = now
        let snap = calendar.snapshot(at: now)
        snapshot = snap
        next = calendar.nextOpenOccurrence(after: now, history: history)
        countdownText = calendar.countdownText(at: now, language, history: history)
        todayGoalText = calendar.todayGoalText(at: now, language)
        timeline = calendar.timeline(of: DayKey(now, calendar: calendar.calendar))
        streak = ledger.streak(at: now)
        yesterdayScore = ledger.days.count > 1 ? ledger.score(at: ledger.days.count - 2) : nil
        let running = history.inProgress
        inProgress = running
        let activity = running.flatMap { record -> LiveActivityState? in
            // Shown until iOS would end it (8 h), also past the planned wake time: the user oversleeps.
            guard let start = record.actualStart, now >= start, now.timeIntervalSince(start) < LiveActivityState.maxDuration
            else { return nil }
            return LiveActivityState(occurrence: record.occurrence, blockName: calendar.name(of: record.occurrence, language),
                                     startedAt: start)
        }
        liveActivity = activity
        statusLine = activity?.text(at: now, calendar.formats(language)) ?? calendar.statusLine(at: now, language, history: history)
        startable = history.startable(in: snap)
    }
}
