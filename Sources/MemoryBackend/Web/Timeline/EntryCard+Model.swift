import Foundation
import MemoryAPI

/// What a timeline card or the detail page shows of one entry, made from the API's `Entry`
/// (the pages render what the JSON API answers; nothing is read twice).
struct EntryCardModel: Sendable {
    enum Kind: String, Sendable { case photo, audio, text, song }

    var id: String
    var kind: Kind
    var title: String?
    var description: String?
    /// Markdown of a text entry (the card shows its first lines, the detail all of it).
    var markdown: String?
    var tags: [String]
    var occurredAt: Date
    var utcOffsetSeconds: Int
    var placeName: String?
    var coordinates: (latitude: Double, longitude: Double)?
    var song: (title: String, artist: String, album: String?)?
    /// Photo URLs: a small thumbnail for the card, a large one (or the original) for the detail.
    var photos: [(thumbnail: String, large: String, width: Int?, height: Int?)]
    var audio: (url: String, seconds: Double?)?
    var transcript: String?
    var transcriptState: String?
    /// `en`, `tr`, `fr`: as named, heard or re-told after a correction.
    var transcriptLanguage: String?
    var mood: String?
    /// The words did not tell their language (the mood was read in the page's).
    var moodLanguageUnknown = false

    init(_ entry: Components.Schemas.Entry) {
        id = entry.id
        kind = Kind(rawValue: entry.kind.rawValue) ?? .text
        title = entry.title.flatMap { $0.isEmpty ? nil : $0 }
        description = entry.description
        markdown = entry.text
        tags = entry.tags
        occurredAt = entry.occurredAt
        utcOffsetSeconds = entry.utcOffsetSeconds
        placeName = entry.location?.name
        coordinates = entry.location.map { ($0.latitude, $0.longitude) }
        song = entry.song.map { ($0.title, $0.artist, $0.album) }
        photos = entry.media.filter { $0.contentType.hasPrefix("image/") }.map { media in
            let sorted = media.thumbnails.sorted { $0.size < $1.size }
            return (sorted.first?.url ?? media.url, sorted.last?.url ?? media.url, media.width, media.height)
        }
        audio = entry.media.first { $0.contentType.hasPrefix("audio/") }.map { ($0.url, $0.durationSeconds) }
        transcript = entry.transcript?.text
        transcriptState = entry.transcript?.state.rawValue
        transcriptLanguage = entry.transcript?.language?.rawValue
        mood = entry.mood?.mood.rawValue
        moodLanguageUnknown = entry.mood?.language == .unknown
    }

    /// A card for tests and previews, without going through the API types.
    init(id: String, kind: Kind, title: String?, markdown: String? = nil, tags: [String] = [], occurredAt: Date,
         utcOffsetSeconds: Int = 0, placeName: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.markdown = markdown
        self.tags = tags
        self.occurredAt = occurredAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.placeName = placeName
        photos = []
    }

    /// The day the entry belongs to, where it happened (a photo taken at 23:30 in Istanbul is
    /// that day's, wherever the reader is now).
    var localDay: DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt
        return calendar.dateComponents([.year, .month, .day], from: occurredAt)
    }
}
