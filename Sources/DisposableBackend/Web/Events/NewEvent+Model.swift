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
            reveal: chosenReveal == "later" ? .later : .now, revealAt: chosenRevealAt(timeZone), timeZone: timeZone.identifier,
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
        let fields = (error.errors?.map(\.field) ?? []) + [error.field].compactMap { $0 }
        var problems: [String: DisposableText] = [:]
        for field in fields {
            switch field {
            case "name": problems["name"] = .nameRequired
            case "organizerName": problems["organizerName"] = .nameRequired
            case "shotsPerPerson": problems["shotsPerPerson"] = .shotsHint
            case "revealAt": problems["revealAt"] = .revealAtHint
            case let consent where consent.hasPrefix("consent"): problems["consent"] = .consentRequired
            default: problems[field] = .nameRequired
            }
        }
        return problems
    }
}
