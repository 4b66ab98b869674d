import Foundation
import MemoryAPI
import MemoryKit

/// Between the contract's types and the client's own (drafts out, entries in).
enum WireEntry {
    static func metadata(_ draft: EntryDraft) -> Components.Schemas.EntryMetadata {
        Components.Schemas.EntryMetadata(
            kind: kind(draft.kind), title: draft.title, description: draft.description, text: draft.text,
            tags: draft.tags, occurredAt: draft.occurredAt, utcOffsetSeconds: draft.utcOffsetSeconds,
            location: draft.location.map(location), song: draft.song.map(song), isPrivate: draft.isPrivate)
    }

    static func update(_ draft: EntryDraft) -> Components.Schemas.EntryUpdate {
        Components.Schemas.EntryUpdate(
            title: draft.title, description: draft.description, text: draft.text, tags: draft.tags,
            occurredAt: draft.occurredAt, utcOffsetSeconds: draft.utcOffsetSeconds, location: draft.location.map(location),
            song: draft.song.map(song), isPrivate: draft.isPrivate)
    }

    static func kind(_ kind: EntryKind) -> Components.Schemas.EntryKind {
        switch kind {
        case .photo: .photo
        case .audio: .audio
        case .text: .text
        case .song: .song
        }
    }

    static func location(_ value: Location) -> Components.Schemas.Location {
        .init(latitude: value.latitude, longitude: value.longitude, name: value.name)
    }

    static func song(_ value: SongDetails) -> Components.Schemas.Song {
        .init(title: value.title, artist: value.artist, album: value.album, genre: value.genre, playedAt: value.playedAt)
    }

    static func entry(_ wire: Components.Schemas.Entry) -> TimelineEntry {
        TimelineEntry(
            id: wire.id.lowercased(), kind: EntryKind(rawValue: wire.kind.rawValue) ?? .text, title: wire.title,
            description: wire.description, text: wire.text, tags: wire.tags, occurredAt: wire.occurredAt,
            utcOffsetSeconds: wire.utcOffsetSeconds,
            location: wire.location.map { Location(latitude: $0.latitude, longitude: $0.longitude, name: $0.name) },
            song: wire.song.map {
                SongDetails(
                    title: $0.title, artist: $0.artist, album: $0.album, genre: $0.genre, playedAt: $0.playedAt,
                    source: $0.source.flatMap { SongSource(rawValue: $0.rawValue) } ?? .manual,
                    listenedMilliseconds: $0.listenedSeconds.map { $0 * 1000 })
            },
            isPrivate: wire.isPrivate, media: wire.media.map(media),
            suggestions: wire.suggestions.map {
                EntrySuggestions(
                    occurredAt: $0.occurredAt, utcOffsetSeconds: $0.utcOffsetSeconds,
                    location: $0.location.map { Location(latitude: $0.latitude, longitude: $0.longitude, name: $0.name) },
                    placeLabel: $0.place?.label)
            },
            createdAt: wire.createdAt, updatedAt: wire.updatedAt)
    }

    static func media(_ wire: Components.Schemas.Media) -> TimelineMedia {
        TimelineMedia(
            id: wire.id.lowercased(), contentType: wire.contentType, byteSize: wire.byteSize, width: wire.width,
            height: wire.height, durationSeconds: wire.durationSeconds, url: wire.url,
            thumbnailURL: wire.thumbnails.min { $0.size < $1.size }?.url)
    }
}

/// The contract's problem type as the client's `ServerProblem`.
enum WireProblem {
    static func problem(_ wire: Components.Schemas.Problem) -> ServerProblem {
        ServerProblem(
            status: wire.status, code: wire.code, title: wire.title, detail: wire.detail,
            fieldIssues: (wire.errors ?? []).compactMap { error in
                FieldIssue.Reason(rawValue: error.reason.rawValue).map { FieldIssue(field: error.field, reason: $0) }
            })
    }
}
