import Fluent
import Foundation
import MemoryBackend
import MemoryKit
import ServerCore
import SQLKit
import Vapor

/// `bench-seed seed --email E --password P --count N [--month-count M]`: creates the account when
/// missing and fills it with synthetic entries through bulk SQL, for `make bench`. A separate
/// executable on purpose: nothing that writes rows behind the API ships in the server.
///
/// Entries spread over the years before 2025-06; `--month-count` of them land in 2025-05,
/// the month whose summary the benchmark times.
struct SeedBenchCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "email") var email: String?
        @Option(name: "password") var password: String?
        @Option(name: "count") var count: Int?
        @Option(name: "month-count") var monthCount: Int?
        init() {}
    }

    var help: String { "Benchmark only: bulk-inserts synthetic entries for an account." }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.migrateDatabase()
        guard let email = signature.email?.lowercased() else {
            throw ConfigError.invalid(key: "--email", reason: "is required")
        }
        var user = try await User.query(on: app.db).filter(\.$email == email).first()
        if user == nil, let password = signature.password {
            let created = User(email: email, passwordHash: try Bcrypt.hash(password, cost: 10))
            try await created.create(on: app.db)
            user = created
        }
        guard let user else { throw ConfigError.invalid(key: "--email", reason: "must name an account or come with --password") }
        let count = signature.count ?? 100_000
        let monthCount = min(signature.monthCount ?? 3_000, count)
        try await seed(app.db, userID: user.requireID(), count: count, monthCount: monthCount)
        context.console.print("Seeded \(count) entries for \(email).")
    }

    static let words = ["istanbul", "deniz", "kahve", "music", "walk", "family", "birthday", "concert", "rain",
                        "sunset", "İzmir", "Ankara", "book", "garden", "friends", "travel", "çay", "morning"]

    /// Half the entries carry one or two of these tags; photos and voice diaries carry a file's row.
    static let tagNames = ["aile", "tatil", "iş", "deniz", "müzik", "kitap", "spor", "yemek", "work", "friends"]

    func seed(_ db: any Database, userID: UUID, count: Int, monthCount: Int) async throws {
        let sql = db.sql
        let tagIDs = try await createTags(userID: userID, on: sql)
        let monthStart = Date(timeIntervalSince1970: 1_746_057_600)  // 2025-05-01T00:00:00Z
        let kinds = ["photo", "audio", "text", "song"]
        let batch = 500
        for start in stride(from: 0, to: count, by: batch) {
            try await db.transaction { (db: any Database) async throws -> Void in
                let sql = db.sql
                var rows: [SQLQueryString] = []
                var links: [SQLQueryString] = []
                var media: [SQLQueryString] = []
                for index in start..<min(start + batch, count) {
                    let id = UUID()
                    let occurred = index < monthCount
                        ? monthStart.addingTimeInterval(Double(index % 31) * 86_400 + Double(index % 86_400))
                        : monthStart.addingTimeInterval(-Double(Int.random(in: 60...(10 * 365 * 86_400))))
                    let kind = kinds[index % 4]
                    let title = "\(Self.words[index % Self.words.count]) \(Self.words[(index / 7) % Self.words.count]) \(index)"
                    let text = kind == "text" ? "Bugün \(Self.words[(index / 3) % Self.words.count]) ve \(Self.words[(index / 5) % Self.words.count]) ile güzel bir gün." : nil
                    let artist = kind == "song" ? "Artist \(index % 40)" : nil
                    let tags = index % 2 == 0 ? [index % 10, (index / 10) % 10].prefix(index % 4 == 0 ? 2 : 1) : []
                    for (position, tag) in Set(tags).sorted().enumerated() {
                        links.append("(\(bind: UUID()), \(bind: id), \(bind: tagIDs[tag]), \(literal: position))")
                    }
                    if kind == "photo" {
                        media.append("""
                            (\(bind: UUID()), \(bind: id), \(bind: userID), 0, 'image/jpeg', 2400000, 4032, 3024, NULL, \
                            '256,1024', \(bind: occurred))
                            """)
                    } else if kind == "audio" {
                        media.append("""
                            (\(bind: UUID()), \(bind: id), \(bind: userID), 0, 'audio/mp4', 480000, NULL, NULL, 42.5, '', \
                            \(bind: occurred))
                            """)
                    }
                    let document = EntrySearch.document(
                        title: title, description: nil, text: text, tags: tags.map { Self.tagNames[$0] }, song: nil,
                        placeName: nil)
                    rows.append("""
                        (\(bind: id), \(bind: userID), \(bind: kind), \(bind: title), \(bind: text), \(bind: occurred), \
                        10800, \(bind: artist.map { _ in "Song \(index % 100)" }), \(bind: artist), \(bind: false), \
                        \(bind: document), \(bind: occurred), \(bind: occurred))
                        """)
                }
                try await sql.raw("""
                    INSERT INTO memory_entries (id, user_id, kind, title, text, occurred_at, utc_offset_seconds,
                        song_title, song_artist, is_private, search_document, created_at, updated_at)
                    VALUES \(rows.joined(separator: ", "))
                    """).run()
                if !links.isEmpty {
                    try await sql.raw("""
                        INSERT INTO memory_entry_tags (id, entry_id, tag_id, position) VALUES \(links.joined(separator: ", "))
                        """).run()
                }
                if !media.isEmpty {
                    try await sql.raw("""
                        INSERT INTO memory_entry_media (id, entry_id, user_id, position, content_type, byte_size, width,
                            height, duration_seconds, thumbnail_sizes, created_at)
                        VALUES \(media.joined(separator: ", "))
                        """).run()
                }
            }
        }
        try await EntrySearch.indexUnindexed(on: sql)
        try await EntryTotals.recount(userID: userID, on: sql)
    }

    private func createTags(userID: UUID, on sql: any SQLDatabase) async throws -> [UUID] {
        var ids: [UUID] = []
        for name in Self.tagNames {
            let key = TextFolding.matchKey(name)
            try await sql.raw("""
                INSERT INTO memory_tags (id, user_id, name, match_key) VALUES (\(bind: UUID()), \(bind: userID), \(bind: name), \(bind: key))
                ON CONFLICT (user_id, match_key) DO NOTHING
                """).run()
            guard let id = try await sql.raw("""
                SELECT id FROM memory_tags WHERE user_id = \(bind: userID) AND match_key = \(bind: key)
                """).first(decodingColumn: "id", as: UUID.self)
            else { throw ConfigError.invalid(key: "tag", reason: "could not be created") }
            ids.append(id)
        }
        return ids
    }
}
