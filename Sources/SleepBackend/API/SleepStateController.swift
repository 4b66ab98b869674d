import Foundation
import ServerCore
import SleepKit
import Vapor

/// What the page's scripts read: `GET /sleep/api/now` (countdown, live activity, the plan the
/// in-page alarm clock rings by) and `GET /sleep/api/plan` ("Coming up" alone).
struct SleepStateController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(SleepURL.apiNow.pathComponents, use: now)
        routes.get(SleepURL.apiPlan.pathComponents, use: plan)
    }

    private func load(_ req: Request) async throws -> SleepNow {
        let (store, account) = try await req.sleepAccount()
        return try await SleepNow.load(store, account: account, now: req.sleepNow, language: req.language)
    }

    private func now(_ req: Request) async throws -> Response {
        let now = try await load(req)
        let state = now.todayState(ledger: now.ledger)
        let activity = state.liveActivity.map {
            NowDTO.Activity(occurrenceId: $0.occurrenceId, blockName: $0.blockName, startedAt: $0.startedAt, endsAt: $0.endsAt)
        }
        let body = NowDTO(
            now: now.now, timeZone: now.account.timeZone.identifier, statusLine: state.statusLine,
            countdownText: state.countdownText, countdownTarget: state.snapshot.next?.start, liveActivity: activity,
            startableOccurrenceId: state.startable?.id, plan: PlanDTO(now.plan))
        return try json(body)
    }

    private func plan(_ req: Request) async throws -> Response {
        try json(PlanDTO(try await load(req).plan))
    }

    private func json(_ body: some Content) throws -> Response {
        let response = Response(status: .ok)
        try response.content.encode(body, using: SleepAPICoding.encoder)
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}

/// Dates in the scripts' JSON are ISO 8601 (what `new Date(…)` reads).
enum SleepAPICoding {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}
