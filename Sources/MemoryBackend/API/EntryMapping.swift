import Foundation
import MemoryAPI
import MemoryKit
import ServerCore

/// Rows to wire types, one place for every operation (entries, shared entries, replays).
struct EntryMapping {
    let settings: MemorySettings
    let now: Date

    func entry(_ record: EntryRecord) -> Components.Schemas.Entry {
        Components.Schemas.Entry(
            id: record.id.uuidString, kind: Self.kind(record.kind), title: record.title, description: record.details,
            text: record.text, tags: record.tags, occurredAt: record.occurredAt,
            utcOffsetSeconds: record.utcOffsetSeconds, location: record.location.map(Self.location),
            song: record.song.map(Self.song), isPrivate: record.isPrivate, media: record.media.map { media($0) },
            suggestions: record.suggestions.flatMap(Self.decodeSuggestions), transcript: Self.transcript(record),
            mood: record.mood.map { Self.mood($0, language: record.textLanguage) }, createdAt: record.createdAt, updatedAt: record.updatedAt)
    }

    static func transcript(_ record: EntryRecord) -> Components.Schemas.Transcript? {
        guard let state = record.transcriptState else { return nil }
        return .init(
            state: .init(rawValue: state.rawValue) ?? .pending, text: record.transcript,
            language: record.transcriptLanguage.flatMap(Components.Schemas.Transcript.LanguagePayload.init(rawValue:)),
            edited: record.transcriptEdited)
    }

    static func mood(_ reading: MoodReading, language: String?) -> Components.Schemas.MoodReading {
        .init(mood: .init(rawValue: reading.mood.rawValue) ?? .neutral, confidence: reading.confidence,
              language: language.flatMap(Components.Schemas.MoodReading.LanguagePayload.init(rawValue:)))
    }

    /// An entry as a share link shows it: no coordinates, no private fields, and photos only
    /// through their EXIF-free thumbnails.
    func sharedEntry(_ record: EntryRecord) -> Components.Schemas.SharedEntry {
        Components.Schemas.SharedEntry(
            id: record.id.uuidString, kind: Self.kind(record.kind), title: record.title, description: record.details,
            text: record.text, tags: record.tags, occurredAt: record.occurredAt,
            utcOffsetSeconds: record.utcOffsetSeconds, placeName: record.location?.name, song: record.song.map(Self.song),
            media: record.media.map { media($0, shared: true) })
    }

    func media(_ media: MediaRecord, shared: Bool = false) -> Components.Schemas.Media {
        let id = media.id
        let isImage = media.contentType.hasPrefix("image/")
        let thumbnails = media.thumbnails.map { size in
            Components.Schemas.Thumbnail(size: size, url: url(id, variant: size == 256 ? "thumb256" : "thumb1024"))
        }
        // A shared photo's "original" is its largest thumbnail: the original keeps its GPS EXIF.
        let originalURL = shared && isImage ? (media.thumbnails.contains(1024) ? url(id, variant: "thumb1024") : "")
            : url(id, variant: "original")
        return Components.Schemas.Media(
            id: id.uuidString, contentType: shared && isImage ? "image/jpeg" : media.contentType,
            byteSize: media.byteSize, width: media.width, height: media.height,
            durationSeconds: media.durationSeconds, url: originalURL, thumbnails: thumbnails)
    }

    /// `/api/media/{id}?variant=…&expires=…&signature=…`, valid for a few minutes.
    func url(_ mediaID: UUID, variant: String) -> String {
        let expires = Int64(now.addingTimeInterval(settings.mediaURLLifetime).timeIntervalSince1970)
        let signature = settings.signer.signature(for: MediaAccess.resource(mediaID, variant: variant), expires: expires)
        return "/api/media/\(mediaID.uuidString)?variant=\(variant)&expires=\(expires)&signature=\(signature)"
    }

    static func kind(_ kind: EntryKind) -> Components.Schemas.EntryKind {
        Components.Schemas.EntryKind(rawValue: kind.rawValue) ?? .text
    }

    static func location(_ location: Location) -> Components.Schemas.Location {
        .init(latitude: location.latitude, longitude: location.longitude, name: location.name)
    }

    static func song(_ song: SongDetails) -> Components.Schemas.Song {
        .init(title: song.title, artist: song.artist, album: song.album, genre: song.genre, playedAt: song.playedAt,
              source: .init(rawValue: song.source.rawValue) ?? .manual,
              listenedSeconds: song.listenedMilliseconds.map { $0 / 1000 })
    }

    static func decodeSuggestions(_ json: String) -> Components.Schemas.Suggestions? {
        try? JSONDecoder.api.decode(Components.Schemas.Suggestions.self, from: Data(json.utf8))
    }
}

extension JSONDecoder {
    /// Dates as the contract writes them (RFC 3339). One shared decoder: a timeline page
    /// decodes every entry's stored suggestions, and decoding does not change it.
    static let api: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

extension JSONEncoder {
    static let api: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}
