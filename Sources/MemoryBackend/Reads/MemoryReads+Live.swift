import Foundation
import Localization
import MemoryKit
import SQLKit

extension MemoryReads {
    /// The reads over `sql` (the request's database, or a change's transaction).
    package static func live(_ sql: any SQLDatabase) -> MemoryReads {
        MemoryReads(
            entry: { owner, id in
                try await records("e.id = \(bind: id) AND e.user_id = \(bind: owner)", on: sql).first
            },
            entries: { owner, ids in
                guard !ids.isEmpty else { return [] }
                return try await records("e.id IN (\(binds: ids)) AND e.user_id = \(bind: owner)", on: sql)
            },
            timeline: { owner, query in try await timeline(owner, query, on: sql) },
            within: { owner, windows, limit in try await within(owner, windows, limit: limit, on: sql) },
            exportPage: { owner, last, limit in try await exportPage(owner, after: last, limit: limit, on: sql) },
            hasEntries: { owner in
                try await sql.raw("SELECT 1 AS kept FROM memory_entries WHERE user_id = \(bind: owner) LIMIT 1").first() != nil
            },
            entryCount: { owner in
                try await sql.raw("SELECT COUNT(*) AS n FROM memory_entries WHERE user_id = \(bind: owner)")
                    .first(decodingColumn: "n", as: Int.self) ?? 0
            },
            importKeys: { owner, first, last in
                let rows = try await sql.raw("""
                    SELECT import_key FROM memory_entries
                    WHERE user_id = \(bind: owner) AND import_key IS NOT NULL
                      AND occurred_at >= \(bind: first) AND occurred_at <= \(bind: last)
                    """).all()
                return Set(try rows.map { try $0.decode(column: "import_key", as: String.self) })
            },
            musicImport: { owner, id in
                try await sql.raw("""
                    SELECT \(MusicImportProgress.columns) FROM \(ident: MusicImportRecord.schema)
                    WHERE id = \(bind: id) AND user_id = \(bind: owner)
                    """).first().map(MusicImportProgress.init(row:))
            },
            searchKey: { owner, entryID in
                try await sql.raw("""
                    SELECT search_key FROM memory_entries WHERE id = \(bind: entryID) AND user_id = \(bind: owner)
                    """).first(decodingColumn: "search_key", as: Int64?.self) ?? nil
            },
            total: { owner in try await keptTotal(owner, on: sql) },
            revision: { owner in
                try await sql.raw("SELECT revision FROM memory_entry_totals WHERE user_id = \(bind: owner)")
                    .first(decodingColumn: "revision", as: Int64.self) ?? 0
            },
            recap: { owner, period in try await recap(owner, period, on: sql) },
            taggedHistory: { owner, limit in try await taggedHistory(owner, limit: limit, on: sql) },
            tags: { owner, filter in try await tags(owner, filter, on: sql) },
            tagName: { owner, id in
                try await sql.raw("SELECT name FROM memory_tags WHERE user_id = \(bind: owner) AND id = \(bind: id)")
                    .first(decodingColumn: "name", as: String.self)
            },
            tagID: { owner, matchKey in
                try await sql.raw("""
                    SELECT id FROM memory_tags WHERE user_id = \(bind: owner) AND match_key = \(bind: matchKey) LIMIT 1
                    """).first(decodingColumn: "id", as: UUID.self)
            },
            taggedEntries: { owner, tagID in
                try await sql.raw("""
                    SELECT et.entry_id AS entry_id FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id
                    WHERE et.tag_id = \(bind: tagID) AND t.user_id = \(bind: owner)
                    """).all().map { try $0.decode(column: "entry_id", as: UUID.self) }
            },
            entryTags: { owner, entryID in
                try await sql.raw("""
                    SELECT et.tag_id AS tag_id FROM memory_entry_tags et JOIN memory_entries e ON e.id = et.entry_id
                    WHERE et.entry_id = \(bind: entryID) AND e.user_id = \(bind: owner) ORDER BY et.position
                    """).all().map { try $0.decode(column: "tag_id", as: UUID.self) }
            },
            media: { owner, entryIDs in
                guard !entryIDs.isEmpty else { return [:] }
                var media: [UUID: [MediaRecord]] = [:]
                for row in try await sql.raw("""
                    SELECT id, entry_id, content_type, byte_size, width, height, duration_seconds, thumbnail_sizes
                    FROM memory_entry_media WHERE user_id = \(bind: owner) AND entry_id IN (\(binds: entryIDs)) ORDER BY position
                    """).all() {
                    media[try row.decode(column: "entry_id", as: UUID.self), default: []].append(try Self.media(row))
                }
                return media
            },
            file: { owner, id in try await file("id = \(bind: id) AND user_id = \(bind: owner)", on: sql) },
            signedFile: { id in try await file("id = \(bind: id)", on: sql) },
            shareLinks: { owner in
                try await shareLinks("user_id = \(bind: owner) ORDER BY created_at DESC, id DESC", on: sql)
            },
            sharedLink: { digest in
                try await shareLinks("token_digest = \(bind: digest) LIMIT 1", on: sql).first
            },
            reminder: { owner in
                guard let row = try await sql.raw("""
                    SELECT minute_of_day, feed_generation, time_zone, language, updated_at
                    FROM \(ident: DailyReminderRecord.schema) WHERE user_id = \(bind: owner) LIMIT 1
                    """).first()
                else { return .unset }
                return DailyReminder(
                    minuteOfDay: try row.optional("minute_of_day"),
                    feedGeneration: try row.decode(column: "feed_generation", as: Int.self),
                    timeZone: try row.optional("time_zone", as: String.self).flatMap(TimeZone.init(identifier:)) ?? .gmt,
                    language: try row.optional("language", as: String.self).flatMap(Language.init(rawValue:)) ?? .en,
                    updatedAt: try row.decode(column: "updated_at", as: Date.self))
            },
            allFiles: {
                try await sql.raw("SELECT id, user_id, thumbnail_sizes FROM \(ident: EntryMedia.schema)").all().map { row in
                    (id: try row.decode(column: "id", as: UUID.self), owner: try row.decode(column: "user_id", as: UUID.self),
                     thumbnails: EntryMedia.thumbnails(try row.decode(column: "thumbnail_sizes", as: String.self)))
                }
            },
            trash: { cutoff in
                let condition: SQLQueryString = cutoff.map { "WHERE deleted_at < \(bind: $0)" } ?? ""
                return try await sql.raw("SELECT id, user_id, snapshot FROM \(ident: DeletedEntry.schema) \(condition)").all()
                    .map { row in
                        // A snapshot that cannot be read still goes; it just names no files.
                        let media = (try? EntryTrash.decode(try row.decode(column: "snapshot", as: String.self)).media) ?? []
                        return TrashedEntry(
                            id: try row.decode(column: "id", as: UUID.self), owner: try row.decode(column: "user_id", as: UUID.self),
                            mediaIDs: media.compactMap(\.id))
                    }
            },
            openImports: {
                let open = [MusicImportRecord.State.preview.rawValue, MusicImportRecord.State.importing.rawValue]
                return try await sql.raw("""
                    SELECT id, user_id, file_count FROM \(ident: MusicImportRecord.schema) WHERE state IN (\(binds: open))
                    """).all().map { row in
                        (id: try row.decode(column: "id", as: UUID.self), owner: try row.decode(column: "user_id", as: UUID.self),
                         fileCount: try row.decode(column: "file_count", as: Int.self))
                    }
            })
    }

