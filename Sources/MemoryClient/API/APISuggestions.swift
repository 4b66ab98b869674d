import Foundation
import MemoryAPI
import MemoryKit
import OpenAPIRuntime

/// Tag suggestions for the Add sheet: the person's frequent tags (docs/apps/memory.md#search-and-tags).
public protocol TagSuggesting: Sendable {
    /// The person's most used tags starting with `prefix` (all of them when empty).
    func suggestions(prefix: String, limit: Int) async -> [String]
}

/// `TagSuggesting` through `GET /api/tags/suggestions` (stored answers serve offline).
public struct APITagSuggester: TagSuggesting {
    let client: MemoryAPI.Client

    public init(client: MemoryAPI.Client) {
        self.client = client
    }

    public func suggestions(prefix: String, limit: Int) async -> [String] {
        let prefix = prefix.trimmingCharacters(in: .whitespaces)
        guard let output = try? await client.suggestTags(query: .init(prefix: prefix.isEmpty ? nil : prefix, limit: limit)),
            case .ok(let ok) = output, let list = try? ok.body.json
        else { return [] }
        return list.items.map(\.name)
    }
}

/// Loads recaps (`SummaryLoading`; fakes in tests).
public protocol SummaryLoading: Sendable {
    /// The recap and whether it came from the device (offline, stored at that time).
    func recap(_ period: SummaryPeriod) async throws -> (recap: RecapSummary, storedAt: Date?)
}

/// `SummaryLoading` through `GET /api/summaries/monthly|yearly`.
public struct APISummaryLoader: SummaryLoading {
    let client: MemoryAPI.Client

    public init(client: MemoryAPI.Client) {
        self.client = client
    }

    public func recap(_ period: SummaryPeriod) async throws -> (recap: RecapSummary, storedAt: Date?) {
        let (summary, origin) = try await OriginRecorder.tracking { () -> Components.Schemas.Summary in
            switch period {
            case .month(let year, let month):
                switch try await client.getMonthlySummary(query: .init(year: year, month: month)) {
                case .ok(let ok): return try ok.body.json
                case .badRequest(let answer): throw WireProblem.problem(try answer.body.applicationProblemJson)
                case .unauthorized: throw SessionError.signedOut(nil)
                case .undocumented(let status, let payload):
                    throw await ServerProblem.read(payload.body, status: status) ?? .bare(status)
                }
            case .year(let year):
                switch try await client.getYearlySummary(query: .init(year: year)) {
                case .ok(let ok): return try ok.body.json
                case .badRequest(let answer): throw WireProblem.problem(try answer.body.applicationProblemJson)
                case .unauthorized: throw SessionError.signedOut(nil)
                case .undocumented(let status, let payload):
                    throw await ServerProblem.read(payload.body, status: status) ?? .bare(status)
                }
            }
        }
        let storedAt: Date? = if case .offline(let date) = origin { date } else { nil }
        return (WireRecap.recap(summary, period: period), storedAt)
    }
}

enum WireRecap {
    /// The server's recap as MemoryKit's own `RecapSummary` (the type the server builds it from).
    static func recap(_ wire: Components.Schemas.Summary, period: SummaryPeriod) -> RecapSummary {
        RecapSummary(
            period: period, totals: counts(wire.totals), days: wire.days.compactMap(day), months: wire.months.map(counts),
            mostActiveDays: wire.mostActiveDays.compactMap(day),
            longestStreak: wire.longestStreak.flatMap { streak in
                guard let start = date(streak.start), let end = date(streak.end) else { return nil }
                return Streak(length: streak.length, start: start, end: end)
            },
            tagCloud: wire.tagCloud.map(term), wordCloud: wire.wordCloud.map(term),
            music: MusicSummary(
                songCount: wire.music.songCount, topArtists: wire.music.topArtists.map(term),
                topSongs: wire.music.topSongs.map { SongCount(title: $0.title, artist: $0.artist, count: $0.count) },
                genres: wire.music.genres.map(term), listeningMinutes: wire.music.listeningMinutes),
            moods: wire.moods.compactMap { count in Mood(rawValue: count.mood.rawValue).map { MoodCount(mood: $0, count: count.count) } },
            placesCount: wire.placesCount, collagePhotoIds: wire.collagePhotoIds)
    }

    static func counts(_ wire: Components.Schemas.KindCounts) -> KindCounts {
        KindCounts(photo: wire.photo, audio: wire.audio, text: wire.text, song: wire.song)
    }

    static func day(_ wire: Components.Schemas.DayActivity) -> DayActivity? {
        date(wire.date).map { DayActivity(date: $0, counts: counts(wire.counts)) }
    }

    static func term(_ wire: Components.Schemas.TermCount) -> TermCount { TermCount(wire.term, wire.count) }

    /// `format: date` arrives as a string (`2024-05-31`).
    static func date(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return LocalDate(year: parts[0], month: parts[1], day: parts[2])
    }
}
