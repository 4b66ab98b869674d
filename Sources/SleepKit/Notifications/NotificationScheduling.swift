import Foundation

/// What the app needs from the system notification center; UNUserNotificationCenter gets an
/// adapter behind `#if canImport(UserNotifications)`, tests and Linux use `InMemoryNotificationCenter`.
public protocol NotificationScheduling: Sendable {
    func pendingRequests() async -> [NotificationRequest]
    /// Adds or, for an existing id, replaces a request (UNUserNotificationCenter's semantics).
    func add(_ request: NotificationRequest) async throws
    func removePendingRequests(ids: [String]) async
    func setCategories(_ categories: [NotificationCategory]) async
}

/// A notification center in memory with the iOS limit: beyond 64 pending, requests are dropped.
public actor InMemoryNotificationCenter: NotificationScheduling {
    public private(set) var pending: [String: NotificationRequest] = [:]
    public private(set) var categories: [NotificationCategory] = []
    /// Requests dropped because 64 were already pending (iOS does this without telling).
    public private(set) var droppedCount = 0

    public init() {}

    public func pendingRequests() async -> [NotificationRequest] {
        pending.values.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    }

    public func add(_ request: NotificationRequest) async throws {
        guard pending[request.id] != nil || pending.count < NotificationPlanner.maxPendingRequests else {
            droppedCount += 1
            return
        }
        pending[request.id] = request
    }

    public func removePendingRequests(ids: [String]) async {
        for id in ids { pending[id] = nil }
    }

    public func setCategories(_ categories: [NotificationCategory]) async {
        self.categories = categories
    }
}

extension NotificationPlan {
    /// Makes the center hold exactly this plan's requests among ours: stale ids are removed
    /// first (so the 64 slots are free), then every request is added; the same ids replace.
    public func apply(to center: some NotificationScheduling) async throws {
        let wanted = Set(requests.map(\.id))
        let stale = await center.pendingRequests().map(\.id)
            .filter { $0.hasPrefix(NotificationPlanner.idPrefix) && !wanted.contains($0) }
        await center.removePendingRequests(ids: stale)
        await center.setCategories(categories)
        for request in requests { try await center.add(request) }
    }
}
