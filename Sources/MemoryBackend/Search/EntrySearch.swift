import Fluent
import Foundation
import MemoryKit
import SQLKit

/// Full-text search over entries with one dialect switch: SQLite FTS5 or PostgreSQL tsvector.
///
/// Documents and queries are folded with `TextFolding.matchKey`, so `istanbul`, `İSTANBUL` and
/// `Istanbul` meet whatever keyboard typed them; diacritics are dropped on both sides too, so a
/// keyboard without Turkish letters finds `Nilüfer` with `nilufer` on SQLite and PostgreSQL
/// alike; words match by prefix (`ista` finds it too).
enum EntrySearch {
    /// The folded text that is indexed: title, description, text, tags, song fields, place.
    static func document(title: String?, description: String?, text: String?, tags: [String],
                         song: SongDetails?, placeName: String?) -> String {
        let parts: [String?] = [title, description, text, tags.joined(separator: " "), song?.title, song?.artist,
                                song?.album, song?.genre, placeName]
        return fold(parts.compactMap { $0 }.joined(separator: " "))
    }

    /// Turkish-aware case folding, then diacritics removed (`Çay` → `cay`).
    static func fold(_ text: String) -> String {
        TextFolding.matchKey(text).folding(options: .diacriticInsensitive, locale: nil)
    }

    /// The words of a query: folded, letters and digits only (so no query syntax gets through).
    static func terms(_ query: String) -> [String] {
        fold(query)
            .split { !($0.isLetter || $0.isNumber) }
            .prefix(10)
            .map(String.init)
    }

    static func isPostgres(_ sql: any SQLDatabase) -> Bool { sql.dialect.name == "postgresql" }

    /// Keeps the SQLite index in step with an entry (PostgreSQL indexes the column itself).
    static func index(entryID: UUID, document: String, on db: any Database) async throws {
        guard let sql = db as? any SQLDatabase, !isPostgres(sql) else { return }
        try await remove(entryID: entryID, on: db)
        try await sql.raw("INSERT INTO memory_entry_search (entry_id, body) VALUES (\(bind: entryID.uuidString), \(bind: document))").run()
    }

    static func remove(entryID: UUID, on db: any Database) async throws {
        guard let sql = db as? any SQLDatabase, !isPostgres(sql) else { return }
        try await sql.raw("DELETE FROM memory_entry_search WHERE entry_id = \(bind: entryID.uuidString)").run()
    }

    /// Removes every indexed document of a user (account deletion; FTS rows have no cascade).
    static func removeAll(userID: UUID, on db: any Database) async throws {
        guard let sql = db as? any SQLDatabase, !isPostgres(sql) else { return }
        let ids = try await MemoryEntry.query(on: db).filter(\.$userID == userID).all(\.$id)
        for id in ids { try await remove(entryID: id, on: db) }
    }

    /// A condition on `memory_entries e` that keeps entries matching every term.
    static func condition(terms: [String], on sql: any SQLDatabase) -> SQLQueryString {
        if isPostgres(sql) {
            let query = terms.map { "\($0):*" }.joined(separator: " & ")
            return "to_tsvector('simple', e.search_document) @@ to_tsquery('simple', \(bind: query))"
        }
        let match = terms.map { "\"\($0)\"*" }.joined(separator: " ")
        // FTS5 stores the id as text; compare the same way Fluent stores it on SQLite.
        return "e.id IN (SELECT entry_id FROM memory_entry_search WHERE memory_entry_search MATCH \(bind: match))"
    }
}
