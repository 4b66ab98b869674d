import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import CivilCalendar
import Vapor
import WebUI

/// The `/memory` pages. Each page asks the contract's handler in-process, as the signed-in
/// web user (`req.asAPICaller`), so a page shows exactly what the JSON API answers and no rule
/// is written twice; the page's scripts call the same `/api/...` routes with the session and
/// its CSRF token (uploads go through the shared outbox).
struct MemoryWebController: RouteCollection {
    let handler: MemoryAPIHandler
    /// Where an entry's map gets its tiles (none by default: coordinates and a link only).
    var map = EntryDetailPage.MapSource()
    /// The daily reminder's private calendar links.
    let reminderFeed: DailyReminderFeed

    /// Set when the person finishes or skips the introduction, so it shows once per browser.
    static let welcomedCookie = "memory_welcomed"
    /// `/memory?welcomed=1`: the introduction's finishing link, which sets the cookie.
    static let welcomedParameter = "welcomed"

    /// Pages post forms; a listening history is one or a few large JSON or CSV files.
    static let bodyLimit: @Sendable (Request) -> ByteCount? = { req in
        req.url.path == MemoryURL.imports.url ? ByteCount(value: 2 * MemoryAPIHandler.maxImportFileBytes + 1024 * 1024) : "1mb"
    }

    /// The add sheet without JS posts photos (a few at the per-file limit): streamed, never held.
    static func uploadLimit(maxFileBytes: Int) -> @Sendable (Request) -> ByteCount? {
        { req in req.url.path == MemoryURL.add.url ? ByteCount(value: maxFileBytes * 4 + 1024 * 1024) : nil }
    }

    func boot(routes: any RoutesBuilder) throws {
        routes.get(MemoryURL.timeline.pathComponents, use: timeline)
        routes.get(MemoryURL.add.pathComponents, use: add)
        // Streamed: not the route's default 16 KB collect (see `uploadLimit`).
        routes.on(.POST, MemoryURL.add.pathComponents, body: .stream, use: create)
        routes.get(MemoryURL.entry(.key).pathComponents, use: entry)
        routes.post(MemoryURL.deleteEntry(.key).pathComponents, use: delete)
        routes.post(MemoryURL.restoreEntries.pathComponents, use: restore)
        routes.get(MemoryURL.editEntry(.key).pathComponents, use: edit)
        routes.post(MemoryURL.editEntry(.key).pathComponents, use: saveEdit)
        routes.post(MemoryURL.transcript(.key).pathComponents, use: saveTranscript)
        routes.get(MemoryURL.summary.pathComponents, use: summary)
        routes.get(MemoryURL.summaryImage.pathComponents, use: summaryImage)
        routes.get(MemoryURL.welcome.pathComponents) { req in
            _ = try req.requireWebUser()
            return req.render(MemoryWelcomePage())
        }
        routes.get(MemoryURL.settings.pathComponents, use: settings)
        routes.post(MemoryURL.reminder.pathComponents, use: setReminder)
        routes.post(MemoryURL.resetReminderFeed.pathComponents, use: resetReminderFeed)
        routes.get(MemoryURL.sharedLinks.pathComponents, use: sharedLinks)
        routes.post(MemoryURL.revokeShareLink(.key).pathComponents, use: revokeSharedLink)
        routes.get(MemoryURL.tags.pathComponents, use: tags)
        routes.post(MemoryURL.tags.pathComponents, use: createTag)
        routes.post(MemoryURL.renameTag(.key).pathComponents, use: renameTag)
        routes.post(MemoryURL.deleteTag(.key).pathComponents, use: deleteTag)
        routes.post(MemoryURL.restoreTag.pathComponents, use: restoreTag)
        routes.get(MemoryURL.export.pathComponents, use: export)
        routes.get(MemoryURL.imports.pathComponents, use: imports)
        routes.post(MemoryURL.imports.pathComponents, use: previewImport)
        routes.get(MemoryURL.importStatus(.key).pathComponents, use: importStatus)
        routes.post(MemoryURL.commitImport(.key).pathComponents, use: commitImport)
    }

