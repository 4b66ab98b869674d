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
package enum EntrySearch {
    /// The folded text that is indexed: title, description, text, tags, song fields, place and
    /// a voice diary's transcript.
    package static func document(title: String?, description: String?, text: String?, tags: [String],
                         song: SongDetails?, placeName: String?, transcript: String? = nil) -> String {
        let parts: [String?] = [title, description, text, tags.joined(separator: " "), song?.title, song?.artist,
                                song?.album, song?.genre, placeName, transcript]
        return fold(parts.compactMap { $0 }.joined(separator: " "))
    }

    /// Turkish-aware case folding, then diacritics removed (`Çay` → `cay`).
    static func fold(_ text: String) -> String {
        TextFolding.matchKey(text).folding(options: .diacriticInsensitive, locale: nil)
    }

    /// The words of a query: folded, letters and digits only (so no query syntax gets through).
    package static func terms(_ query: String) -> [String] {
        fold(query)
            .split { !($0.isLetter || $0.isNumber) }
            .prefix(10)
            .map(String.init)
    }

    static func isPostgres(_ sql: any SQLDatabase) -> Bool { sql.dialect.name == "postgresql" }

    /// The `owner` token of an account in the SQLite index (letters and digits: one FTS token).
    static func ownerToken(_ userID: UUID) -> String {
        "u" + userID.uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// `ownerToken` computed by SQLite from a stored `user_id`, for bulk indexing.
    private static let ownerTokenOfRow: SQLQueryString = "'u' || lower(replace(user_id, '-', ''))"

    /// Keeps the SQLite index in step with an entry (PostgreSQL indexes the column itself).
    /// An entry keeps its `search_key` for life; its first indexing takes the key FTS5 assigns.
    static func index(entryID: UUID, userID: UUID, document: String, on db: any Database) async throws {
        try EntryChanges.requireWrite("an entry's search index")
        let sql = db.sql
        guard !isPostgres(sql) else { return }
        // One connection throughout: `last_insert_rowid()` is per connection.
        try await db.transaction { db in
            let sql = db.sql
            let key = try await MemoryReads.live(sql).searchKey(userID, entryID)
            let owner = ownerToken(userID)
            if let key {
                try await sql.raw("DELETE FROM memory_entry_search WHERE rowid = \(bind: key)").run()
                try await sql.raw("""
                    INSERT INTO memory_entry_search (rowid, owner, body) VALUES (\(bind: key), \(bind: owner), \(bind: document))
                    """).run()
            } else {
                try await sql.raw("INSERT INTO memory_entry_search (owner, body) VALUES (\(bind: owner), \(bind: document))").run()
                try await sql.raw("UPDATE memory_entries SET search_key = last_insert_rowid() WHERE id = \(bind: entryID)").run()
            }
        }
    }

    static func remove(entryID: UUID, on db: any Database) async throws {
        try EntryChanges.requireWrite("an entry's search index")
        let sql = db.sql
        guard !isPostgres(sql) else { return }
        try await sql.raw("""
            DELETE FROM memory_entry_search WHERE rowid = (SELECT search_key FROM memory_entries WHERE id = \(bind: entryID))
            """).run()
    }

    /// Removes every indexed document of a user (account deletion; FTS rows have no cascade).
    static func removeAll(userID: UUID, on db: any Database) async throws {
        let sql = db.sql
        guard !isPostgres(sql) else { return }
        try await sql.raw("""
            DELETE FROM memory_entry_search
            WHERE rowid IN (SELECT search_key FROM memory_entries WHERE user_id = \(bind: userID))
            """).run()
    }

    /// Indexes, in bulk, every entry without a key yet (a migration, a bulk load). Keys are the
    /// entries' rowids above the highest key in use, so they cannot collide with one.
    package static func indexUnindexed(on sql: any SQLDatabase) async throws {
        guard !isPostgres(sql) else { return }
        let base = try await sql.raw("SELECT IFNULL(MAX(rowid), 0) AS base FROM memory_entry_search")
            .first(decodingColumn: "base", as: Int64.self) ?? 0
        try await sql.raw("""
            INSERT INTO memory_entry_search (rowid, owner, body)
            SELECT \(bind: base) + rowid, \(ownerTokenOfRow), search_document
            FROM memory_entries WHERE search_key IS NULL
            """).run()
        try await sql.raw("UPDATE memory_entries SET search_key = \(bind: base) + rowid WHERE search_key IS NULL").run()
    }

    /// The FTS5 query for one owner's entries matching every term as a word prefix.
    package static func match(terms: [String], userID: UUID) -> String {
        let words = terms.map { "\"\($0)\"*" }.joined(separator: " ")
        return "owner:\"\(ownerToken(userID))\" AND body:(\(words))"
    }

    /// A condition on `memory_entries e` that keeps entries matching every term.
    static func condition(terms: [String], userID: UUID, on sql: any SQLDatabase) -> SQLQueryString {
        if isPostgres(sql) {
            let query = terms.map { "\($0):*" }.joined(separator: " & ")
            return "to_tsvector('simple', e.search_document) @@ to_tsquery('simple', \(bind: query))"
        }
        let match = match(terms: terms, userID: userID)
        return "e.search_key IN (SELECT rowid FROM memory_entry_search WHERE memory_entry_search MATCH \(bind: match))"
    }
}
