import Foundation
import ServerCore
import SleepKit
import Vapor
import WebUI

/// The forms that set an account up and change its plan:
///
/// - `POST /sleep/welcome` (`template`, `timeZone`): the first schedule, from a template
/// - `POST /sleep/schedule` (``ScheduleForm``): the editor's buttons and Save
/// - `POST /sleep/alarms` (``AlarmSettingsForm``), `POST /sleep/alarms/calendar` (new secret link)
/// - `POST /sleep/adaptation`: start the adaptation over today
///
/// A page gets the editor or the settings back with the kit's messages; a script gets JSON.
struct SleepSetupController: RouteCollection {
    let feed: CalendarFeed

    func boot(routes: any RoutesBuilder) throws {
        routes.post(SleepURL.welcome.pathComponents, use: welcome)
        routes.post(SleepURL.schedule.pathComponents, use: saveSchedule)
        routes.post(SleepURL.alarms.pathComponents, use: saveAlarms)
        routes.post(SleepURL.resetCalendar.pathComponents, use: resetCalendar)
        routes.post(SleepURL.adaptation.pathComponents, use: restartAdaptation)
    }

    struct WelcomeForm: Content {
        var template: String
        var timeZone: String?
        var confirm: String?
    }

    /// The first schedule from a template (or, for `custom`, the editor with an empty draft).
    private func welcome(_ req: Request) async throws -> Response {
        let form = try req.content.decode(WelcomeForm.self)
        if form.template == "custom" { return req.redirect(to: SleepURL.schedule.url(query: [QueryItem("new", "1")]), redirectType: .normal) }
        guard let template = ScheduleTemplate(rawValue: form.template) else { throw SleepError.invalid(field: "template") }
        let store = try req.sleepStore()
        let schedule = template.makeSchedule(id: SleepSetup.scheduleID)
        if let account = try await store.reads.account(store.ownerID) {
            return try await change(req, account: account, to: schedule, confirmed: form.confirm == "1")
        }
        try await SleepSetup.create(store, schedule: schedule, zone: SleepSetup.zone(form.timeZone, req), req: req)
        return finish(req, location: SleepURL.today.url, flash: req.text(SleepActionText.scheduleSaved))
    }

    private func saveSchedule(_ req: Request) async throws -> Response {
        let form = try req.content.decode(ScheduleForm.self)
        let store = try req.sleepStore()
        let account = try await store.reads.account(store.ownerID)
        let base = account?.schedule ?? SleepSetup.emptySchedule
        var (draft, problems) = form.draft(from: base)
        guard problems.isEmpty else {
            if req.wantsJSON { throw SleepSetup.rowError(problems) }
            return req.render(SleepEditorPage.page(req, draft: draft, rowProblems: problems, form: form,
                                                   isFirstSchedule: account == nil), status: .unprocessableEntity)
        }
        switch try form.pressedAction() {
        case .addNap: draft.addBlock(kind: .nap, start: SleepSetup.nextFreeStart(draft.schedule, minutes: BlockKind.nap.defaultMinutes))
        case .addCore: draft.addBlock(kind: .core, start: SleepSetup.nextFreeStart(draft.schedule, minutes: BlockKind.core.defaultMinutes))
        case .remove(let id): draft.removeBlock(id: id)
        case .shift(let minutes): draft.shift(byMinutes: minutes)
        case .template(let template): draft.apply(template)
        case .save:
            guard let schedule = draft.save() else {
                if req.wantsJSON { throw SleepSetup.issuesError(draft, req.language) }
                return req.render(SleepEditorPage.page(req, draft: draft, isFirstSchedule: account == nil),
                                  status: .unprocessableEntity)
            }
            guard let account else {
                try await SleepSetup.create(store, schedule: schedule, zone: SleepSetup.zone(form.timeZone, req), req: req)
                return finish(req, location: SleepURL.today.url, flash: req.text(SleepActionText.scheduleSaved))
            }
            return try await change(req, account: account, to: schedule, confirmed: form.confirm == "1", draft: draft)
        }
        // An edit that is not a save: the editor shows the changed draft.
        if req.wantsJSON { return try SleepSetup.draftResponse(req, draft) }
        return req.render(SleepEditorPage.page(req, draft: draft, isFirstSchedule: account == nil))
    }

    private func change(
        _ req: Request, account: SleepAccount, to schedule: SleepSchedule, confirmed: Bool, draft: ScheduleDraft? = nil
    ) async throws -> Response {
        switch try await SleepPlanChanges(db: req.db, account: account, now: req.sleepNow).save(schedule, confirmed: confirmed) {
        case .saved(let restarted):
            let text = restarted ? SleepActionText.adaptationRestarted : .scheduleSaved
            return finish(req, location: SleepURL.today.url, flash: req.text(text))
        case .needsConfirmation:
            if !req.wantsJSON, let draft {
                return req.render(SleepEditorPage.page(req, draft: draft, needsConfirmation: true), status: .conflict)
            }
            throw AppError(.conflict, code: "sleep_confirm_reset",
                           detail: "This change restarts your adaptation. Send confirm=1 to save it.", field: "confirm")
        case .invalid(let issues):
            throw SleepSetup.issuesError(ScheduleDraft(schedule), req.language, issues: issues)
        }
    }

    private func saveAlarms(_ req: Request) async throws -> Response {
        let form = try req.content.decode(AlarmSettingsForm.self)
        let (store, account) = try await req.sleepAccount()
        switch form.settings(keeping: account.settings) {
        case .failure(let errors):
            if !req.wantsJSON {
                let now = try await SleepNow.load(store, account: account, now: req.sleepNow, language: req.language)
                let page = SleepAlarmsPage.page(req, now, feed: feed, settings: errors.kept, invalid: Set(errors.fields),
                                                typed: form.typed)
                return req.render(page, status: .unprocessableEntity)
            }
            throw AppError(.unprocessableEntity, code: "invalid_field", detail: "Check the highlighted fields.",
                           field: errors.fields.first,
                           errors: errors.fields.map { FieldProblem(field: $0, reason: SleepAlarmSettingsForm.problem($0, .en)) })
        case .success(let settings):
            try await store.updateProfile(now: req.sleepNow) {
                $0.settings = try SleepJSON.encode(settings)
                $0.language = req.language.rawValue
            }
            return finish(req, location: SleepURL.alarms.url, flash: req.text(SleepActionText.settingsSaved))
        }
    }

    private func resetCalendar(_ req: Request) async throws -> Response {
        let (store, _) = try await req.sleepAccount()
        try await store.updateProfile(now: req.sleepNow) { $0.calendarGeneration += 1 }
        return finish(req, location: SleepURL.alarms.url, flash: req.text(SleepActionText.calendarReset))
    }

    private func restartAdaptation(_ req: Request) async throws -> Response {
        let (store, account) = try await req.sleepAccount()
        let adaptation = Adaptation(startDate: account.today(req.sleepNow).startDate(in: account.calendar),
                                    difficulty: account.schedule.difficulty)
        try await store.updateProfile(now: req.sleepNow) {
            $0.adaptationStart = adaptation.startDate
            $0.adaptationDays = adaptation.dayCount
        }
        return finish(req, location: SleepURL.today.url, flash: req.text(SleepActionText.adaptationRestarted))
    }

    private func finish(_ req: Request, location: String, flash: String) -> Response {
        if req.wantsJSON { return Response(status: .noContent) }
        req.flash(flash)
        return req.redirect(to: location, redirectType: .normal)
    }
}
