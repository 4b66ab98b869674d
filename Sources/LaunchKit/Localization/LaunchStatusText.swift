import LaunchLibrary
import Localization

/// LL2's launch statuses in the reader's language, keyed on LL2's stable status ids (1–8).
/// LL2 sends English names only ("Go for Launch", "Launch Successful"); a status id LL2 adds
/// later shows LL2's own name rather than nothing (`text(for:_:)`).
public enum LaunchStatusText: String, LocalizedKey, CaseIterable {
    case go, toBeDetermined, success, failure, hold, inFlight, partialFailure, toBeConfirmed

    /// The key of an LL2 status id, nil for an id this table does not know.
    public init?(statusID: Int) {
        switch statusID {
        case 1: self = .go
        case 2: self = .toBeDetermined
        case 3: self = .success
        case 4: self = .failure
        case 5: self = .hold
        case 6: self = .inFlight
        case 7: self = .partialFailure
        case 8: self = .toBeConfirmed
        default: return nil
        }
    }

    /// The status as the reader reads it: translated when the id is known, else LL2's name.
    public static func text(for status: LaunchStatus, _ language: Language) -> String {
        Self(statusID: status.id)?.text(language) ?? status.name
    }

    public static let strings = StringTable<Self>(
        en: [
            .go: "Go for Launch", .toBeDetermined: "To Be Determined", .success: "Success", .failure: "Failure",
            .hold: "On Hold", .inFlight: "In Flight", .partialFailure: "Partial Failure", .toBeConfirmed: "To Be Confirmed",
        ],
        tr: [
            .go: "Fırlatmaya hazır", .toBeDetermined: "Belirlenecek", .success: "Başarılı", .failure: "Başarısız",
            .hold: "Beklemede", .inFlight: "Uçuşta", .partialFailure: "Kısmen başarısız", .toBeConfirmed: "Teyit bekliyor",
        ],
        fr: [
            .go: "Feu vert", .toBeDetermined: "À déterminer", .success: "Réussi", .failure: "Échec",
            .hold: "Suspendu", .inFlight: "En vol", .partialFailure: "Échec partiel", .toBeConfirmed: "À confirmer",
        ])
}
