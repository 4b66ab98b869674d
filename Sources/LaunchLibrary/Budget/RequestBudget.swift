import Foundation

/// Caps how many requests the client sends to LL2, before LL2 has to say no.
///
/// LL2 allows 15 calls an hour without a key (per address). A phone and the server's proxy
/// both keep within that by spending from a budget before every call; a refused call fails at
/// once as `LL2Error.throttled`, so the caller falls back to its cache instead of waiting.
public protocol RequestBudget: Sendable {
    /// Spends one request on `url` at `now`; returns nil when granted, else the seconds until
    /// one will be available.
    func spend(on url: URL, at now: Date) async -> TimeInterval?

    /// Gives back the call spent on `url` at `spentAt`: it never reached LL2 (no connection),
    /// so LL2 did not count it and neither may the budget, or an unreachable LL2 would read as
    /// an hourly limit used up.
    func refund(on url: URL, spentAt: Date) async
}

/// A budget of `limit` requests in any sliding `window` (one hour by default).
///
/// `reserved` of them are kept for work that runs inside `SlidingWindowBudget.$usesReserve`
/// (the server refreshing its most-read lists ahead of time), so readers opening rarely-read
/// pages can never use the last calls of the hour.
public actor SlidingWindowBudget: RequestBudget {
    /// Set for tasks that may spend the reserved part of the budget.
    @TaskLocal public static var usesReserve = false

    public let limit: Int
    public let window: TimeInterval
    public let reserved: Int
    private var spent: [Date]
    private let record: (@Sendable (Date, URL) async -> Void)?
    private let retract: (@Sendable (Date, URL) async -> Void)?

    /// - Parameters:
    ///   - history: calls already made (read back from storage after a restart), any order.
    ///   - record: told of every granted call, to persist it.
    ///   - retract: told of every refunded call, to forget it.
    public init(
        limit: Int, window: TimeInterval = 3_600, reserved: Int = 0, history: [Date] = [],
        record: (@Sendable (Date, URL) async -> Void)? = nil, retract: (@Sendable (Date, URL) async -> Void)? = nil
    ) {
        self.limit = max(0, limit)
        self.window = window
        self.reserved = min(max(0, reserved), max(0, limit - 1))
        self.spent = history.sorted()
        self.record = record
        self.retract = retract
    }

    public func spend(on url: URL, at now: Date) async -> TimeInterval? {
        forget(before: now)
        let allowed = Self.usesReserve ? limit : limit - reserved
        guard spent.count < allowed else {
            // The oldest call that must age out before this caller may call again.
            let index = spent.count - allowed
            return max(1, spent[index].addingTimeInterval(window).timeIntervalSince(now))
        }
        spent.append(now)
        await record?(now, url)
        return nil
    }

    public func refund(on url: URL, spentAt: Date) async {
        guard let index = spent.lastIndex(of: spentAt) else { return }
        spent.remove(at: index)
        await retract?(spentAt, url)
    }

    /// Calls made in the window ending at `now`.
    public func used(at now: Date) -> Int {
        forget(before: now)
        return spent.count
    }

    private func forget(before now: Date) {
        let cutoff = now.addingTimeInterval(-window)
        if let firstKept = spent.firstIndex(where: { $0 > cutoff }) {
            spent.removeFirst(firstKept)
        } else {
            spent.removeAll()
        }
    }
}
