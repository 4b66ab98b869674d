import Foundation
import Imaging
import MemoryAPI
import MemoryKit

/// What a photo's EXIF suggests for an entry: when (`DateTimeOriginal`, with
/// `OffsetTimeOriginal` or else the offset the client sent, else UTC) and where (GPS).
struct ExifSuggestion {
    var date: Date?
    var utcOffsetSeconds: Int?
    var location: Location?

    /// A position alone (an entry's own, for fresh suggestions).
    init(location: Location?) {
        self.location = location
    }

    /// The first image that has each piece wins.
    init(images: [ImageMetadata], offset clientOffset: Int?) {
        let fallback = TimeZone(secondsFromGMT: clientOffset ?? 0) ?? TimeZone(secondsFromGMT: 0)!
        if let resolved = images.lazy.compactMap({ $0.capturedAt?.resolved(fallback: fallback) }).first {
            date = resolved.date
            utcOffsetSeconds = EntryRules.isValidOffset(resolved.utcOffsetSeconds) ? resolved.utcOffsetSeconds : nil
        }
        if let point = images.lazy.compactMap(\.location).first {
            location = Location(latitude: point.latitude, longitude: point.longitude)
        }
    }

    /// Stored with the entry and answered as `suggestions`, with the nearest town and the
    /// suggested tags; nil when there is nothing to suggest.
    func json(place: PlaceSuggestions.Result) -> String? {
        guard date != nil || location != nil || !place.tags.isEmpty else { return nil }
        let value = Components.Schemas.Suggestions(
            occurredAt: date, utcOffsetSeconds: utcOffsetSeconds,
            location: location.map { .init(latitude: $0.latitude, longitude: $0.longitude, name: place.place?.place.label) },
            place: place.place.map(PlaceSuggestions.place), tags: place.tags.map(PlaceSuggestions.tag))
        return (try? JSONEncoder.api.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }
}
