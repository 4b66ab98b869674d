import Fluent
import Foundation
import Localization
import MemoryKit
import SQLKit

/// The language an entry's words were read in (`en`, `tr`, `fr`, or `unknown` when they did not
/// tell): the mood follows the words' language, not the page's, and the entry says when it
/// could not be told. NULL for entries without words.
///
/// Entries already stored were read in the language of the page they were typed on ("Yarınki
/// sınav…" under the English page stored as neutral), so their moods are read again here. When
/// their words do not tell the language, the old reading stays: its page is not known any more.
struct AddEntryTextLanguage: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(MemoryEntry.schema).field("text_language", .string).update()
        let sql = database.sql
        try await Self.rereadStoredMoods(on: sql)
    }

    /// Reads every stored mood again in the language of its words.
    static func rereadStoredMoods(on sql: any SQLDatabase) async throws {
        let rows = try await sql.raw("""
            SELECT id, title, description, text, transcript, transcript_language FROM memory_entries
            WHERE mood IS NOT NULL
            """).all()
        for row in rows {
            let transcript: String? = try row.optional("transcript")
            let heard: String? = try row.optional("transcript_language")
            guard let reading = EntryMood.reading(
                title: try row.optional("title"), description: try row.optional("description"),
                text: try row.optional("text"), transcript: transcript, transcriptLanguage: heard,
                pageLanguage: heard.flatMap(Language.init(rawValue:)) ?? .en)
            else { continue }
            let id = try row.decode(column: "id", as: UUID.self)
            if reading.language.language == nil {
                try await sql.raw("UPDATE memory_entries SET text_language = \(bind: EntryMood.unknown) WHERE id = \(bind: id)").run()
            } else {
                try await sql.raw("""
                    UPDATE memory_entries SET mood = \(bind: reading.mood.mood.rawValue),
                        mood_confidence = \(bind: reading.mood.confidence),
                        text_language = \(bind: EntryMood.stored(reading.language)) WHERE id = \(bind: id)
                    """).run()
            }
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(MemoryEntry.schema).deleteField("text_language").update()
    }
}
