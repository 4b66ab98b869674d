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
    private var state: TodayState?
    /// How far back streaks look; long enough for a meaningful best streak, short enough to stay cheap.
    private let streakDays = 90

    public init(calendar: ScheduleCalendar, clock: SleepClock, store: any SleepHistoryStore, language: Language) {
        self.calendar = calendar
        self.clock = clock
        self.store = store
        self.language = language
    }

    /// Reloads history and recomputes everything for the clock's "now" (through ``TodayState``).
    public func refresh() {
        let now = clock.now()
        do { history = try store.load() } catch { errorMessage = "\(error)" }
        let today = DayKey(now, calendar: calendar.calendar)
        let ledger = DayLedger(calendar: calendar, history: history,
                               from: today.adding(days: 1 - streakDays, calendar: calendar.calendar), through: today)
        let state = TodayState(calendar: calendar, history: history, ledger: ledger, now: now, language: language)
        self.state = state
        snapshot = state.snapshot
        countdownText = state.countdownText
        todayGoalText = state.todayGoalText
        statusLine = state.statusLine
        timeline = state.timeline
        streak = state.streak
        yesterdayScore = state.yesterdayScore
        liveActivity = state.liveActivity
    }

    /// Starts the running block, or the next one early ("Nap Başlat").
    public func startBlock() {
        guard let occurrence = state?.startable else { return }
        switch history.startIfStartable(occurrence, at: clock.now()) {
        case .success: persist()
        case .failure(let refusal): errorMessage = "\(refusal)"
        }
    }

    /// Ends the block in progress and asks for the rating (none for a block too short to count).
    public func wakeUp() {
        guard let outcome = history.wake(at: clock.now()) else { return }
        pendingRatingId = outcome.kept?.id
        persist()
    }

    /// Stores the rating (1–5) of the block just ended.
    public func rate(_ value: Int, note: String? = nil) {
        guard let id = pendingRatingId, let restedness = Restedness(rawValue: value) else { return }
        history.rate(id, restedness: restedness, note: note)
        persist()
        pendingRatingId = nil
    }

    private func persist() {
        do { try store.save(history) } catch { errorMessage = "\(error)" }
        refresh()
    }
}
