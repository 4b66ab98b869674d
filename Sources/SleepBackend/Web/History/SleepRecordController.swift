import Foundation
import ServerCore
import SleepKit
import Vapor
import WebUI

/// `GET`/`POST /sleep/history/:occurrence`: a History entry as a form. The occurrence is read
/// from the signed-in account's own plan and records only: an id of another plan is 404.
struct SleepRecordController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let path = SleepURL.historyRecord(.key).pathComponents
        routes.get(path, use: show)
        routes.post(path) { req in try await req.sleepForm(fallback: .history) { try await save(req) } }
        routes.post(SleepURL.historyRecordClear(.key).pathComponents) { req in
            try await req.sleepForm(fallback: .history) { try await clear(req) }
        }
    }

    /// The account, the occurrence and its record, or 404 when the history has no such entry.
    private func load(_ req: Request) async throws -> (SleepStore, SleepAccount, BlockOccurrence, BlockRecord?) {
        let (store, account) = try await req.sleepAccount()
        guard let id = req.parameters.get(SleepURL.occurrenceID), let occurrence = account.occurrence(id: id)
        else { throw SleepError.notFound }
        let record = try await store.reads.records(store.ownerID, [id])[id]
        var history = SleepHistory()
        if let record { history.upsert(record) }
        // What History lists: a day of the plan (not before the first schedule, not a block
        // planned before it was chosen) whose block has begun or has a record.
        let listed = account.ledger(from: occurrence.day, through: occurrence.day, history: history)
            .days.contains { $0.occurrences.contains(occurrence) }
        guard listed, record != nil || occurrence.start <= req.sleepNow else { throw SleepError.notFound }
        return (store, account, occurrence, record)
    }

    private func show(_ req: Request) async throws -> Response {
        let (_, account, occurrence, record) = try await load(req)
        return req.render(SleepRecordEditPage(account: account, occurrence: occurrence, record: record,
                                              language: req.language))
    }

    private func save(_ req: Request) async throws -> Response {
        let (store, account, occurrence, previous) = try await load(req)
        let form = try req.content.decode(SleepRecordForm.self)
        func refuse(_ errors: RecordFieldErrors) throws -> Response {
            if req.wantsJSON {
                throw AppError(.unprocessableEntity, code: "invalid_field", detail: errors.messages.values.sorted().joined(separator: " "),
                               field: errors.messages.keys.sorted().first,
                               errors: errors.messages.sorted { $0.key < $1.key }.map { FieldProblem(field: $0.key, reason: $0.value) })
            }
            return req.render(SleepRecordEditPage(account: account, occurrence: occurrence, record: previous, values: form,
                                                  errors: errors.messages, language: req.language),
                              status: .unprocessableEntity)
        }
        let edit: BlockRecordEdit
        switch form.edit(req.language) {
        case .failure(let errors): return try refuse(errors)
        case .success(let value): edit = value
        }
        let record = BlockRecord.edited(occurrence, previous: previous, edit: edit,
                                        in: account.scheduleCalendar(on: occurrence.day))
        let tracker = SleepTracker(db: store.db, account: account, now: req.sleepNow, language: req.language)
        let issues = try await tracker.edit(record)
        guard issues.isEmpty else { return try refuse(form.messages(for: issues, req.language)) }
        return finish(req, occurrence, flash: SleepActionText.recordSaved)
    }

    /// "Clear Entry": the record goes; a block of the past then reads as missed, as if nothing was recorded.
    private func clear(_ req: Request) async throws -> Response {
        let (store, _, occurrence, record) = try await load(req)
        guard record != nil, try await store.deleteRecord(occurrenceID: occurrence.id) else { throw SleepError.notFound }
        return finish(req, occurrence, flash: SleepActionText.recordCleared)
    }

    /// Back to the entry's month in History, with the flash (a script gets 204).
    private func finish(_ req: Request, _ occurrence: BlockOccurrence, flash: SleepActionText) -> Response {
        if req.wantsJSON { return Response(status: .noContent) }
        req.flash(req.text(flash))
        return req.redirect(to: SleepURL.historyMonth(SleepHistoryPage.key(occurrence.day)), redirectType: .normal)
    }
}
