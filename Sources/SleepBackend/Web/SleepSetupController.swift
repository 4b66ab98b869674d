import Foundation
import ServerCore
import SleepKit
import Vapor

/// The forms that set an account up and change its plan:
///
/// - `POST /sleep/welcome` (`template`, `timeZone`): the first schedule, from a template
/// - `POST /sleep/schedule` (``ScheduleForm``): the editor's buttons and Save
/// - `POST /sleep/alarms` (``AlarmSettingsForm``), `POST /sleep/alarms/calendar` (new secret link)
/// - `POST /sleep/adaptation`: start the adaptation over today
struct SleepSetupController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let sleep = routes.grouped("sleep")
        sleep.post("welcome", use: welcome)
        sleep.post("schedule", use: saveSchedule)
        sleep.post("alarms", use: saveAlarms)
        sleep.post("alarms", "calendar", use: resetCalendar)
        sleep.post("adaptation", use: restartAdaptation)
    }

    struct WelcomeForm: Content {
        var template: String
        var timeZone: String?
        var confirm: String?
    }

    /// The first schedule from a template (or, for `custom`, the editor with an empty draft).
    private func welcome(_ req: Request) async throws -> Response {
        let form = try req.content.decode(WelcomeForm.self)
        if form.template == "custom" { return req.redirect(to: SleepPaths.schedule + "?new=1", redirectType: .normal) }
        guard let template = ScheduleTemplate(rawValue: form.template) else { throw SleepError.invalid(field: "template") }
        let store = try req.sleepStore()
        let schedule = template.makeSchedule(id: SleepSetup.scheduleID)
        if let account = try await store.account() {
            return try await change(req, account: account, to: schedule, confirmed: form.confirm == "1")
        }
        try await SleepSetup.create(store, schedule: schedule, zone: SleepSetup.zone(form.timeZone, req), req: req)
        return finish(req, location: SleepPaths.today, flash: req.text(SleepActionText.scheduleSaved))
    }

    private func saveSchedule(_ req: Request) async throws -> Response {
        let form = try req.content.decode(ScheduleForm.self)
        let store = try req.sleepStore()
        let account = try await store.account()
        let base = account?.schedule ?? SleepSetup.emptySchedule
        var (draft, problems) = form.draft(from: base)
        guard problems.isEmpty else { throw SleepSetup.rowError(problems) }
        switch try form.pressedAction() {
        case .addNap: draft.addBlock(kind: .nap, start: SleepSetup.nextFreeStart(draft.schedule))
        case .addCore: draft.addBlock(kind: .core, start: SleepSetup.nextFreeStart(draft.schedule))
        case .remove(let id): draft.removeBlock(id: id)
        case .shift(let minutes): draft.shift(byMinutes: minutes)
        case .template(let template): draft.apply(template)
        case .save:
            guard let schedule = draft.save() else { throw SleepSetup.issuesError(draft, req.sleepLanguage) }
            guard let account else {
                try await SleepSetup.create(store, schedule: schedule, zone: SleepSetup.zone(form.timeZone, req), req: req)
                return finish(req, location: SleepPaths.today, flash: req.text(SleepActionText.scheduleSaved))
            }
            return try await change(req, account: account, to: schedule, confirmed: form.confirm == "1")
        }
        // An edit that is not a save: the editor shows the changed draft (the page renders it).
        return try SleepSetup.draftResponse(req, draft)
    }

    private func change(_ req: Request, account: SleepAccount, to schedule: SleepSchedule, confirmed: Bool) async throws -> Response {
        switch try await SleepPlanChanges(db: req.db, account: account, now: req.sleepNow).save(schedule, confirmed: confirmed) {
        case .saved(let restarted):
            let text = restarted ? SleepActionText.adaptationRestarted : .scheduleSaved
            return finish(req, location: SleepPaths.today, flash: req.text(text))
        case .needsConfirmation:
            throw AppError(.conflict, code: "sleep_confirm_reset",
                           detail: "This change restarts your adaptation. Send confirm=1 to save it.", field: "confirm")
        case .invalid(let issues):
            throw SleepSetup.issuesError(ScheduleDraft(schedule), req.sleepLanguage, issues: issues)
        }
    }

    private func saveAlarms(_ req: Request) async throws -> Response {
        let form = try req.content.decode(AlarmSettingsForm.self)
        let (store, account) = try await req.sleepAccount()
        switch form.settings(keeping: account.settings) {
        case .failure(let errors):
            throw AppError(.unprocessableEntity, code: "invalid_field", detail: "Check the highlighted fields.",
                           field: errors.fields.first,
                           errors: errors.fields.map { FieldProblem(field: $0, reason: "Not a valid value.") })
        case .success(let settings):
            try await store.updateProfile(now: req.sleepNow) {
                $0.settings = try SleepJSON.encode(settings)
                $0.language = req.sleepLanguage.rawValue
            }
            return finish(req, location: SleepPaths.alarms, flash: req.text(SleepActionText.settingsSaved))
        }
    }

    private func resetCalendar(_ req: Request) async throws -> Response {
        let (store, _) = try await req.sleepAccount()
        try await store.updateProfile(now: req.sleepNow) { $0.calendarGeneration += 1 }
        return finish(req, location: SleepPaths.alarms + "#calendar", flash: req.text(SleepActionText.calendarReset))
    }

    private func restartAdaptation(_ req: Request) async throws -> Response {
        let (store, account) = try await req.sleepAccount()
        let adaptation = Adaptation(startDate: account.today(req.sleepNow).startDate(in: account.calendar),
                                    difficulty: account.schedule.difficulty)
        try await store.updateProfile(now: req.sleepNow) {
            $0.adaptationStart = adaptation.startDate
            $0.adaptationDays = adaptation.dayCount
        }
        return finish(req, location: SleepPaths.today, flash: req.text(SleepActionText.adaptationRestarted))
    }

    private func finish(_ req: Request, location: String, flash: String) -> Response {
        if req.wantsJSON { return Response(status: .noContent) }
        req.flash(flash)
        return req.redirect(to: location, redirectType: .normal)
    }
}
