import Fluent
import Foundation
import Localization
import MemoryKit

/// An entry with what hangs from it, as the API shows it.
///
/// A plain value read straight from SQL (`MemoryReads`): Fluent builds its models by reflection
/// over every property of every row, which was 40 % of a timeline page. Fluent models stay
/// for writes.
struct EntryRecord: Sendable {
    var id: UUID
    var kind: EntryKind
    var title: String?
    var details: String?
    var text: String?
    var occurredAt: Date
    var utcOffsetSeconds: Int
    var location: Location?
    var song: SongDetails?
    var isPrivate: Bool
    /// What EXIF suggested at upload, as stored (JSON of `Components.Schemas.Suggestions`).
    var suggestions: String?
    var transcript: String?
    var transcriptState: TranscriptState?
    var transcriptLanguage: String?
    var transcriptEdited = false
    var mood: MoodReading?
    /// `en`, `tr`, `fr`, or `unknown` (see `MemoryEntry.textLanguage`).
    var textLanguage: String?
    var createdAt: Date
    var updatedAt: Date
    var tags: [String] = []
    var media: [MediaRecord] = []

    /// The folded text search indexes, from the fields as they are now.
    var searchDocument: String {
        EntrySearch.document(
            title: title, description: details, text: text, tags: tags, song: song, placeName: location?.name,
            transcript: transcript)
    }
}

/// A file of an entry as the API shows it (see `EntryMedia` for the stored row).
struct MediaRecord: Sendable {
    var id: UUID
    var contentType: String
    var byteSize: Int64
    var width: Int?
    var height: Int?
    var durationSeconds: Double?
    /// Long edges of the thumbnails that exist.
    var thumbnails: [Int]
}

extension MemoryEntry {
    /// Copies the user-editable fields of a validated draft and reads the mood again.
    func apply(_ draft: EntryDraft, language: Language) {
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
        songSource = draft.song?.source.rawValue
        songListenedMs = draft.song?.listenedMilliseconds
        isPrivate = draft.isPrivate
        updateMood(pageLanguage: language)
        searchDocument = EntrySearch.document(
            title: draft.title, description: draft.description, text: draft.text, tags: draft.tags, song: draft.song,
            placeName: draft.location?.name, transcript: transcript)
    }
}
