import Foundation
import ServerCore
import SleepKit
import Vapor

/// The actions on one's sleep, for forms (they redirect, with a flash) and for the page's
/// scripts (`Accept: application/json`; CSRF token in `X-CSRF-Token`), at the same paths:
///
/// - `POST /sleep/start` (`occurrence` optional: the widget's "Nap Başlat" names one)
/// - `POST /sleep/awake`
/// - `POST /sleep/rate` (`occurrence`, `restedness` 1–5, `note`)
/// - `POST /sleep/notifications/:id/:action` (start, snooze, cancel, awake)
/// - `POST /sleep/timezone` (`timeZone`, an IANA identifier)
struct SleepActionsController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.post(SleepURL.start.pathComponents) { req in try await req.sleepForm(fallback: .today) { try await start(req) } }
        routes.post(SleepURL.awake.pathComponents) { req in try await req.sleepForm(fallback: .today) { try await awake(req) } }
        routes.post(SleepURL.rate.pathComponents) { req in try await req.sleepForm(fallback: .today) { try await rate(req) } }
        routes.post(SleepURL.answer(.key, action: .key).pathComponents) { req in
            try await req.sleepForm(fallback: .today) { try await answer(req) }
        }
        routes.post(SleepURL.timeZone.pathComponents) { req in
            try await req.sleepForm(fallback: .alarms) { try await timeZone(req) }
        }
    }

    struct StartForm: Content { var occurrence: String?; var `return`: String? }

    /// Start's fields are all optional, so a script may post no body at all ("start what is due").
    private func startForm(_ req: Request) throws -> StartForm {
        guard let body = req.body.data, body.readableBytes > 0 else { return StartForm() }
        return try req.content.decode(StartForm.self)
    }
    struct RateForm: Content { var occurrence: String; var restedness: Int; var note: String? }
    struct TimeZoneForm: Content { var timeZone: String; var `return`: String? }

    private func tracker(_ req: Request) async throws -> SleepTracker {
        let (_, account) = try await req.sleepAccount()
        return SleepTracker(db: req.db, account: account, now: req.sleepNow, language: req.language)
    }

    private func start(_ req: Request) async throws -> Response {
        let form = try startForm(req)
        let tracker = try await tracker(req)
        let occurrence = form.occurrence.flatMap { $0.isEmpty ? nil : $0 }
        let record = try await tracker.start(occurrenceID: occurrence)
        let name = tracker.account.scheduleCalendar(on: record.occurrence.day).name(of: record.occurrence, req.language)
        return try finish(req, record: record, location: req.safeReturnPath(form.return ?? SleepURL.today.url),
                          flash: req.text(SleepActionText.started, ["block": name]))
    }

    private func awake(_ req: Request) async throws -> Response {
        let tracker = try await tracker(req)
        let outcome = try await tracker.wake()
        let occurrence = outcome.record.occurrence
        let name = tracker.account.scheduleCalendar(on: occurrence.day).name(of: occurrence, req.language)
        guard let record = outcome.kept else {
            return try finish(req, record: nil, location: SleepURL.today.url, flash: tooShortText(req, block: name), warns: true)
        }
        return try finish(req, record: record, location: SleepURL.rating(record.id), rating: true,
                          flash: req.text(SleepActionText.woke, ["block": name]))
    }

    private func rate(_ req: Request) async throws -> Response {
        guard let form = try? req.content.decode(RateForm.self) else { throw SleepError.invalid(field: "restedness") }
        let tracker = try await tracker(req)
        let note = form.note?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (note?.count ?? 0) <= SleepLimits.noteLength else { throw SleepError.invalid(field: "note") }
        try await tracker.rate(occurrenceID: form.occurrence, value: form.restedness, note: note)
        return try finish(req, record: nil, location: SleepURL.today.url, flash: req.text(SleepActionText.rated))
    }

    private func answer(_ req: Request) async throws -> Response {
        guard let id = req.parameters.get(SleepURL.requestID),
            let name = req.parameters.get(SleepURL.actionName).flatMap(ActionName.init(rawValue:))
        else { throw SleepError.notFound }
        let tracker = try await tracker(req)
        let outcome = try await tracker.answer(requestID: id, action: name.id)
        let blockName = outcome.record.map {
            tracker.account.scheduleCalendar(on: $0.occurrence.day).name(of: $0.occurrence, req.language)
        } ?? ""
        let flash: String
        var warns = false
        var location = SleepURL.today.url
        switch name {
        case .start: flash = req.text(SleepActionText.started, ["block": blockName])
        case .cancel: flash = req.text(SleepActionText.cancelled, ["block": blockName])
        case .awake:
            warns = outcome.tooShort != nil
            if let removed = outcome.tooShort {
                let name = tracker.account.scheduleCalendar(on: removed.occurrence.day).name(of: removed.occurrence, req.language)
                flash = tooShortText(req, block: name)
            } else {
                flash = req.text(SleepActionText.woke, ["block": blockName])
            }
            if let record = outcome.record { location = SleepURL.rating(record.id) }
        case .snooze:
            if let next = outcome.requestsToAdd.first {
                let time = tracker.account.current.timeText(of: next.fireDate, req.language)
                flash = req.text(SleepActionText.snoozedUntil, ["time": time])
            } else {
                flash = req.text(SleepActionText.snoozeLimit)
            }
        }
        return try finish(req, record: outcome.record, location: location, rating: outcome.asksForRating,
                          snoozeLimit: outcome.snoozeLimitReached, flash: flash, warns: warns)
    }

    private func timeZone(_ req: Request) async throws -> Response {
        let form = try req.content.decode(TimeZoneForm.self)
        guard let zone = TimeZone(identifier: form.timeZone), TimeZone.knownTimeZoneIdentifiers.contains(zone.identifier)
        else { throw SleepError.invalid(field: "timeZone") }
        let (_, account) = try await req.sleepAccount()
        try await SleepPlanChanges(db: req.db, account: account, now: req.sleepNow).setTimeZone(zone)
        return try finish(req, record: nil, location: req.safeReturnPath(form.return ?? SleepURL.alarms.url),
                          flash: req.text(SleepActionText.timeZoneChanged, ["zone": zone.identifier]))
    }

    /// "I'm awake" too soon after Start: says the block was not recorded, and the shortest sleep that counts.
    private func tooShortText(_ req: Request, block: String) -> String {
        req.text(SleepActionText.tooShort, ["block": block, "minutes": String(Int(SleepHistory.minimumSleep / 60))])
    }

    /// JSON for scripts, else a redirect carrying the flash. A warning (`warns`: the action did
    /// not do what was asked) is flashed for scripts too: the alarm sheet's script goes to
    /// `location`, where the reader must learn why nothing was recorded.
    private func finish(
        _ req: Request, record: BlockRecord?, location: String, rating: Bool = false, snoozeLimit: Bool = false,
        flash: String, warns: Bool = false
    ) throws -> Response {
        if warns { req.flash(flash, kind: .warning) }
        guard req.wantsJSON else {
            if !warns { req.flash(flash) }
            return req.redirect(to: location, redirectType: .normal)
        }
        let body = ActionResultDTO(occurrenceId: record?.id, status: record?.status.rawValue, asksForRating: rating,
                                   snoozeLimitReached: snoozeLimit, location: location)
        let response = Response(status: .ok)
        try response.content.encode(body, as: .json)
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}

/// Limits on what a user types.
enum SleepLimits {
    /// A note on a block ("woke up twice") stays short.
    static let noteLength = 500
}
