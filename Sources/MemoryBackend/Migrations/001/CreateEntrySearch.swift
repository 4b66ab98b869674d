import Fluent
import SQLKit

/// The full-text index: an FTS5 table on SQLite, a GIN expression index on PostgreSQL. Both
/// index `search_document`, which already holds Turkish-folded text (`İstanbul` → `istanbul`).
struct CreateEntrySearch: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database.sql
        if sql.dialect.name == "postgresql" {
            try await sql.raw("""
                CREATE INDEX memory_entries_search ON memory_entries
                USING GIN (to_tsvector('simple', search_document))
                """).run()
        } else {
            try await sql.raw("""
                CREATE VIRTUAL TABLE memory_entry_search USING fts5(
                    entry_id UNINDEXED, body, tokenize = 'unicode61 remove_diacritics 2')
                """).run()
        }
    }

    func revert(on database: any Database) async throws {
        let sql = database.sql
        if sql.dialect.name == "postgresql" {
            try await sql.raw("DROP INDEX memory_entries_search").run()
        } else {
            try await sql.raw("DROP TABLE memory_entry_search").run()
        }
    }
}
