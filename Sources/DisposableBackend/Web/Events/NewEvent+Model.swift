import DisposableAPI
import DisposableKit
import Foundation
import Localization
import ServerCore
import Vapor

/// The create-event form as posted (every field a string: an emptied number field must come
/// back with its message, not fail to decode).
struct NewEventForm: Content, Sendable {
    var name: String?
    var organizerName: String?
    var durationHours: String?
    var shotsPerPerson: String?
    var reveal: String?
    /// With "later": a `datetime-local` value in the reader's time zone; empty means the end.
    var revealAt: String?
    /// A `datetime-local` value in the reader's time zone; empty means now.
    var startsAt: String?
    var consent: String?

    static let durations = [6, 24, 72, 192]

    var chosenDuration: Int { durationHours.flatMap(Int.init) ?? EventParameters.defaultDurationHours }
    var chosenReveal: String { reveal == "later" ? "later" : "now" }

    /// The typed reveal time, when "later" is chosen and a time was typed.
    func chosenRevealAt(_ timeZone: TimeZone) -> Date? {
        guard chosenReveal == "later", let typed = revealAt?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else {
            return nil
        }
        return Self.localDate(typed, timeZone)
    }

    /// A typed reveal time that is not a date (a browser without a date picker sends text).
    func revealAtIsUnreadable(_ timeZone: TimeZone) -> Bool {
        chosenReveal == "later" && !(revealAt ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            && chosenRevealAt(timeZone) == nil
    }

    /// The typed start, when one was typed.
    func chosenStartsAt(_ timeZone: TimeZone) -> Date? {
        guard let typed = startsAt?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else { return nil }
        return Self.localDate(typed, timeZone)
    }

    /// A typed start that is not a date.
    func startsAtIsUnreadable(_ timeZone: TimeZone) -> Bool {
        !(startsAt ?? "").trimmingCharacters(in: .whitespaces).isEmpty && chosenStartsAt(timeZone) == nil
    }

    /// `2026-06-14T18:30` (what `datetime-local` sends) as a moment in `timeZone`.
    static func localDate(_ text: String, _ timeZone: TimeZone) -> Date? {
        guard let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?/) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = DateComponents(year: Int(match.1), month: Int(match.2), day: Int(match.3), hour: Int(match.4),
                                   minute: Int(match.5))
        guard parts.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: parts)
    }

    func newEvent(timeZone: TimeZone, language: Language) -> Components.Schemas.NewEvent {
        Components.Schemas.NewEvent(
            name: name ?? "", organizerName: organizerName ?? "", durationHours: chosenDuration,
            // An unreadable number is sent as 0 so the handler names the field.
            shotsPerPerson: shotsPerPerson.map { Int($0.trimmingCharacters(in: .whitespaces)) ?? 0 },
            reveal: chosenReveal == "later" ? .later : .now, revealAt: chosenRevealAt(timeZone),
            startsAt: chosenStartsAt(timeZone), timeZone: timeZone.identifier,
            language: Components.Schemas.NewEvent.LanguagePayload(rawValue: language.rawValue),
            consent: .init(termsVersion: DisposableSettings.termsVersion, accepted: consent == "on"))
    }
}

/// `/disposable/new`: the event's few parameters, fixed once created; problems by field.
struct NewEventPage: Sendable {
    var form: NewEventForm
    var problems: [String: DisposableText] = [:]

    /// The handler's field names as the form's, each with the sentence that says what to do.
    static func problems(_ error: AppError) -> [String: DisposableText] {
        problems(fields: (error.errors?.map(\.field) ?? []) + [error.field].compactMap { $0 })
    }

    /// Every problem of `form` at once, by DisposableKit's rules: the API stops at its first
    /// kind (consent, then the parameters, then the name), so a form sent empty would be
    /// marked one field per try.
    static func problems(_ form: NewEventForm, now: Date, timeZone: TimeZone) -> [String: DisposableText] {
        var fields: [String] = []
        let event = form.newEvent(timeZone: timeZone, language: .en)
        let parameters = EventParameters(
            name: event.name, durationHours: event.durationHours ?? EventParameters.defaultDurationHours,
            shotsPerPerson: event.shotsPerPerson ?? EventParameters.defaultShotsPerPerson,
            reveal: event.reveal == .later ? .later : .now, revealAt: event.revealAt, startsAt: event.startsAt)
        do { _ = try parameters.validated(now: now) } catch { fields += error.issues.map(\.field) }
        do { _ = try DisplayName.validated(event.organizerName, field: "organizerName") } catch { fields += error.issues.map(\.field) }
        if !event.consent.accepted { fields.append("consent.accepted") }
        var found = problems(fields: fields)
        // The rule has one bound on each side: say which one the time is past.
        if found["revealAt"] != nil, let revealAt = event.revealAt {
            found["revealAt"] = revealAt <= max(now, event.startsAt ?? now) ? .revealAtPast : .revealAtTooLate
        }
        return found
    }

    private static func problems(fields: [String]) -> [String: DisposableText] {
        var problems: [String: DisposableText] = [:]
        for field in fields {
            switch field {
            case "name": problems["name"] = .eventNameRequired
            case "organizerName": problems["organizerName"] = .nameRequired
            case "shotsPerPerson": problems["shotsPerPerson"] = .shotsOutOfRange
            case "revealAt": problems["revealAt"] = .revealAtHint
            case "startsAt": problems["startsAt"] = .startsAtOutOfRange
            case let consent where consent.hasPrefix("consent"): problems["consent"] = .consentRequired
            default: problems[field] = .checkFields
            }
        }
        return problems
    }
}
