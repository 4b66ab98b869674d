import Foundation
import ServerCore
import SleepKit
import Vapor

/// `POST /sleep/push/:user/:id/:action?expires=&signature=`: a button pressed on a PolySleep
/// notification, sent by the service worker. The link is the credential: signed by the server
/// for this account, request and action, valid two days after the alarm. It does what the same
/// button does in the page (`SleepTracker.answer`), re-plans the pushes (a snooze is queued,
/// a started block's reminders go), and answers where to go and whether to open the app.
struct SleepPushActionController: RouteCollection {
    struct Answer: Content {
        var location: String
        /// The kit's "opens the app" for this action (Start, I'm awake).
        var open: Bool
    }

    func boot(routes: any RoutesBuilder) throws {
        routes.post(SleepURL.pushAnswer(user: .key, .key, action: .key).pathComponents, use: answer)
    }

    private func answer(_ req: Request) async throws -> Response {
        guard let userText = req.parameters.get(SleepURL.userID), let user = UUID(uuidString: userText),
            let requestID = req.parameters.get(SleepURL.requestID),
            let actionText = req.parameters.get(SleepURL.actionName), let action = ActionName(rawValue: actionText),
            let expires = req.query[Int64.self, at: "expires"], let signature = req.query[String.self, at: "signature"],
            URLSigner(secret: req.application.config.signingSecret, purpose: SleepPush.purpose).verify(
                signature, for: SleepPush.resource(user: userText, request: requestID, action: actionText), expires: expires,
                now: Date())
        else { throw AppError(.forbidden, code: "signature_invalid", detail: "This notification's button has expired.") }
        let now = req.application.clock()
        let store = SleepStore(db: req.db, ownerID: user)
        guard let account = try await store.reads.account(user) else { throw SleepError.notStarted }
        let tracker = SleepTracker(db: req.db, account: account, now: now, language: req.language)
        let outcome = try await tracker.answer(requestID: requestID, action: action.id)
        await req.application.push.replan([.sleep], user: user, on: req.application)
        var location = SleepURL.today.url
        if action == .awake, let record = outcome.record { location = SleepURL.rating(record.id) }
        let opens = account.planner(req.language).categories.flatMap(\.actions).first { $0.id == action.id }?.opensApp ?? false
        let response = Response(status: .ok)
        try response.content.encode(Answer(location: location, open: opens), as: .json)
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}
