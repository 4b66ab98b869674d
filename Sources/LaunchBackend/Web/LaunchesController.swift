import Foundation
import LaunchKit
import LaunchLibrary
import Localization
import ServerCore
import Vapor
import WebUI

/// The `/launches` pages. Registered on `app.web` (sessions and CSRF). Every LL2 read goes
/// through the proxy (`LaunchReader`), so a page view costs LL2 nothing while the cache is fresh.
struct LaunchesController: RouteCollection {
    let images: ImageLinks
    let map: MapSettings
    /// The private reminders feed's links (`ReminderFeedController` serves them).
    let reminderFeed: PrivateFeedToken

    /// The pad map's tiles, from `LL2UpstreamSettings` (nil: coordinates only).
    struct MapSettings: Sendable {
        var tiles: String?
        var attribution: String
    }

    static let welcomedCookie = "launches_welcomed"

    func boot(routes: any RoutesBuilder) throws {
        routes.get(LaunchesURL.home.pathComponents, use: home)
        routes.get(LaunchesURL.welcome.pathComponents, use: welcome)
        routes.get(LaunchesURL.program(.key).pathComponents, use: dashboard)
        routes.get(LaunchesURL.list.pathComponents, use: list)
        routes.get(LaunchesURL.search.pathComponents, use: search)
        routes.get(LaunchesURL.launch(.key).pathComponents, use: detail)
        routes.post(LaunchesURL.star(.key).pathComponents, use: star)
        routes.get(LaunchesURL.calendar(.key).pathComponents, use: calendar)
        routes.get(LaunchesURL.favourites.pathComponents, use: favourites)
        routes.get(LaunchesURL.about.pathComponents, use: about)
        routes.post(LaunchesURL.remind(.key).pathComponents, use: remind)
        routes.get(LaunchesURL.reminders.pathComponents, use: reminders)
        routes.post(LaunchesURL.resetReminderFeed.pathComponents, use: resetReminderFeed)
    }

    /// The programs grid; the introduction comes first, once (a cookie remembers it).
    @Sendable func home(_ req: Request) async throws -> Response {
        let welcomed = req.queryText("welcomed") == "1"
        guard welcomed || req.cookies[Self.welcomedCookie] != nil else {
            return req.redirect(to: LaunchesURL.welcome)
        }
        let reader = req.launchReader
        let loaded = await reader.programs()
        let mapper = ProgramMapper(formatting: reader.formatting)
        let cards = (loaded.value ?? []).map { program in
            ProgramsPage.Card(
                data: mapper.card(program),
                imageURL: images.link([program.image?.url].compactMap { $0 }, .card))
        }
        let page = ProgramsPage(cards: cards, notice: reader.notice(loaded))
        let response = req.render(page, status: cards.isEmpty && page.notice?.kind == .failed ? .serviceUnavailable : .ok)
        if welcomed {
            response.cookies[Self.welcomedCookie] = HTTPCookies.Value(
                string: "1", maxAge: 60 * 60 * 24 * 365 * 5, path: "/launches", isSecure: req.application.config.usesTLS,
                isHTTPOnly: true, sameSite: .lax)
        }
        return response
    }

    @Sendable func welcome(_ req: Request) async throws -> Response {
        let onboarding = await MainActor.run {
            OnboardingViewModel(formatting: req.launchFormatting, store: OnboardingStore(isCompleted: { false }, markCompleted: {})).pages
        }
        return req.render(WelcomePage(slides: onboarding))
    }

    @Sendable func list(_ req: Request) async throws -> Response {
        let segment = try Self.segment(req)
        let offset = try Self.offset(req)
        let programID = try Self.programID(req)
        let reader = req.launchReader
        let f = reader.formatting
        let loaded = await reader.launchList(segment, programID: programID, offset: offset, images: images)
        var programName: String?
        if let programID { programName = await reader.program(id: programID).value??.name }
        let answer = loaded.value
        let now = req.application.clock()
        let rows = answer?.counted(at: now, fetchedAt: loaded.fetchedAt(now: now), LaunchMapper(formatting: f)) ?? []
        let fetched = answer?.fetched ?? 0
        let model = LaunchListPage(
            segment: segment, segmentTitles: [.upcoming: f.text(LaunchScreenText.upcoming), .previous: f.text(LaunchScreenText.previous)],
            programID: programID, programName: programName, offset: offset, rows: rows,
            nextOffset: answer?.hasNext == true && fetched > 0 ? offset + fetched : nil, emptyText: f.text(LaunchScreenText.noLaunches),
            notice: reader.notice(loaded))
        return req.render(model, status: model.notice?.kind == .failed ? .serviceUnavailable : .ok)
    }

