import Foundation
import Localization
import ServerCore
import Vapor
import WebUI
import ZipStream

/// Settings: the daily reminder (its time, and the private calendar link that rings it) and
/// "Export everything".
extension MemoryWebController {
    struct ReminderForm: Content {
        var time: String?
    }

    @Sendable func settings(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        return req.render(try await settingsPage(req, ownerID: try user.requireID()))
    }

    /// Sets the reminder's time (`time=HH:MM`) or turns it off (`time` empty).
    @Sendable func setReminder(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let ownerID = try user.requireID()
        let text = ((try? req.content.decode(ReminderForm.self))?.time ?? "").trimmingCharacters(in: .whitespaces)
        let store = DailyReminderStore(db: req.db, ownerID: ownerID, now: req.application.clock())
        guard text.isEmpty || MemorySettingsPage.minuteOfDay(text) != nil else {
            var page = try await settingsPage(req, ownerID: ownerID)
            page.reminderTime = text
            page.reminderError = req.pageContext.t(MemoryWebText.reminderTimeInvalid)
            return req.render(page, status: .badRequest)
        }
        let minute = MemorySettingsPage.minuteOfDay(text)
        try await store.setTime(minute, timeZone: req.timeZone, language: req.language)
        // The push reminder follows at once (moved, or cancelled when turned off).
        await req.application.push.replan([.memory], user: ownerID, on: req.application)
        req.flash(minute == nil ? req.pageContext.t(MemoryWebText.reminderOff)
                  : req.pageContext.t(MemoryWebText.reminderSaved, ["time": text]))
        return req.redirect(to: MemoryURL.settings)
    }

    /// Ends the current calendar link (one shared by mistake stops working at once).
    @Sendable func resetReminderFeed(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        try await DailyReminderStore(db: req.db, ownerID: try user.requireID(), now: req.application.clock()).resetFeed()
        req.flash(req.pageContext.t(MemoryWebText.reminderResetDone))
        return req.redirect(to: MemoryURL.settings)
    }

    private func settingsPage(_ req: Request, ownerID: UUID) async throws -> MemorySettingsPage {
        let reminder = try await req.memoryReads.reminder(ownerID)
        let token = reminderFeed.tokens.token(userID: ownerID, generation: reminder.feedGeneration)
        // The reader's language rides along: a calendar app polling the feed sends none of its own.
        let feedURL = req.application.config.absoluteURL(
            MemoryURL.reminderFeed(.value(token + ".ics")).url(query: [QueryItem("lang", req.language.rawValue)]))
        return MemorySettingsPage(reminderTime: reminder.minuteOfDay.map(MemorySettingsPage.timeText), feedURL: feedURL)
    }
}

/// `GET /memory/reminder/<token>.ics`: the daily reminder a calendar app polls. No session: the
/// token is the key. A wrong, reset, other-purpose or deleted account's token is 404.
struct DailyReminderFeedController: RouteCollection {
    let feed: DailyReminderFeed

    func boot(routes: any RoutesBuilder) throws {
        routes.get(MemoryURL.reminderFeed(.key).pathComponents, use: serve)
    }

    @Sendable func serve(_ req: Request) async throws -> Response {
        guard let file = req.parameters.get(MemoryURL.feedFile), let (ownerID, generation) = feed.tokens.verify(file: file) else {
            throw AppError.notFound("calendar")
        }
        let now = req.application.clock()
        let reminder = try await req.memoryReads.reminder(ownerID)
        guard reminder.feedGeneration == generation, try await User.find(ownerID, on: req.db) != nil else {
            throw AppError.notFound("calendar")
        }
        let language = req.queryText("lang").flatMap(Language.init(rawValue:)) ?? req.language
        let text = DailyReminderFeed.document(
            userID: ownerID, minuteOfDay: reminder.minuteOfDay, firstDay: reminder.updatedAt ?? now, now: now, language: language)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "calendar", parameters: ["charset": "utf-8"])
        // Calendar apps poll; a quarter of an hour keeps a change visible soon without a storm of reads.
        headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=900")
        headers.replaceOrAdd(name: .contentDisposition, value: "inline; filename=\"memory-reminder.ics\"")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }
}

extension MemoryWebController {
    /// `GET /memory/export`: everything of the signed-in account as a ZIP (`AccountExport`),
    /// streamed while it is written, with its length up front so the download shows progress.
    @Sendable func export(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let now = req.application.clock()
        let export = try await AccountExport(store: handler.settings.store, userID: try user.requireID(), now: now)
            .archive(reads: req.memoryReads)
        // The scratch file behind `entries.json` lives as long as the body (`ExportScratchFile`).
        let body = ZipResponseBody.body(ZipArchiveStream(export.entries, timeZone: req.timeZone), for: req)
        var headers = HTTPHeaders()
        headers.contentType = .zip
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"memory-recap.zip\"")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: .ok, headers: headers, body: body)
    }
}
