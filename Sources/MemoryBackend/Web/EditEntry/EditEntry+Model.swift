import Foundation
import MemoryAPI

/// `/memory/entries/{id}/edit`: an entry's text, tags, date and privacy. The date is shown and
/// read in the entry's own UTC offset (where it happened), which the save keeps.
struct EditEntryPage: Sendable {
    /// The form's fields as the person sees (or last typed) them.
    struct Values: Sendable, Equatable {
        var title: String
        var text: String
        var tags: String
        var occurredAt: String
        var isPrivate: Bool
    }

    /// The fields a refused save names.
    enum Field: String, Sendable, CaseIterable { case title, text, tags, occurredAt }

    var id: String
    var kind: Components.Schemas.EntryKind
    var values: Values
    var errors: [Field: String] = [:]

    init(entry: Components.Schemas.Entry) {
        id = entry.id
        kind = entry.kind
        values = Values(
            title: entry.title ?? "", text: entry.text ?? "", tags: entry.tags.joined(separator: ", "),
            occurredAt: Self.localText(entry.occurredAt, utcOffsetSeconds: entry.utcOffsetSeconds), isPrivate: entry.isPrivate)
    }

    /// `2025-11-23T09:30`, as a `datetime-local` field shows it.
    static func localText(_ date: Date, utcOffsetSeconds: Int) -> String {
        FormValues.text(date, in: zone(utcOffsetSeconds))
    }

    /// The field's value back as an instant, or nil when it is not a date and time.
    static func date(_ text: String, utcOffsetSeconds: Int) -> Date? {
        FormValues.date(text, in: zone(utcOffsetSeconds))
    }

    /// The API's field for a problem (`tags[2]`, `title`) as the form's field, if it has one.
    static func field(_ apiField: String) -> Field? {
        Field.allCases.first { apiField == $0.rawValue || apiField.hasPrefix($0.rawValue + "[") }
    }

    private static func zone(_ utcOffsetSeconds: Int) -> TimeZone {
        TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt
    }
}
