import Foundation
import SleepKit
import Vapor

/// One pending notification as the page's alarm clock and the "Coming up" list read it.
struct NotificationDTO: Content, Equatable {
    let id: String
    let kind: String
    let fireDate: Date
    let title: String
    let body: String
    let categoryId: String
    let occurrenceId: String?
    let snoozeCount: Int
    /// Alarms ring during quiet hours and with "alarms only".
    let isAlarm: Bool
    /// "sound" or "vibration".
    let sound: String

    init(_ request: NotificationRequest) {
        id = request.id
        kind = request.kind.rawValue
        fireDate = request.fireDate
        title = request.title
        body = request.body
        categoryId = request.categoryId
        occurrenceId = request.occurrence?.id
        snoozeCount = request.snoozeCount
        isAlarm = request.kind.isAlarm
        sound = request.sound == .vibrationOnly ? "vibration" : "sound"
    }
}

struct NotificationCategoryDTO: Content, Equatable {
    struct Action: Content, Equatable {
        /// The path segment of the answer: start, snooze, cancel or awake.
        let action: String
        let title: String
        let destructive: Bool
    }

    let id: String
    let actions: [Action]

    init(_ category: NotificationCategory) {
        id = category.id
        actions = category.actions.map {
            Action(action: ActionName(id: $0.id).rawValue, title: $0.title, destructive: $0.isDestructive)
        }
    }
}

/// The plan: what rings, soonest first, and the buttons each kind offers.
struct PlanDTO: Content, Equatable {
    let requests: [NotificationDTO]
    let categories: [NotificationCategoryDTO]
    /// Requests beyond the 64 an iPhone keeps; they are planned on a later day.
    let deferredCount: Int

    init(_ plan: NotificationPlan) {
        requests = plan.requests.map(NotificationDTO.init)
        categories = plan.categories.map(NotificationCategoryDTO.init)
        deferredCount = plan.deferredCount
    }
}

/// The "now" state a page's script needs: what to count down to and what rings.
struct NowDTO: Content {
    struct Activity: Content {
        let occurrenceId: String
        let blockName: String
        let startedAt: Date
        let endsAt: Date
    }

    let now: Date
    let timeZone: String
    let statusLine: String
    let countdownText: String?
    let countdownTarget: Date?
    let liveActivity: Activity?
    let startableOccurrenceId: String?
    let plan: PlanDTO
}

/// What an action did, for a script that stays on the page.
struct ActionResultDTO: Content {
    let occurrenceId: String?
    let status: String?
    /// After "I'm awake": ask "Nasıl hissettin?" for this occurrence.
    let asksForRating: Bool
    let snoozeLimitReached: Bool
    /// Where a page without the script would go next.
    let location: String
}

/// The actions' names in URLs and forms.
enum ActionName: String, CaseIterable {
    case start, snooze, cancel, awake

    init(id: NotificationActionID) {
        switch id {
        case .start: self = .start
        case .snooze: self = .snooze
        case .cancel: self = .cancel
        case .awake: self = .awake
        }
    }

    var id: NotificationActionID {
        switch self {
        case .start: .start
        case .snooze: .snooze
        case .cancel: .cancel
        case .awake: .awake
        }
    }
}
