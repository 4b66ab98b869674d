import Foundation
import LaunchKit
import LaunchLibrary
import Localization
import ServerCore
import Vapor
import WebUI

/// "Remind me" per account: set from a launch's page, listed at `/launches/reminders` with the
/// private calendar link whose alarms ring at the kit's reminder offsets.
extension LaunchesController {
    struct RemindForm: Content {
        var reminded: String?
    }

    /// Sets (`reminded=1`) or clears (`reminded=0`) this account's reminder, then back to the
    /// launch. Setting, not toggling, so a repeated post leaves what was asked for.
    @Sendable func remind(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let id = try req.launchID()
        let form = try? req.content.decode(RemindForm.self)
        guard let value = form?.reminded, value == "1" || value == "0" else {
            throw AppError.badRequest(field: "reminded", LaunchText.invalidRemind.text(req.language))
        }
        let store = RemindersStore(db: req.db, ownerID: try user.requireID(), now: req.application.clock())
        if value == "1" {
            // The name and NET kept come from the launch itself, never from the form.
            let launch = try await Self.launchForSaving(id, req)
            if ReminderPlanner.refusal(for: launch, now: req.application.clock()) != nil {
                throw AppError(.conflict, code: "launch_over", detail: LaunchText.reminderTooLate.text(req.language), field: "reminded")
            }
            try await store.add(
                launchID: id, name: launch.name, net: launch.net, isExactTime: NetDateText.precision(of: launch).isExactTime,
                language: req.language.rawValue, timeZone: req.timeZone.identifier, held: LaunchPush.isHeld(launch))
            req.flash(LaunchText.reminderAdded.text(req.language))
        } else {
            try await store.remove(id)
            req.flash(LaunchText.reminderRemoved.text(req.language))
        }
        // Its pushes follow at once: T−1 h and T−10 min queued, or cancelled.
        await req.application.push.replan([.launches], user: try user.requireID(), on: req.application)
        return req.redirect(to: LaunchesURL.launch(.value(id)))
    }

    @Sendable func reminders(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let ownerID = try user.requireID()
        let reads = req.launchReads
        let f = req.launchFormatting
        let dates = NetDateText(formatting: f)
        let cached = await req.application.launches.launchIndex.current().launchesByID
        let rows = try await reads.reminders(ownerID).map { record in
            let launch = cached[record.launchID] ?? record.launch
            return KeptLaunchRow(launchID: record.launchID, name: launch.name, dateText: dates.text(for: launch))
        }
        let token = reminderFeed.token(userID: ownerID, generation: try await reads.feedGeneration(ownerID))
        // The reader's language and time zone ride along: a calendar app polling the feed sends
        // neither, and the descriptions' times ("NET 14:30") must be the subscriber's, not UTC.
        let feedURL = req.application.config.absoluteURL(
            LaunchesURL.reminderFeed(.value(token + ".ics")).url(query: [
                QueryItem("lang", req.language.rawValue), QueryItem("tz", req.timeZone.identifier),
            ]))
        return req.render(RemindersPage(rows: rows, feedURL: feedURL))
    }

    /// Ends the current feed link (a link shared by mistake stops working at once).
    @Sendable func resetReminderFeed(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        try await RemindersStore(db: req.db, ownerID: try user.requireID(), now: req.application.clock()).resetFeed()
        req.flash(LaunchText.feedResetDone.text(req.language))
        return req.redirect(to: LaunchesURL.reminders)
    }

    /// The launch `id` as LL2 (through the cache) has it; 404 when LL2 does not know it.
    static func launchForSaving(_ id: String, _ req: Request) async throws -> Launch {
        let reader = req.launchReader
        switch await reader.launch(id: id) {
        case .value(let launch, _):
            return launch
        case .failed(.http(404)):
            throw AppError.notFound("launch")
        case .failed(let error):
            throw AppError(
                .serviceUnavailable, code: LL2MirrorController.problem(for: error).code,
                detail: DataNotice.failure(error, reader.formatting).message)
        }
    }
}

/// `GET /launches/reminders/<token>.ics`: the subscription a calendar app polls. No session:
/// the token is the key. A wrong, reset, other-purpose or other-server token is 404.
struct ReminderFeedController: RouteCollection {
    let tokens: PrivateFeedToken

    func boot(routes: any RoutesBuilder) throws {
        routes.get(LaunchesURL.reminderFeed(.key).pathComponents, use: serve)
    }

    @Sendable func serve(_ req: Request) async throws -> Response {
        guard let file = req.parameters.get(LaunchesURL.feedFile), let (ownerID, generation) = tokens.verify(file: file) else {
            throw AppError.notFound("calendar")
        }
        let now = req.application.clock()
        let reads = req.launchReads
        guard try await reads.feedGeneration(ownerID) == generation, try await User.find(ownerID, on: req.db) != nil else {
            throw AppError.notFound("calendar")
        }
        // The cache's copy when it has one (a moved NET moves the alarms); LL2 is not asked.
        let cached = await req.application.launches.launchIndex.current().launchesByID
        let launches = try await reads.reminders(ownerID).map { cached[$0.launchID] ?? $0.launch }
        let language = req.queryText("lang").flatMap(Language.init(rawValue:)) ?? req.language
        let zone = req.queryText("tz").flatMap(TimeZone.init(identifier:)) ?? req.timeZone
        let f = req.application.launches.formatting(language: language, timeZone: zone)
        let text = ICalendarExporter(formatting: f, pageURL: LaunchesController.pageURL(req)).export(
            launches, now: now, reminders: ReminderPlanner(formatting: f), name: LaunchText.feedCalendarName.text(f.language))
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "calendar", parameters: ["charset": "utf-8"])
        // Calendar apps poll; a quarter of an hour keeps a change visible soon without a storm of reads.
        headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=900")
        headers.replaceOrAdd(name: .contentDisposition, value: "inline; filename=\"launch-reminders.ics\"")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }
}

extension CachedLaunchIndex.Snapshot {
    /// The cached launches by id.
    var launchesByID: [String: Launch] {
        Dictionary(entries.map { ($0.launch.id, $0.launch) }, uniquingKeysWith: { first, _ in first })
    }
}
