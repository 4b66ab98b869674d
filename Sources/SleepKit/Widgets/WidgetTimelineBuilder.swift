import Foundation
import Localization

/// Builds widget timelines: one entry now and one at each block start and end in the next 24 h,
/// a single reload a day after — far inside WidgetKit's budget of ~40 reloads a day.
public struct WidgetTimelineBuilder: Sendable {
    public let calendar: ScheduleCalendar
    public let language: Language
    public let streak: Streak
    public let yesterdayScore: Int?
    /// What the user has done: with it, "next" skips blocks already written down or running,
    /// and "Nap Başlat" is not offered while a block runs (Start would be refused).
    public let history: SleepHistory?

    public init(calendar: ScheduleCalendar, language: Language, streak: Streak, yesterdayScore: Int?, history: SleepHistory? = nil) {
        self.calendar = calendar
        self.language = language
        self.streak = streak
        self.yesterdayScore = yesterdayScore
        self.history = history
    }

    public static let horizon: TimeInterval = 24 * 3600

    /// The timeline of `family` from `now`.
    public func timeline(for family: WidgetFamily, from now: Date) -> WidgetTimeline {
        let end = now.addingTimeInterval(Self.horizon)
        let boundaries = calendar.occurrences(overlapping: DateInterval(start: now, end: end))
            .flatMap { [$0.start, $0.end] }
            .filter { $0 > now && $0 <= end }
        let dates = [now] + Set(boundaries).sorted()
        return WidgetTimeline(entries: dates.map { entry(for: family, at: $0) }, reloadDate: end)
    }

    /// The entry shown from `date` on.
    public func entry(for family: WidgetFamily, at date: Date) -> WidgetEntry {
        let snap = calendar.snapshot(at: date)
        let next = calendar.nextOpenOccurrence(after: date, history: history)
        let formats = calendar.formats(language)
        let remaining = next.map { SleepFormats.compactDuration(seconds: $0.start.timeIntervalSince(date), formats) }
        let nextTime = next.map { calendar.timeText(of: $0.start, language) }
        let day = calendar.timeline(of: DayKey(date, calendar: calendar.calendar))
        let wide = family != .small
        return WidgetEntry(
            date: date, family: family, clockText: calendar.timeText(of: date, language),
            headline: SleepTodayText.widgetNextBlock.text(language),
            nextLine: nextTime.map { SleepTodayText.widgetNextLine.text(language, ["time": $0, "remaining": remaining ?? ""]) },
            countdownText: calendar.countdownText(at: date, language, history: history), countdownTarget: next?.start,
            statusLine: calendar.statusLine(at: date, language, history: history), isAsleep: snap.current != nil,
            streakText: SleepTodayText.widgetStreak.text(count: streak.current, language), streakDays: streak.current,
            plannedTodayText: wide
                ? SleepFormats.hoursText(SleepTodayText.widgetPlannedToday, minutes: snap.todayPlannedMinutes, formats) : nil,
            progress: wide ? progress(of: day, at: date) : nil,
            timeline: wide ? day.segments : [],
            yesterdayScoreText: family == .large
                ? yesterdayScore.map { SleepTodayText.widgetYesterdayScore.text(language, ["score": formats.integer($0)]) } : nil,
            badge: family == .large ? max(BadgeLevel.forStreak(streak.current), yesterdayScore.map(BadgeLevel.forScore) ?? .none) : nil,
            tapLink: .today, buttons: buttons(for: family, next: next, at: date))
    }

    /// Share of the day's planned sleep whose time has passed at `date`.
    func progress(of day: DayTimeline, at date: Date) -> Double {
        let sleep = day.segments.filter { $0.kind != .awake }
        let total = sleep.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) }
        guard total > 0 else { return 0 }
        let passed = sleep.reduce(0) { $0 + max(0, min(date, $1.end).timeIntervalSince($1.start)) }
        return passed / total
    }

    func buttons(for family: WidgetFamily, next: BlockOccurrence?, at date: Date) -> [WidgetButton] {
        guard family != .small else { return [] }
        var buttons: [WidgetButton] = []
        // Offered only when Start would accept it (nothing running, within `SleepHistory.earliestStart`).
        if let next, next.kind == .nap, (history ?? SleepHistory()).isStartable(next, at: date) {
            buttons.append(WidgetButton(title: SleepTodayText.widgetStartNap.text(language), link: .startBlock(occurrenceId: next.id)))
        }
        let second: WidgetButton = family == .large
            ? WidgetButton(title: SleepTodayText.widgetAnalytics.text(language), link: .analytics)
            : WidgetButton(title: SleepTodayText.widgetSetAlarm.text(language), link: .alarmSettings)
        return buttons + [second]
    }
}
