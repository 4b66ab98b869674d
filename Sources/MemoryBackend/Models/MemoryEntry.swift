import Fluent
import Foundation

/// One timeline entry of a user: photo, audio, text or song.
final class MemoryEntry: Model, @unchecked Sendable {
    static let schema = "memory_entries"

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date

    // data
    @Field(key: "kind") var kind: String
    @OptionalField(key: "title") var title: String?
    @OptionalField(key: "description") var details: String?
    @OptionalField(key: "text") var text: String?
    @Field(key: "occurred_at") var occurredAt: Date
    @Field(key: "utc_offset_seconds") var utcOffsetSeconds: Int
    @OptionalField(key: "latitude") var latitude: Double?
    @OptionalField(key: "longitude") var longitude: Double?
    @OptionalField(key: "place_name") var placeName: String?
    @OptionalField(key: "song_title") var songTitle: String?
    @OptionalField(key: "song_artist") var songArtist: String?
    @OptionalField(key: "song_album") var songAlbum: String?
    @OptionalField(key: "song_genre") var songGenre: String?
    @OptionalField(key: "song_played_at") var songPlayedAt: Date?
    @Field(key: "is_private") var isPrivate: Bool
    /// What EXIF suggested at upload (JSON of `Components.Schemas.Suggestions`), kept for clients.
    @OptionalField(key: "suggestions") var suggestions: String?
    /// What a voice diary said (`TranscriptState` says whether it is there yet).
    @OptionalField(key: "transcript") var transcript: String?
    @OptionalField(key: "transcript_state") var transcriptState: String?
    @OptionalField(key: "transcript_language") var transcriptLanguage: String?
    /// The owner corrected the transcript; a late job never overwrites it.
    @OptionalField(key: "transcript_edited") var transcriptEdited: Bool?
    @OptionalField(key: "mood") var mood: String?
    @OptionalField(key: "mood_confidence") var moodConfidence: Double?
    /// The language the mood was read in (`en`, `tr`, `fr`, or `unknown`: the words did not tell).
    @OptionalField(key: "text_language") var textLanguage: String?
    @OptionalField(key: "song_source") var songSource: String?
    @OptionalField(key: "song_listened_ms") var songListenedMs: Int?
    /// `ImportedPlay.dedupeKey` of an imported song; unique per owner.
    @OptionalField(key: "import_key") var importKey: String?
    /// The Turkish-folded text full-text search indexes (PostgreSQL reads it directly).
    @Field(key: "search_document") var searchDocument: String

    // relationships
    @Field(key: "user_id") var userID: UUID
    @Children(for: \.$entry) var media: [EntryMedia]

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $updatedAt, $kind, $title, $details, $text, $occurredAt, $utcOffsetSeconds, $latitude,
         $longitude, $placeName, $songTitle, $songArtist, $songAlbum, $songGenre, $songPlayedAt, $isPrivate,
         $suggestions, $transcript, $transcriptState, $transcriptLanguage, $transcriptEdited, $mood, $moodConfidence,
         $textLanguage, $songSource, $songListenedMs, $importKey, $searchDocument, $userID, $media]
    }
}
