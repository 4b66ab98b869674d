import Fluent
import Foundation
import Imaging
import MemoryBackend
import MemoryKit
import RecapImage
import ServerCore
import SQLKit
import Vapor

/// `bench-seed floors [--email E [--query Q] [--year Y --month M] [--page-size N]] [--plays FILE]
/// [--blank-story] [--seconds S]`: the floors `make bench` judges Memory's HTTP figures against,
/// measured in the same run on the same machine, so a slow or busy machine moves goal and figure
/// alike. Each runs when its input is given:
///
/// - search (`--email`): the reads a search page cannot avoid, straight through SQLite (the same
///   build the server links) on the seeded file: the FTS5 count, one page of entries matching the
///   same FTS5 query, then their tags and media. No decoding into records, no JSON, no HTTP.
/// - summary (`--email`): `SummaryEngine` alone on the month's rows, read once before timing.
/// - import (`--plays`): `MusicImporter` alone on the file the benchmark uploads.
/// - blankStory (`--blank-story`): libvips rasterising a blank 1080×1920 story SVG to PNG, the
///   step every recap image ends with.
///
/// Prints one JSON object: `{"search": {"p50": ms, "p99": ms, "runs": n}, "summary": {…}, …}`.
struct FloorsCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "email") var email: String?
        @Option(name: "query") var query: String?
        @Option(name: "year") var year: Int?
        @Option(name: "month") var month: Int?
        @Option(name: "page-size") var pageSize: Int?
        @Option(name: "plays") var plays: String?
        @Flag(name: "blank-story") var blankStory: Bool
        @Option(name: "seconds") var seconds: Double?
        init() {}
    }

    var help: String { "Benchmark only: times the floors of Memory's search, summary, recap image and import." }

    func run(using context: CommandContext, signature: Signature) async throws {
        let budget = Duration.milliseconds(Int((signature.seconds ?? 3) * 1000))
        var report: [String: Timing] = [:]
        if let email = signature.email {
            report.merge(try await accountFloors(email: email, signature, context.application, budget)) { $1 }
        }
        if let plays = signature.plays {
            let url = URL(fileURLWithPath: plays)
            let file = try Data(contentsOf: url)
            let importer = MusicImporter(zone: .gmt)
            report["import"] = try await Self.time(for: budget) {
                try importer.read(file, fileName: url.lastPathComponent).plays.count
            }
        }
        if signature.blankStory {
            let processor = try ImageProcessor()
            let svg = RecapTemplate.story.blankSVG
            report["blankStory"] = try await Self.time(for: budget) { try processor.png(fromSVG: svg, opaque: true).png.count }
        }
        guard !report.isEmpty else {
            throw ConfigError.invalid(key: "floors", reason: "need --email, --plays or --blank-story")
        }
        let json = try JSONEncoder().encode(report)
        context.console.output(.init(stringLiteral: String(decoding: json, as: UTF8.self)))
    }

    /// The search and summary floors of a seeded account.
    private func accountFloors(email: String, _ signature: Signature, _ app: Application, _ budget: Duration)
        async throws -> [String: Timing]
    {
        guard let user = try await User.query(on: app.db).filter(\.$email == email.lowercased()).first() else {
            throw ConfigError.invalid(key: "--email", reason: "names no account; run `bench-seed seed` first")
        }
        let sql = app.db.sql
        let userID = try user.requireID()
        let terms = EntrySearch.terms(signature.query ?? "istanbul")
        guard !terms.isEmpty else { throw ConfigError.invalid(key: "--query", reason: "has no words to search for") }
        let search = try await Self.time(for: budget) {
            try await Self.searchReads(match: EntrySearch.match(terms: terms, userID: userID), userID: userID,
                                       pageSize: signature.pageSize ?? 50, on: sql)
        }
        let period = SummaryPeriod.month(year: signature.year ?? 2025, month: signature.month ?? 5)
        try period.validate()
        let rows = try await MemoryReads.live(sql).recap(userID, period)
        let engine = SummaryEngine(language: .en)  // the API's language when a request names none
        let summary = try await Self.time(for: budget) { engine.summarize(rows, period: period).totals.total }
        return ["search": search, "summary": summary]
    }

    /// One search page's database work; returns how many rows it read, so none is skipped.
    static func searchReads(match: String, userID: UUID, pageSize: Int, on sql: any SQLDatabase) async throws -> Int {
        let total = try await sql.raw("""
            SELECT COUNT(*) AS total FROM memory_entry_search WHERE memory_entry_search MATCH \(bind: match)
            """).first(decodingColumn: "total", as: Int.self) ?? 0
        let entries = try await sql.raw("""
            SELECT e.* FROM memory_entries e
            WHERE e.user_id = \(bind: userID)
              AND e.search_key IN (SELECT rowid FROM memory_entry_search WHERE memory_entry_search MATCH \(bind: match))
            ORDER BY e.occurred_at DESC, e.id DESC LIMIT \(literal: pageSize)
            """).all()
        guard !entries.isEmpty else { return total }
        let ids = SQLGroupExpression(SQLList(try entries.map { SQLBind(try $0.decode(column: "id", as: UUID.self)) }))
        let tags = try await sql.raw("""
            SELECT et.entry_id, t.name FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id
            WHERE et.entry_id IN \(ids) ORDER BY et.position
            """).all()
        let media = try await sql.raw("""
            SELECT * FROM memory_entry_media WHERE entry_id IN \(ids) ORDER BY position
            """).all()
        return total + entries.count + tags.count + media.count
    }

    struct Timing: Encodable {
        var p50: Double
        var p99: Double
        var runs: Int
    }

    /// Runs `work` a few times to warm up, then again and again for `budget`; milliseconds per run.
    static func time(for budget: Duration, _ work: () async throws -> Int) async throws -> Timing {
        var sink = 0
        for _ in 0..<5 { sink &+= try await work() }
        let clock = ContinuousClock()
        let end = clock.now + budget
        var runs: [Double] = []
        while clock.now < end || runs.count < 10 {
            let start = clock.now
            sink &+= try await work()
            let elapsed = clock.now - start
            runs.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        precondition(sink != 0, "the floor read nothing: is the account seeded?")
        runs.sort()
        func percentile(_ p: Double) -> Double { runs[min(runs.count - 1, Int(Double(runs.count) * p))] }
        return Timing(p50: percentile(0.50), p99: percentile(0.99), runs: runs.count)
    }
}
