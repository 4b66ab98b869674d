import Foundation
import Localization
import Observation

/// State of the home / "current sleep state" screen, rendered by a SwiftUI view.
@MainActor
@Observable
public final class TodayViewModel {
    public private(set) var snapshot: SleepSnapshot?
    /// "Sonraki: 14:00, Kalan: 1s 20d"
    public private(set) var countdownText: String?
    /// "Bugün hedefiniz 4.5 saat"
    public private(set) var todayGoalText = ""
    public private(set) var statusLine = ""
    public private(set) var timeline: DayTimeline?
    public private(set) var streak = Streak(current: 0, best: 0)
    public private(set) var yesterdayScore: SleepScore?
    /// The running block's live activity, if one was started.
    public private(set) var liveActivity: LiveActivityState?
    /// Set after waking: the occurrence whose "Nasıl hissettiniz?" rating is due (`SleepTodayText.ratingQuestion`).
    public private(set) var pendingRatingId: String?
    public private(set) var errorMessage: String?

    public let calendar: ScheduleCalendar
    public var language: Language
    private let clock: SleepClock
    private let store: any SleepHistoryStore
    private var history = SleepHistory()
    /// How far back streaks look; long enough for a meaningful best streak, short enough to stay cheap.
    private let streakDays = 90

    public init(calendar: ScheduleCalendar, clock: SleepClock, store: any SleepHistoryStore, language: Language) {
        self.calendar = calendar
        self.clock = clock
        self.store = store
        self.language = language
    }

    /// Reloads history and recomputes everything for the clock's "now".
    public func refresh() {
        let now = clock.now()
        do { history = try store.load() } catch { errorMessage = "\(error)" }
        let snap = calendar.snapshot(at: now)
        snapshot = snap
        countdownText = calendar.countdownText(at: now, language)
        todayGoalText = calendar.todayGoalText(at: now, language)
        statusLine = calendar.statusLine(at: now, language)
        let today = DayKey(now, calendar: calendar.calendar)
        timeline = calendar.timeline(of: today)
        let ledger = DayLedger(calendar: calendar, history: history,
                               from: today.adding(days: 1 - streakDays, calendar: calendar.calendar), through: today)
        streak = ledger.streak(at: now)
        yesterdayScore = ledger.days.count > 1 ? ledger.score(at: ledger.days.count - 2) : nil
        liveActivity = history.records.values.first { $0.status == .inProgress && $0.actualStart.map { now.timeIntervalSince($0) < LiveActivityState.maxDuration } == true }
            .map { LiveActivityState(occurrence: $0.occurrence, blockName: calendar.name(of: $0.occurrence, language), startedAt: $0.actualStart ?? now) }
    }

    /// Starts the running block, or the next one early ("Nap Başlat").
    public func startBlock() {
        guard let occurrence = snapshot?.current ?? snapshot?.next else { return }
        let now = clock.now()
        change(occurrence) { $0.status = .inProgress; $0.actualStart = now }
    }

    /// Ends the block in progress and asks for the rating.
    public func wakeUp() {
        guard let record = history.records.values.first(where: { $0.status == .inProgress }) else { return }
        let now = clock.now()
        change(record.occurrence) { $0.status = .done; $0.actualEnd = now }
        pendingRatingId = record.id
    }

    /// Stores the rating (1–5) of the block just ended.
    public func rate(_ value: Int, note: String? = nil) {
        guard let id = pendingRatingId, let restedness = Restedness(rawValue: value) else { return }
        history.rate(id, restedness: restedness, note: note)
        persist()
        pendingRatingId = nil
    }

    private func change(_ occurrence: BlockOccurrence, _ edit: (inout BlockRecord) -> Void) {
        _ = history.update(occurrence, edit)
        persist()
    }

    private func persist() {
        do { try store.save(history) } catch { errorMessage = "\(error)" }
        refresh()
    }
}
