import Foundation
import ServerCore
import SleepKit
import Vapor
import WebUI

/// The PolySleep pages (GET). Each one reads the signed-in account only, through ``SleepStore``;
/// before a first schedule every tab leads to Get started.
struct SleepPagesController: RouteCollection {
    let feed: CalendarFeed

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SleepURL.today.pathComponents, use: today)
        routes.get(SleepURL.welcome.pathComponents, use: welcome)
        routes.get(SleepURL.schedule.pathComponents, use: editor)
        routes.get(SleepURL.history.pathComponents, use: history)
        routes.get(SleepURL.analytics.pathComponents, use: analytics)
        routes.get(SleepURL.alarms.pathComponents, use: alarms)
        routes.get(SleepURL.widgets.pathComponents, use: widgets)
    }

    /// The account's "now", or the redirect to Get started.
    private func load(_ req: Request) async throws -> SleepNow? {
        let store = try req.sleepStore()
        guard let account = try await store.reads.account(store.ownerID) else { return nil }
        return try await SleepNow.load(store, account: account, now: req.sleepNow, language: req.language)
    }

    private func today(_ req: Request) async throws -> Response {
        guard let now = try await load(req) else { return req.redirect(to: SleepURL.welcome) }
        let page = SleepTodayPage(now, rateID: req.queryText("rate"), language: req.language,
                                  ringTitle: req.text(SleepText.ringTitle), ringCenter: req.text(SleepText.ringCenterLabel))
        return req.render(page)
    }

    private func welcome(_ req: Request) async throws -> Response {
        let account = try await req.sleepReadAccount()
        return req.render(SleepWelcomePage(current: account?.schedule, language: req.language))
    }

    private func editor(_ req: Request) async throws -> Response {
        let account = try await req.sleepReadAccount()
        let isNew = req.queryText("new") == "1"
        guard account != nil || isNew else { return req.redirect(to: SleepURL.welcome) }
        // "Build your own" starts from no blocks, also over a schedule in use (Save then asks,
        // since it restarts the adaptation); an empty draft's errors wait for Save.
        guard let account, !isNew else {
            return req.render(SleepEditorPage.page(req, draft: ScheduleDraft(SleepSetup.emptySchedule), showsErrors: false,
                                                   isFirstSchedule: account == nil))
        }
        return req.render(SleepEditorPage.page(req, draft: ScheduleDraft(account.schedule)))
    }

    private func history(_ req: Request) async throws -> Response {
        let store = try req.sleepStore()
        guard let account = try await store.reads.account(store.ownerID) else { return req.redirect(to: SleepURL.welcome) }
        let now = req.sleepNow
        let today = account.today(now)
        let asked = SleepHistoryPage.parse(req.queryText("month"))
        // A month after this one has nothing yet: show this one.
        let (year, month) = asked.flatMap { ($0.year, $0.month) <= (today.year, today.month) ? $0 : nil } ?? (today.year, today.month)
        let first = DayKey(year: year, month: month, day: 1)
        let start = first.startDate(in: account.calendar).addingTimeInterval(-86_400)
        let end = first.adding(days: 32, calendar: account.calendar).startDate(in: account.calendar)
        let records = try await store.reads.history(store.ownerID, DateInterval(start: start, end: end))
        let page = SleepHistoryPage(account: account, history: records, year: year, month: month, now: now,
                                    language: req.language, calendarTitle: req.text(SleepText.historyCalendarTitle))
        return req.render(page)
    }

    private func analytics(_ req: Request) async throws -> Response {
        guard let now = try await load(req) else { return req.redirect(to: SleepURL.welcome) }
        let titles = SleepAnalyticsPage.Titles(
            adherence: req.text(SleepText.adherenceTitle), sleep: req.text(SleepText.actualVsPlanned),
            planned: req.text(SleepText.plannedSeries), actual: req.text(SleepText.actualSeries),
            restedness: req.text(SleepText.restednessTitle), score: req.text(SleepText.scoreTitle),
            week: { [language = req.language] in SleepText.adherenceWeek.text(language, ["day": $0]) })
        return req.render(SleepAnalyticsPage(now, titles: titles))
    }

    private func widgets(_ req: Request) async throws -> Response {
        guard let now = try await load(req) else { return req.redirect(to: SleepURL.welcome) }
        return req.render(SleepWidgetsPage(now))
    }

    private func alarms(_ req: Request) async throws -> Response {
        guard let now = try await load(req) else { return req.redirect(to: SleepURL.welcome) }
        return req.render(SleepAlarmsPage.page(req, now, feed: feed))
    }
}

extension SleepEditorPage {
    /// The editor for `draft` in the request's language.
    static func page(
        _ req: Request, draft: ScheduleDraft, rowProblems: [ScheduleForm.RowProblem] = [], form: ScheduleForm? = nil,
        showsErrors: Bool = true, needsConfirmation: Bool = false, isFirstSchedule: Bool = false
    ) -> SleepEditorPage {
        SleepEditorPage(draft: draft, language: req.language, ringTitle: req.text(SleepText.ringTitle),
                        rowProblems: rowProblems, rawRows: form, showsErrors: showsErrors,
                        needsConfirmation: needsConfirmation, isFirstSchedule: isFirstSchedule)
    }
}

extension SleepAlarmsPage {
    /// The Alarms page with the account's secret calendar link.
    static func page(
        _ req: Request, _ now: SleepNow, feed: CalendarFeed, settings: NotificationSettings? = nil, invalid: Set<String> = [],
        typed: [String: String] = [:]
    ) -> SleepAlarmsPage {
        let token = feed.token(userID: now.account.userID, generation: now.account.calendarGeneration)
        return SleepAlarmsPage(now, settings: settings, invalidFields: invalid, typed: typed,
                               feedURL: req.application.config.absoluteURL(SleepURL.feed(token: token).url))
    }
}