    private static func tags(_ owner: UUID, _ filter: TagFilter, on sql: any SQLDatabase) async throws -> [CountedTag] {
        var condition: SQLQueryString = "t.user_id = \(bind: owner)"
        if let prefix = filter.prefix, !prefix.isEmpty {
            let pattern = TextFolding.matchKey(prefix).replacingOccurrences(of: "%", with: "") + "%"
            condition = condition + " AND t.match_key LIKE \(bind: pattern)"
        }
        let order: SQLQueryString = filter.orderByUse ? "count DESC, t.match_key ASC" : "t.match_key ASC"
        let limit: SQLQueryString = filter.limit.map { "LIMIT \(literal: $0)" } ?? ""
        // Each tag's uses are counted from the `tag_id` index alone (a join counting link rows
        // read every one of them: 80 ms against 11 ms for 72,000 links).
        return try await sql.raw("""
            SELECT t.id AS id, t.name AS name,
                (SELECT COUNT(*) FROM memory_entry_tags et WHERE et.tag_id = t.id) AS count
            FROM memory_tags t WHERE \(condition) ORDER BY \(order) \(limit)
            """).all().map { row in
                CountedTag(
                    id: try row.decode(column: "id", as: UUID.self), name: try row.decode(column: "name", as: String.self),
                    count: try row.decode(column: "count", as: Int.self))
            }
    }

    private static func file(_ condition: SQLQueryString, on sql: any SQLDatabase) async throws -> StoredFile? {
        try await sql.raw("""
            SELECT id, user_id, content_type, original_name, thumbnail_sizes FROM \(ident: EntryMedia.schema) WHERE \(condition)
            """).first().map { row in
                StoredFile(
                    id: try row.decode(column: "id", as: UUID.self), owner: try row.decode(column: "user_id", as: UUID.self),
                    contentType: try row.decode(column: "content_type", as: String.self),
                    originalName: try row.optional("original_name"),
                    thumbnails: EntryMedia.thumbnails(try row.decode(column: "thumbnail_sizes", as: String.self)))
            }
    }

    private static func shareLinks(_ selection: SQLQueryString, on sql: any SQLDatabase) async throws -> [ShareLinkRecord] {
        try await sql.raw("""
            SELECT id, target, entry_id, "year", "month", created_at, expires_at, revoked_at, user_id
            FROM \(ident: ShareLink.schema) WHERE \(selection)
            """).all().map { row in
                ShareLinkRecord(
                    id: try row.decode(column: "id", as: UUID.self),
                    target: try row.decode(column: "target", as: String.self),
                    entryID: try row.decode(column: "entry_id", as: UUID?.self),
                    year: try row.decode(column: "year", as: Int?.self),
                    month: try row.decode(column: "month", as: Int?.self),
                    createdAt: try row.decode(column: "created_at", as: Date.self),
                    expiresAt: try row.decode(column: "expires_at", as: Date.self),
                    revokedAt: try row.decode(column: "revoked_at", as: Date?.self),
                    userID: try row.decode(column: "user_id", as: UUID.self))
            }
    }
}
