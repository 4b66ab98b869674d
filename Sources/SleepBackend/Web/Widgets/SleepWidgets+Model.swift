import Foundation
import SleepKit

/// `/sleep/widgets`: the small, medium and large home-screen widgets (docs/apps/sleep.md#widgets), rendered live
/// from SleepKit's widget timeline exactly as the home screen shows them, with their buttons
/// working ("Nap Başlat" starts the nap, "Alarm Kur" opens Alarms, "Analytics'e Git"), and
/// the lock-screen live activity while a block runs.
struct SleepWidgetsPage: Sendable {
    let entries: [WidgetEntry]
    let liveActivity: String?

    init(_ now: SleepNow) {
        let state = now.todayState(ledger: now.ledger)
        let builder = WidgetTimelineBuilder(calendar: now.account.current, language: now.language, streak: state.streak,
                                            yesterdayScore: state.yesterdayScore?.value, history: now.history)
        entries = WidgetFamily.allCases.map { builder.entry(for: $0, at: now.now) }
        liveActivity = state.liveActivity?.text(at: now.now, now.account.current.formats(now.language))
    }
}
