import Foundation

/// Whether the person lets the app notify.
public enum NotificationAuthorization: Equatable, Sendable {
    case notDetermined, denied, authorized
}

/// What the reminder planner needs from the system notification center: UNUserNotificationCenter
/// on iOS (`UserNotificationCenterScheduler`), `InMemoryReminderCenter` in tests and on Linux.
public protocol ReminderScheduling: Sendable {
    func authorization() async -> NotificationAuthorization
    /// Asks the person (once; later calls answer what they chose).
    func requestAuthorization() async -> NotificationAuthorization
    func pending() async -> [ReminderRequest]
    /// Adds or, for an existing id, replaces a request.
    func add(_ request: ReminderRequest) async throws
    func remove(ids: [String]) async
}

/// A notification center in memory.
public actor InMemoryReminderCenter: ReminderScheduling {
    public private(set) var requests: [String: ReminderRequest] = [:]
    public var status: NotificationAuthorization
    /// What the person answers when asked.
    public var answer: NotificationAuthorization

    public init(status: NotificationAuthorization = .notDetermined, answer: NotificationAuthorization = .authorized) {
        self.status = status
        self.answer = answer
    }

    public func authorization() -> NotificationAuthorization { status }

    public func requestAuthorization() -> NotificationAuthorization {
        if status == .notDetermined { status = answer }
        return status
    }

    public func pending() -> [ReminderRequest] {
        requests.values.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    }

    public func add(_ request: ReminderRequest) { requests[request.id] = request }

    public func remove(ids: [String]) { for id in ids { requests[id] = nil } }
}

extension Array where Element == ReminderRequest {
    /// Makes the center hold exactly these reminders among the app's own: stale ones go first,
    /// then each is added (same ids replace). Other features' requests are left alone.
    public func apply(to center: some ReminderScheduling) async throws {
        let wanted = Set(map(\.id))
        let stale = await center.pending().map(\.id)
            .filter { $0.hasPrefix(DailyReminderPlanner.idPrefix) && !wanted.contains($0) }
        await center.remove(ids: stale)
        for request in self { try await center.add(request) }
    }
}

#if canImport(UserNotifications)
    import UserNotifications

    /// `ReminderScheduling` over `UNUserNotificationCenter` (calendar triggers in the device's zone).
    public struct UserNotificationCenterScheduler: ReminderScheduling {
        public init() {}

        private var center: UNUserNotificationCenter { .current() }

        public func authorization() async -> NotificationAuthorization {
            switch await center.notificationSettings().authorizationStatus {
            case .notDetermined: .notDetermined
            case .denied: .denied
            default: .authorized
            }
        }

        public func requestAuthorization() async -> NotificationAuthorization {
            _ = try? await center.requestAuthorization(options: [.alert, .sound, .badge])
            return await authorization()
        }

        public func pending() async -> [ReminderRequest] {
            await center.pendingNotificationRequests().compactMap { request in
                guard let trigger = request.trigger as? UNCalendarNotificationTrigger, let date = trigger.nextTriggerDate()
                else { return nil }
                return ReminderRequest(
                    id: request.identifier, fireDate: date, title: request.content.title, body: request.content.body)
            }
        }

        public func add(_ request: ReminderRequest) async throws {
            let content = UNMutableNotificationContent()
            content.title = request.title
            content.body = request.body
            content.sound = .default
            let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: request.fireDate)
            let trigger = UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)
            try await center.add(UNNotificationRequest(identifier: request.id, content: content, trigger: trigger))
        }

        public func remove(ids: [String]) async {
            center.removePendingNotificationRequests(withIdentifiers: ids)
        }
    }
#endif
