import Fluent
import SQLKit

/// On SQLite, full-text hits join entries by an integer key instead of the text id.
///
/// The FTS5 table used to carry each entry's id as text, so a search had to read every hit's
/// stored row and build a sorted list of UUID strings before it could filter the timeline:
/// 12,000 hits of 100,000 entries cost 10 ms there and 45 ms with the count. Now the FTS rowid is
/// `memory_entries.search_key`, which the timeline index carries, so hits come straight from the
/// index's doclists and the timeline index alone answers membership. An `owner` column holds a
/// token per account, so the index also counts one owner's hits on its own. PostgreSQL indexes
/// `search_document` itself and is left as it was.
struct KeyEntrySearch: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.transaction { try await rekey(on: $0) }
    }

    func revert(on database: any Database) async throws {
        try await database.transaction { try await restoreTextKeys(on: $0) }
    }

    private func rekey(on database: any Database) async throws {
        let sql = database.sql
        guard !EntrySearch.isPostgres(sql) else { return }
        try await sql.raw("ALTER TABLE memory_entries ADD COLUMN search_key INTEGER").run()
        try await sql.raw("DROP INDEX memory_entries_timeline").run()
        try await sql.raw("""
            CREATE INDEX memory_entries_timeline ON memory_entries (user_id, occurred_at, id, search_key)
            """).run()
        try await sql.raw("DROP TABLE memory_entry_search").run()
        try await sql.raw("""
            CREATE VIRTUAL TABLE memory_entry_search USING fts5(
                owner, body, tokenize = 'unicode61 remove_diacritics 2')
            """).run()
        try await EntrySearch.indexUnindexed(on: sql)
    }

    private func restoreTextKeys(on database: any Database) async throws {
        let sql = database.sql
        guard !EntrySearch.isPostgres(sql) else { return }
        try await sql.raw("DROP TABLE memory_entry_search").run()
        try await sql.raw("""
            CREATE VIRTUAL TABLE memory_entry_search USING fts5(
                entry_id UNINDEXED, body, tokenize = 'unicode61 remove_diacritics 2')
            """).run()
        try await sql.raw("""
            INSERT INTO memory_entry_search (entry_id, body) SELECT id, search_document FROM memory_entries
            """).run()
        try await sql.raw("DROP INDEX memory_entries_timeline").run()
        try await sql.raw("CREATE INDEX memory_entries_timeline ON memory_entries (user_id, occurred_at, id)").run()
        try await sql.raw("ALTER TABLE memory_entries DROP COLUMN search_key").run()
    }
}