    @Sendable func timeline(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let welcomed = req.queryText(Self.welcomedParameter) == "1"
        guard welcomed || req.cookies[Self.welcomedCookie] != nil else {
            return req.redirect(to: MemoryURL.welcome)
        }
        let response = try await timelinePage(req, user: user)
        if welcomed {
            response.cookies[Self.welcomedCookie] = HTTPCookies.Value(
                string: "1", maxAge: 60 * 60 * 24 * 365 * 5, path: "/memory", isSecure: req.application.config.usesTLS,
                isHTTPOnly: true, sameSite: .lax)
        }
        return response
    }

    private func timelinePage(_ req: Request, user: User) async throws -> Response {
        let query = (req.queryText("q") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        // A value a parameter can't take is refused by name (400, with the way back), not
        // silently read as the default: the person sees why the page is not what they asked for.
        let kind = try req.queryChoice("type", TimelinePage.KindFilter.self)
        let tag = req.queryText("tag").flatMap { $0.isEmpty ? nil : $0 }
        let page = try req.queryNumber("page", in: 1...10_000) ?? 1
        let grouping = try req.queryChoice("group", TimelinePage.Grouping.self) ?? .day
        let fromDay = req.queryText("from").flatMap { $0.isEmpty ? nil : $0 }
        let toDay = req.queryText("to").flatMap { $0.isEmpty ? nil : $0 }
        var model = TimelinePage(
            groups: [], grouping: grouping, query: query, kind: kind, tag: tag, page: page, hasMore: false, total: 0,
            tagChips: [], loadFailed: false, outboxAccount: try Self.outboxAccount(user), from: fromDay, to: toDay)
        model.undoIDs = req.takeUndoIDs(app: "memory")
        // A range that cannot be used is said beside its fields, and the list shows without it.
        let range: (from: Date?, to: Date?)
        do throws(TimelinePage.RangeProblem) {
            range = try TimelinePage.range(from: fromDay, to: toDay, in: req.timeZone)
        } catch {
            range = (nil, nil)
            model.rangeProblem = error
        }
        do {
            let input = Operations.ListEntries.Input(query: .init(
                from: range.from, to: range.to,
                _type: kind.flatMap { Components.Schemas.EntryKind(rawValue: $0.rawValue) }.map { [$0] },
                tag: tag.map { [$0] }, q: query.isEmpty ? nil : query, page: page, pageSize: TimelinePage.pageSize))
            let result = try await req.asAPICaller { try await handler.listEntries(input) }
            let list = try result.ok.body.json
            model.groups = TimelinePage.grouped(list.items.map(EntryCardModel.init), by: grouping)
            model.hasMore = list.hasMore
            model.total = list.total
            if page == 1 && !model.isFiltered {
                let today = Self.today(req)
                model.onThisDay = try await req.asAPICaller { try await handler.onThisDay(today) }
            }
            model.tagChips = try await Self.frequentTags(req, handler, limit: 8)
        } catch let error as AppError where error.status == .badRequest {
            throw error
        } catch {
            req.logger.report(error: error)
            model.loadFailed = true
        }
        let status: HTTPResponseStatus = model.loadFailed ? .serviceUnavailable : model.rangeProblem != nil ? .badRequest : .ok
        return req.render(model, status: status)
    }

    @Sendable func add(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        var page = AddEntryPage(outboxAccount: try Self.outboxAccount(user),
                                maxAudioSeconds: Int(handler.settings.limits.maxAudioSeconds), now: req.application.clock())
        page.frequentTags = try await Self.frequentTags(req, handler, limit: 6)
        return req.render(page)
    }

    /// The person's tags by how many entries carry them, most used first: the timeline's filter
    /// chips and the add sheet's suggestions.
    static func frequentTags(_ req: Request, _ handler: MemoryAPIHandler, limit: Int) async throws -> [String] {
        let tags = try await req.asAPICaller { try await handler.listTags(.init()) }
        return try tags.ok.body.json.items.filter { $0.entryCount > 0 }.sorted { $0.entryCount > $1.entryCount }.prefix(limit).map(\.name)
    }

    @Sendable func entry(_ req: Request) async throws -> Response {
        let id = req.parameters.get(MemoryURL.entryID) ?? ""
        let result = try await req.asAPICaller { try await handler.getEntry(.init(path: .init(entryId: id))) }
        return req.render(EntryDetailPage(card: await Self.card(try result.ok.body.json, req), map: map))
    }

    /// The entry page's card; an entry saved before places were named gets its name looked up
    /// now, so the page says where in words rather than as a coordinate.
    static func card(_ entry: Components.Schemas.Entry, _ req: Request) async -> EntryCardModel {
        var card = EntryCardModel(entry)
        if card.placeName == nil, let spot = card.coordinates {
            card.placeName = await PlaceNaming.named(
                Location(latitude: spot.latitude, longitude: spot.longitude), app: req.application)?.name
        }
        return card
    }

    @Sendable func delete(_ req: Request) async throws -> Response {
        let id = req.parameters.get(MemoryURL.entryID) ?? ""
        _ = try await req.asAPICaller { try await handler.deleteEntry(.init(path: .init(entryId: id))) }
        // The timeline's banner says so and offers Undo (the shared undo memory, as in Notes).
        req.rememberUndo([id], app: "memory")
        return req.redirect(to: MemoryURL.timeline)
    }

    /// Undo: the entries deleted within the undo window come back as they were.
    @Sendable func restore(_ req: Request) async throws -> Response {
        struct Selection: Content { var ids: [String]? }
        let userID = try req.requireWebUser().requireID()
        let repository = handler.entries(req, userID)
        var restored = 0
        for id in (try? req.content.decode(Selection.self).ids) ?? [] {
            guard let uuid = UUID(uuidString: id) else { continue }
            if try await repository.restore(uuid, now: req.application.clock()) { restored += 1 }
        }
        if restored > 0 { req.flash(req.pageContext.t(MemoryWebText.restored)) }
        return req.redirect(to: MemoryURL.timeline)
    }

    @Sendable func summary(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let now = req.application.clock()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = req.timeZone
        let today = calendar.dateComponents([.year, .month], from: now)
        // The same ranges as the summary API (`SummaryPeriod.validate()`), checked here so a bad
        // address is refused by name before anything is read.
        let year = try req.queryNumber("year", in: 1900...9999) ?? today.year ?? 2026
        let month: Int? = try req.queryText("month") == "all" ? nil : (Self.monthParameter(req) ?? today.month)
        let summary: Components.Schemas.Summary
        if let month {
            let result = try await req.asAPICaller { try await handler.getMonthlySummary(.init(query: .init(year: year, month: month))) }
            summary = try result.ok.body.json
        } else {
            let result = try await req.asAPICaller { try await handler.getYearlySummary(.init(query: .init(year: year))) }
            summary = try result.ok.body.json
        }
        var page = SummaryPage(summary: summary)
        page.collage = try await collage(summary.collagePhotoIds, req)
        page.current = today.year.flatMap { year in today.month.map { (year, $0) } }
        return req.render(page)
    }

    /// The collage's memories (the caller's own: the read is owner-scoped) in the summary's
    /// order, each by its first photo's thumbnail, the one the timeline's cards already use.
    private func collage(_ ids: [String], _ req: Request) async throws -> [SummaryPage.CollagePhoto] {
        guard !ids.isEmpty else { return [] }
        let userID = try req.requireWebUser().requireID()
        let mapping = handler.mapping(req)
        var cards: [String: EntryCardModel] = [:]
        for record in try await req.memoryReads.entries(userID, ids.compactMap { UUID(uuidString: $0) }) {
            let card = EntryCardModel(mapping.entry(record))
            cards[card.id.lowercased()] = card
        }
        return ids.compactMap { id in
            guard let card = cards[id.lowercased()], let photo = card.photos.first else { return nil }
            let local = card.occurredAt.addingTimeInterval(TimeInterval(card.utcOffsetSeconds))
            return .init(entryID: card.id, thumbnail: photo.thumbnail, title: card.title,
                         day: CivilDay(daysSinceEpoch: Int((local.timeIntervalSince1970 / 86_400).rounded(.down))))
        }
    }

    /// `month=1…12` (or `all`, read by the caller): anything else is refused naming both forms.
    static func monthParameter(_ req: Request) throws -> Int? {
        do {
            return try req.queryNumber("month", in: 1...12)
        } catch {
            throw AppError.badParameter("month", value: req.queryText("month") ?? "", allowed: "1–12, all")
        }
    }

    /// Today's date where the reader is (the app's clock in their time zone).
    static func today(_ req: Request) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = req.timeZone
        return calendar.dateComponents([.year, .month, .day], from: req.application.clock())
    }

    /// An opaque label for the browser's outbox (never the e-mail): items queued by one account
    /// are never shown or sent for another one signed in later in the same browser.
    static func outboxAccount(_ user: User) throws -> String {
        try user.requireID().uuidString.lowercased()
    }
}
