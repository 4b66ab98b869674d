import Foundation
import Localization

/// The lock-screen live activity of a running block ("Nap sürüyor: 15 dk. kaldı").
public struct LiveActivityState: Codable, Hashable, Sendable {
    /// iOS ends a live activity after 8 hours; the state never claims longer.
    public static let maxDuration: TimeInterval = 8 * 3600

    public let occurrenceId: String
    public let blockName: String
    public let kind: BlockKind
    public let startedAt: Date
    /// Planned wake time (actual start + planned length).
    public let endsAt: Date
    /// When the activity must be gone: the wake time, capped at start + 8 h.
    public let staleDate: Date

    /// The state of `occurrence` started at `startedAt` (the Start action's time).
    public init(occurrence: BlockOccurrence, blockName: String, startedAt: Date) {
        occurrenceId = occurrence.id
        self.blockName = blockName
        kind = occurrence.kind
        self.startedAt = startedAt
        endsAt = startedAt.addingTimeInterval(occurrence.end.timeIntervalSince(occurrence.start))
        staleDate = min(endsAt, startedAt.addingTimeInterval(Self.maxDuration))
    }

    /// Seconds left, never negative.
    public func remaining(at date: Date) -> TimeInterval { max(0, endsAt.timeIntervalSince(date)) }

    public func isActive(at date: Date) -> Bool { date >= startedAt && date < staleDate }

    /// "Nap sürüyor: 15 dk. kaldı", in `formats`' language (`ScheduleCalendar.formats(_:)`).
    public func text(at date: Date, _ formats: LocalizedFormats) -> String {
        SleepTodayText.statusAsleep.text(formats.language, [
            "block": blockName, "remaining": SleepFormats.remaining(seconds: remaining(at: date), formats),
        ])
    }
}
