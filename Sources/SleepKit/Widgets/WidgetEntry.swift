import Foundation

/// The home-screen widget sizes (docs/apps/sleep.md#widgets).
public enum WidgetFamily: String, Codable, Sendable, CaseIterable {
    case small, medium, large
}

/// A tappable button on a medium/large widget.
public struct WidgetButton: Hashable, Sendable {
    public let title: String
    public let link: SleepDeepLink
}

/// What one widget shows from `date` until the next entry. Texts are snapshots at `date`;
/// a SwiftUI view shows the live countdown with `Text(countdownTarget, style: .timer)`.
public struct WidgetEntry: Hashable, Sendable {
    public let date: Date
    public let family: WidgetFamily
    /// The wall-clock time at `date` ("14:05"): the small widget leads with it, as a clock face would.
    public let clockText: String
    /// "Sonraki Blok"
    public let headline: String
    /// "14:00 → 1s 20d kaldı"
    public let nextLine: String?
    /// "Sonraki: 14:00, Kalan: 1s 20d"
    public let countdownText: String?
    public let countdownTarget: Date?
    /// "Nap sürüyor: 15d kaldı" / "Core bitti, Nap 1: 14:00"
    public let statusLine: String
    public let isAsleep: Bool
    /// "Streak: 17 Gün"
    public let streakText: String
    /// The current streak in days, which the large widget draws as a row of days.
    public let streakDays: Int
    /// Medium and large: "Bugün Planlanan Uyku: 4.5 saat", planned sleep passed so far (0…1), the day's bar.
    public let plannedTodayText: String?
    public let progress: Double?
    public let timeline: [DayTimeline.Segment]
    /// Large: "Dünkü skor: 82" and the badge.
    public let yesterdayScoreText: String?
    public let badge: BadgeLevel?
    public let tapLink: SleepDeepLink
    public let buttons: [WidgetButton]
}

/// Entries plus when WidgetKit should ask again (`TimelineReloadPolicy.after`).
public struct WidgetTimeline: Hashable, Sendable {
    public let entries: [WidgetEntry]
    public let reloadDate: Date
}
