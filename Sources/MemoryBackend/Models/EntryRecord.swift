import Fluent
import Foundation
import MemoryKit

/// An entry with what hangs from it, as the API shows it.
struct EntryRecord: Sendable {
    var entry: MemoryEntry
    var tags: [String]
    var media: [EntryMedia]

    var id: UUID { entry.id! }
    var kind: EntryKind { EntryKind(rawValue: entry.kind) ?? .text }

    var location: Location? {
        guard let latitude = entry.latitude, let longitude = entry.longitude else { return nil }
        return Location(latitude: latitude, longitude: longitude, name: entry.placeName)
    }

    var song: SongDetails? {
        guard let title = entry.songTitle, let artist = entry.songArtist else { return nil }
        return SongDetails(
            title: title, artist: artist, album: entry.songAlbum, genre: entry.songGenre, playedAt: entry.songPlayedAt)
    }
}

extension MemoryEntry {
    /// Copies the user-editable fields of a validated draft.
    func apply(_ draft: EntryDraft) {
        title = draft.title
        details = draft.description
        text = draft.text
        occurredAt = draft.occurredAt
        utcOffsetSeconds = draft.utcOffsetSeconds
        latitude = draft.location?.latitude
        longitude = draft.location?.longitude
        placeName = draft.location?.name
        songTitle = draft.song?.title
        songArtist = draft.song?.artist
        songAlbum = draft.song?.album
        songGenre = draft.song?.genre
        songPlayedAt = draft.song?.playedAt
        isPrivate = draft.isPrivate
        searchDocument = EntrySearch.document(
            title: draft.title, description: draft.description, text: draft.text, tags: draft.tags, song: draft.song,
            placeName: draft.location?.name)
    }
}
