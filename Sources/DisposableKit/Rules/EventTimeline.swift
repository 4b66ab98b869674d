import Foundation

/// When an event is open, when its photos show, and when it is deleted; the same answers on the
/// server, in the app and in the App Clip.
public struct EventTimeline: Equatable, Sendable {
    public enum State: String, Sendable {
        /// Set up ahead: guests may join and wait; no shot is taken before `startsAt`.
        case scheduled
        /// Uploads allowed.
        case open
        /// Uploads closed; photos viewable and downloadable until deletion.
        case ended
    }

    public var startsAt: Date
    public var endsAt: Date
    public var revealMode: EventParameters.Reveal
    /// When guests see each other's photos (`startsAt` for reveal-now).
    public var revealAt: Date

    public init(startsAt: Date, endsAt: Date, revealMode: EventParameters.Reveal, revealAt: Date) {
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.revealMode = revealMode
        self.revealAt = revealAt
    }

    public func state(at now: Date) -> State { now < startsAt ? .scheduled : now < endsAt ? .open : .ended }

    public func isRevealed(at now: Date) -> Bool { now >= revealAt }

    /// Seconds until uploads close (0 once ended).
    public func timeLeft(at now: Date) -> TimeInterval { max(0, endsAt.timeIntervalSince(now)) }

    /// Seconds until the reveal, only for reveal-later before it happens (no countdown anywhere
    /// else: docs/apps/disposable.md#reveal-later).
    public func revealCountdown(at now: Date) -> TimeInterval? {
        guard revealMode == .later, now < revealAt else { return nil }
        return revealAt.timeIntervalSince(now)
    }

    /// When the event and every file in it are deleted.
    public func deleteAt(retentionDays: Int) -> Date {
        endsAt.addingTimeInterval(TimeInterval(retentionDays) * 86_400)
    }
}
