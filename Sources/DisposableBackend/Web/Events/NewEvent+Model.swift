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
    var consent: String?

    static let durations = [6, 24, 72, 192]

    var chosenDuration: Int { durationHours.flatMap(Int.init) ?? EventParameters.defaultDurationHours }
    var chosenReveal: String { reveal == "later" ? "later" : "now" }

    func newEvent(timeZone: TimeZone, language: Language) -> Components.Schemas.NewEvent {
        Components.Schemas.NewEvent(
            name: name ?? "", organizerName: organizerName ?? "", durationHours: chosenDuration,
            // An unreadable number is sent as 0 so the handler names the field.
            shotsPerPerson: shotsPerPerson.map { Int($0.trimmingCharacters(in: .whitespaces)) ?? 0 },
            reveal: chosenReveal == "later" ? .later : .now, timeZone: timeZone.identifier,
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
            case let consent where consent.hasPrefix("consent"): problems["consent"] = .consentRequired
            default: problems[field] = .nameRequired
            }
        }
        return problems
    }
}
