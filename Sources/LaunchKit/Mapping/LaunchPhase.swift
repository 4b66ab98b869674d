import Foundation
import LaunchLibrary

/// Where a launch stands at `now`, decided from its NET, its LL2 status and when that data was
/// fetched from LL2: the one judgement every screen (list rows, a launch, a program's "next
/// launch", the widget) and the server's API mirror make, so none of them presents a saved copy's
/// "Go for Launch" of three years ago as upcoming, live or counting up.
public enum LaunchPhase: Hashable, Sendable {
    /// NET still ahead (or not set yet) and no result: counts down.
    case upcoming
    /// LL2 data fetched after the NET says the rocket is flying: counts up from T-0.
    case inFlight
    /// LL2 reported the result (success, failure, partial failure).
    case finished
    /// The NET has passed and the data held says neither the result nor a flight in progress:
    /// it flew, slipped or scrubbed after the data was fetched. No countdown, no "live".
    case unresolved

    /// How long an "In Flight" status is believed after it was fetched: an ascent to orbit
    /// takes minutes and LL2 settles the result within hours; a copy older than this that
    /// still says "In Flight" no longer knows.
    public static let inFlightTrustedFor: TimeInterval = 6 * 3_600
    /// How long LL2's "webcast live" flag is believed after it was fetched.
    public static let webcastFlagTrustedFor: TimeInterval = 3_600

    /// The phase of a launch with `net` and `outcome`, as LL2 saw it at `fetchedAt`, at `now`.
    public static func of(net: Date?, outcome: LaunchStatus.Outcome, fetchedAt: Date, now: Date) -> LaunchPhase {
        if outcome.isFinished { return .finished }
        guard let net, net <= now else { return .upcoming }
        // A copy stamped ahead of this clock (made elsewhere, a clock set back) is as new as now.
        let fetched = min(fetchedAt, now)
        if outcome == .inFlight, fetched >= net, now.timeIntervalSince(fetched) < inFlightTrustedFor { return .inFlight }
        return .unresolved
    }

    public static func of(_ launch: Launch, fetchedAt: Date, now: Date) -> LaunchPhase {
        of(net: launch.net, outcome: launch.status?.outcome ?? .unknown, fetchedAt: fetchedAt, now: now)
    }

    /// Whether the launch is still ahead or under way (what an "upcoming" list should hold).
    public var isAhead: Bool { self == .upcoming || self == .inFlight }

    /// Whether LL2's "webcast live" flag can be shown as "Live now": only while the launch is
    /// ahead or flying, and only from data fetched within the last hour.
    public static func webcastIsLive(_ launch: Launch, fetchedAt: Date, now: Date) -> Bool {
        launch.webcastLive && of(launch, fetchedAt: fetchedAt, now: now).isAhead
            && now.timeIntervalSince(fetchedAt) < webcastFlagTrustedFor
    }

    /// A program's or the app's "next launch": the earliest one whose NET is still ahead (a NET
    /// that has passed is never "next", whatever the saved status says).
    public static func next(of launches: [Launch], fetchedAt: Date, now: Date) -> Launch? {
        launches
            .filter { $0.net.map { $0 > now } == true && of($0, fetchedAt: fetchedAt, now: now) == .upcoming }
            .min { $0.net! < $1.net! }
    }
}

extension Freshness {
    /// When the data was fetched from LL2, seen at `now`.
    public func fetchedAt(now: Date) -> Date { now.addingTimeInterval(-age) }
}
