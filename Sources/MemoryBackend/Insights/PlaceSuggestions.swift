import Fluent
import Foundation
import MemoryAPI
import Localization
import MemoryKit
import SQLKit
import Vapor

/// The place and tags offered for an entry: the town nearest its EXIF position, and tags the
/// owner gave entries from the same spot or the same weekday and time of day.
enum PlaceSuggestions {
    struct Result: Sendable {
        var place: PlaceMatch?
        var tags: [TagSuggestion]
    }

    /// How many of the owner's latest tagged entries the tag history reads.
    static let historyLimit = 2000

    static func make(
        for exif: ExifSuggestion, occurredAt: Date, utcOffsetSeconds: Int, tags: [String], userID: UUID,
        language: Language, app: Application, on db: any Database
    ) async throws -> Result {
        let location = exif.location
        let place = await location.asyncMap { await app.places.index(logger: app.logger)?.nearest(latitude: $0.latitude, longitude: $0.longitude) } ?? nil
        let history = try await taggedHistory(userID: userID, on: db)
        let suggested = TagSuggester(language: language).suggest(
            occurredAt: occurredAt, utcOffsetSeconds: utcOffsetSeconds, location: location, place: place?.place,
            history: history, existingTags: tags)
        return Result(place: place, tags: suggested)
    }

    /// The owner's latest tagged entries with when and where they happened.
    static func taggedHistory(userID: UUID, on db: any Database) async throws -> [TaggedMoment] {
        let sql = db.sql
        let rows = try await sql.raw("""
            SELECT e.id, e.occurred_at, e.utc_offset_seconds, e.latitude, e.longitude, t.name
            FROM memory_entries e
            JOIN memory_entry_tags et ON et.entry_id = e.id JOIN memory_tags t ON t.id = et.tag_id
            WHERE e.id IN (
                SELECT e2.id FROM memory_entries e2
                WHERE e2.user_id = \(bind: userID) AND EXISTS (SELECT 1 FROM memory_entry_tags x WHERE x.entry_id = e2.id)
                ORDER BY e2.occurred_at DESC LIMIT \(literal: historyLimit))
            ORDER BY e.occurred_at DESC, e.id, et.position
            """).all()
        var moments: [TaggedMoment] = []
        var lastID: UUID?
        for row in rows {
            let id = try row.decode(column: "id", as: UUID.self)
            let name = try row.decode(column: "name", as: String.self)
            if id == lastID {
                moments[moments.count - 1].tags.append(name)
                continue
            }
            lastID = id
            moments.append(TaggedMoment(
                tags: [name], occurredAt: try row.decode(column: "occurred_at", as: Date.self),
                utcOffsetSeconds: try row.decode(column: "utc_offset_seconds", as: Int.self), location: try row.entryLocation()))
        }
        return moments
    }

    static func place(_ match: PlaceMatch) -> Components.Schemas.PlaceSuggestion {
        .init(name: match.place.name, region: match.place.region, countryCode: match.place.countryCode,
              label: match.place.label, distanceKm: (match.distanceKilometres * 10).rounded() / 10)
    }

    static func tag(_ suggestion: TagSuggestion) -> Components.Schemas.TagSuggestion {
        .init(tag: suggestion.tag, reason: .init(rawValue: suggestion.reason.rawValue) ?? .sameTime)
    }
}

extension Optional {
    /// `map` with an async transform.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
