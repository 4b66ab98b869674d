import Foundation
import LaunchLibrary
import Localization

/// One local notification to deliver, independent of any platform API.
public struct PlannedReminder: Hashable, Sendable, Identifiable {
    /// Stable per launch and offset (`launch-<id>-3600`), so re-planning replaces instead of duplicating.
    public let id: String
    public let launchID: String
    public let fireDate: Date
    public let title: String
    public let body: String
}

/// Plans launch reminders (by default T-1 h and T-10 min) for the launches a user follows.
///
/// A reminder is planned only for a launch that is still to fly with a time known to the minute:
/// reminding "in 10 minutes" for a launch that is only "NET March" would be a lie. So a launch
/// that is scrubbed (back to TBD or on hold) or loses its exact time simply drops out of the plan,
/// and `ReminderChanges` cancels its pending reminders.
public struct ReminderPlanner: Sendable {
    /// Seconds before T-0.
    public let offsets: [TimeInterval]
    /// T-1 h and T-10 min (docs/apps/launches.md#reminders), also the alarms of the calendar feed.
    public static let defaultOffsets: [TimeInterval] = [3_600, 600]
    private let formatting: LaunchFormatting

    public init(formatting: LaunchFormatting, offsets: [TimeInterval] = ReminderPlanner.defaultOffsets) {
        self.formatting = formatting
        self.offsets = offsets
    }

    /// The reminders that should be pending at `now`, soonest first.
    public func plan(for launches: [Launch], now: Date) -> [PlannedReminder] {
        launches.flatMap { launch -> [PlannedReminder] in
            guard let net = launch.net, Self.isRemindable(launch) else { return [] }
            return offsets.compactMap { offset in
                let fire = net.addingTimeInterval(-offset)
                guard fire > now else { return nil }
                return PlannedReminder(
                    id: "launch-\(launch.id)-\(Int(offset))", launchID: launch.id, fireDate: fire,
                    title: title(launch.name, offset: offset),
                    body: formatting.text(LaunchAlertText.reminderBody, ["place": Fallback.place(for: launch, formatting)]))
            }
        }
        .sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    }

    /// Why a reminder cannot be set on a launch.
    public enum Refusal: Hashable, Sendable {
        /// It has flown: its result is known, or it is in flight.
        case flown
        /// Its NET has passed: nothing is left to ring before.
        case past
    }

    /// Why `launch` cannot take a new reminder at `now`; nil when it can. A launch whose time is
    /// not yet known to the minute can: its reminders start ringing once LL2 knows it.
    public static func refusal(for launch: Launch, now: Date) -> Refusal? {
        let outcome = launch.status?.outcome
        if outcome?.isFinished == true || outcome == .inFlight { return .flown }
        if let net = launch.net, net <= now { return .past }
        return nil
    }

    static func isRemindable(_ launch: Launch) -> Bool {
        switch launch.status?.outcome {
        case .go, .toBeConfirmed, nil: NetDateText.precision(of: launch).isExactTime
        default: false
        }
    }

    /// "Starlink launches in 1 hour" / "… in 10 minutes", whatever the offset.
    func title(_ name: String, offset: TimeInterval) -> String {
        let lead = formatting.formats.duration(seconds: Int(offset), units: [.days, .hours, .minutes], width: .wide)
        return formatting.text(LaunchAlertText.reminderTitle, ["launch": name, "duration": lead])
    }
}

/// What to change in the pending notifications to reach a new plan.
public struct ReminderChanges: Hashable, Sendable {
    /// Identifiers to cancel: gone from the plan, or moved (they are re-added in `toSchedule`).
    public let toCancel: [String]
    public let toSchedule: [PlannedReminder]

    public init(current: [PlannedReminder], desired: [PlannedReminder]) {
        let currentByID = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let desiredIDs = Set(desired.map(\.id))
        let changed = desired.filter { currentByID[$0.id] != $0 }
        let changedIDs = Set(changed.map(\.id))
        toCancel = current.map(\.id).filter { !desiredIDs.contains($0) || changedIDs.contains($0) }.sorted()
        toSchedule = changed
    }

    public var isEmpty: Bool { toCancel.isEmpty && toSchedule.isEmpty }
}

/// Delivers planned reminders: UserNotifications on iOS (an adapter in the app), memory in tests.
public protocol ReminderScheduling: Sendable {
    func pending() async -> [PlannedReminder]
    func schedule(_ reminders: [PlannedReminder]) async
    func cancel(_ ids: [String]) async
}

/// A `ReminderScheduling` that keeps reminders in memory.
public actor InMemoryReminderScheduler: ReminderScheduling {
    private var reminders: [String: PlannedReminder] = [:]

    public init() {}

    public func pending() -> [PlannedReminder] { reminders.values.sorted { $0.fireDate < $1.fireDate } }
    public func schedule(_ new: [PlannedReminder]) { for reminder in new { reminders[reminder.id] = reminder } }
    public func cancel(_ ids: [String]) { for id in ids { reminders[id] = nil } }
}

extension ReminderPlanner {
    /// Brings `scheduler` in line with the plan for `launches` and returns what changed.
    /// Call after every refresh of followed launches: a moved `net` re-times, a scrub cancels.
    @discardableResult
    public func sync(_ launches: [Launch], now: Date, scheduler: any ReminderScheduling) async -> ReminderChanges {
        let changes = ReminderChanges(current: await scheduler.pending(), desired: plan(for: launches, now: now))
        if !changes.toCancel.isEmpty { await scheduler.cancel(changes.toCancel) }
        if !changes.toSchedule.isEmpty { await scheduler.schedule(changes.toSchedule) }
        return changes
    }
}