    /// Every cached launch searched; LL2 is never asked, whatever the query.
    @Sendable func search(_ req: Request) async throws -> Response {
        let query = (req.queryText("q") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let longest = LaunchSearchForm.maxQueryLength
        guard query.count <= longest else { throw AppError.badRequest(field: "q", "q must be at most \(longest) characters.") }
        let service = req.application.launches
        let f = req.launchFormatting
        let index = await service.launchIndex.current()
        let now = req.application.clock()
        let found = query.isEmpty ? [] : index.matches(SearchQuery(query), now: now)
        let mapper = LaunchMapper(formatting: f)
        let rows = found.prefix(LaunchSearchPage.limit).map {
            LaunchRow($0.launch, mapper: mapper, images: images, now: now, fetchedAt: $0.storedAt)
        }
        // Saved copies of different ages are searched together: the oldest shown says its age.
        let oldest = found.prefix(LaunchSearchPage.limit).map(\.storedAt).min().map { min($0, now) }
        return req.render(LaunchSearchPage(
            query: query, rows: Array(rows), moreMatches: found.count - rows.count,
            searched: f.formats.integer(index.entries.count), total: index.upstreamTotal.map { f.formats.integer($0) },
            oldestSaved: oldest.flatMap { now.timeIntervalSince($0) > DataNotice.oldCopyAge ? f.formats.relative($0, to: now) : nil }))
    }

    @Sendable func dashboard(_ req: Request) async throws -> Response {
        guard let programID = req.parameters.get(LaunchesURL.programID, as: Int.self), programID > 0 else {
            throw AppError.notFound("program")
        }
        let reader = req.launchReader
        let f = reader.formatting
        async let programLoad = reader.program(id: programID)
        async let historyLoad = reader.history(programID: programID)
        async let upcomingLoad = reader.launches(.upcoming, programID: programID, offset: 0)
        let (program, history, upcoming) = await (programLoad, historyLoad, upcomingLoad)
        if case .value(nil, _) = program { throw AppError.notFound("program") }
        let now = req.application.clock()
        // The upcoming list's copy counts too: "next launch" comes from it.
        let upcomingNotice = upcoming.value == nil ? nil : reader.notice(upcoming)
        var model = DashboardPage(
            programID: programID, data: nil, imageURL: nil, perYear: [], sampleSize: 0, nextLaunch: nil,
            notice: DataNotice.worst(DataNotice.worst(reader.notice(program), reader.notice(history)), upcomingNotice))
        if let found = program.value ?? nil {
            let launches = history.value?.results ?? []
            model.data = ProgramMapper(formatting: f).dashboard(
                found, launches: launches, totalFlights: history.value?.count ?? launches.count)
            model.imageURL = images.link([found.image?.url].compactMap { $0 }, .hero)
            model.perYear = DashboardPage.perYear(launches, calendar: f.calendar)
            model.sampleSize = launches.count
            let fetchedAt = upcoming.fetchedAt(now: now)
            if let next = LaunchPhase.next(of: upcoming.value?.results ?? [], fetchedAt: fetchedAt, now: now) {
                model.nextLaunch = LaunchRow(next, mapper: LaunchMapper(formatting: f), images: images, now: now, fetchedAt: fetchedAt)
            }
        }
        return req.render(model, status: model.data == nil ? .serviceUnavailable : .ok)
    }

    @Sendable func about(_ req: Request) async throws -> Response {
        let service = req.application.launches
        let f = req.launchFormatting
        let now = req.application.clock()
        let named: [(String, LL2Endpoint)] = [
            (f.text(LaunchScreenText.upcoming), service.requests.launches(.upcoming)), (f.text(LaunchScreenText.previous), service.requests.launches(.previous)),
            (req.translator(LaunchText.programsTitle), service.requests.programs),
        ]
        var lists: [AboutPage.ListStatus] = []
        for (name, endpoint) in named {
            guard let key = service.key(endpoint) else { continue }
            let cached = await service.cache.load(key)
            let source = await service.cache.source(of: key)
            // Never "in 20 hr": a copy stamped ahead of this clock (a snapshot made elsewhere, a
            // clock set back) was updated just now as far as this server can tell.
            let updated = cached.map { f.formats.relative(min($0.storedAt, now), to: now) }
            lists.append(.init(name: name, updated: updated, fromSnapshot: source == .snapshot))
        }
        let used = await service.budget.used(at: now)
        return req.render(AboutPage(lists: lists, requestsUsed: used, requestsLimit: service.settings.requestsPerHour))
    }

    // MARK: Query parameters (a bad value is a 400 that names it)

    static func segment(_ req: Request) throws -> LaunchSegment {
        guard let text = req.queryText("segment"), !text.isEmpty else { return .upcoming }
        guard let segment = LaunchSegment(rawValue: text) else {
            throw AppError.badRequest(field: "segment", "segment must be upcoming or previous.")
        }
        return segment
    }

    static func offset(_ req: Request) throws -> Int {
        guard let text = req.queryText("offset"), !text.isEmpty else { return 0 }
        guard let offset = Int(text), (0...100_000).contains(offset) else {
            throw AppError.badRequest(field: "offset", "offset must be a whole number from 0 to 100000.")
        }
        return offset
    }

    static func programID(_ req: Request) throws -> Int? {
        guard let text = req.queryText("program"), !text.isEmpty else { return nil }
        guard let id = Int(text), id > 0 else {
            throw AppError.badRequest(field: "program", "program must be a program's number.")
        }
        return id
    }
}
