import Fluent
import Foundation
import Localization
import ServerCore
import SleepKit
import Vapor
import WebUI

/// PolySleep's alarms as Web Push: the kit's notification plan (start reminders, wake alarms,
/// the daily reminder, snoozes; quiet hours and frequency applied) scheduled per account, one
/// push per request id, replaced whenever the plan changes.
enum SleepPush {
    /// Every occurrence key PolySleep schedules starts with the kit's id prefix ("sleep.").
    static let prefix = NotificationPlanner.idPrefix
    /// How long a signed action link on a notification stays valid.
    static let actionLifetime: TimeInterval = 2 * 86_400

    /// Makes `user`'s scheduled pushes exactly the current plan (PolySleep's planner: run it
    /// through `app.push.replan`).
    static func replan(user: UUID, db: any Database, app: Application) async throws {
        let now = app.clock()
        let store = SleepStore(db: db, ownerID: user)
        guard let account = try await store.reads.account(user) else {
            try await PushSchedule.cancel(on: db, user: user, occurrencePrefix: prefix)
            return
        }
        let snapshot = try await SleepNow.load(store, account: account, now: now, language: account.storedLanguage)
        let plan = snapshot.plan
        let signer = URLSigner(secret: app.config.signingSecret, purpose: purpose)
        let items = plan.requests.map { request in
            (occurrence: request.id, at: request.fireDate,
             message: message(for: request, categories: plan.categories, user: user, signer: signer, now: now))
        }
        try await PushSchedule.replace(on: db, user: user, app: .sleep, occurrencePrefix: prefix, with: items, now: now)
    }

    static let purpose = "sleep-push-action"

    /// The notification of one request: its texts, its category's buttons (each a signed link),
    /// Today when tapped; a snooze replaces its alarm on the device (same tag: the chain).
    static func message(
        for request: NotificationRequest, categories: [NotificationCategory], user: UUID, signer: URLSigner, now: Date
    ) -> PushMessage {
        let actions = categories.first { $0.id == request.categoryId }?.actions ?? []
        let expires = Int64(request.fireDate.addingTimeInterval(actionLifetime).timeIntervalSince1970)
        let ttl: TimeInterval = switch request.kind {
        case .dailyReminder: 3 * 3600
        // Worth ringing until the block is over; at least a few minutes.
        default: max(300, min(6 * 3600, (request.occurrence?.end ?? request.fireDate).timeIntervalSince(request.fireDate)))
        }
        return PushMessage(
            title: request.title, body: request.body, url: SleepURL.today.url, tag: request.chainId,
            actions: actions.map { action in
                PushMessage.Action(action: ActionName(id: action.id).rawValue, title: action.title,
                                   post: actionPath(user: user, request: request.id, action: action.id, expires: expires, signer: signer))
            },
            requireInteraction: request.interruptionLevel == .timeSensitive,
            urgency: request.interruptionLevel == .passive ? .normal : .high, ttl: Int(ttl))
    }

    static func actionPath(user: UUID, request: String, action: NotificationActionID, expires: Int64, signer: URLSigner) -> String {
        let name = ActionName(id: action).rawValue
        let signature = signer.signature(for: resource(user: user.uuidString, request: request, action: name), expires: expires)
        return SleepURL.pushAnswer(user: .value(user.uuidString), .value(request), action: .value(name))
            .url(query: [QueryItem("expires", String(expires)), QueryItem("signature", signature)])
    }

    static func resource(user: String, request: String, action: String) -> String {
        "\(user)\n\(request)\n\(action)"
    }
}

/// Re-plans the signed-in user's pushes after every PolySleep change that succeeded (a form or a
/// script's POST: an action, the schedule, the alarm settings, a History edit), so what is queued
/// always follows the plan the pages show.
struct SleepPushReplanMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        guard request.method == .POST, response.status.code < 400, let user = try? request.webUser?.requireID() else { return response }
        await request.application.push.replan([.sleep], user: user, on: request.application)
        return response
    }
}
