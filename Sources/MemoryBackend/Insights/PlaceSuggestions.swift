import Fluent
import Foundation
import MemoryAPI
import Localization
import MemoryKit
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
        language: Language, app: Application, reads: MemoryReads
    ) async throws -> Result {
        let location = exif.location
        let place = await location.asyncMap { await app.places.index(logger: app.logger)?.nearest(latitude: $0.latitude, longitude: $0.longitude) } ?? nil
        let history = try await reads.taggedHistory(userID, historyLimit)
        let suggested = TagSuggester(language: language).suggest(
            occurredAt: occurredAt, utcOffsetSeconds: utcOffsetSeconds, location: location, place: place?.place,
            history: history, existingTags: tags)
        return Result(place: place, tags: suggested)
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
