import Foundation
import MemoryKit
@testable import MemoryClient

/// A timeline source that answers from a script and records the queries it got.
final class FakeTimelineLoader: TimelineLoading, EntryLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [Result<TimelinePage, any Error>] = []
    private var asked: [(query: TimelineQuery, page: Int)] = []
    var entries: [String: TimelineEntry] = [:]

    func answer(_ page: TimelinePage) { lock.withLock { pages.append(.success(page)) } }
    func fail(_ error: any Error) { lock.withLock { pages.append(.failure(error)) } }
    var queries: [(query: TimelineQuery, page: Int)] { lock.withLock { asked } }

    func page(_ query: TimelineQuery, page: Int, pageSize: Int) async throws -> TimelinePage {
        let next = lock.withLock { () -> Result<TimelinePage, any Error>? in
            asked.append((query, page))
            return pages.isEmpty ? nil : pages.removeFirst()
        }
        return try next?.get() ?? TimelinePage(entries: [], hasMore: false, total: 0, origin: .server)
    }

    func entry(_ id: String) async throws -> TimelineEntry? { lock.withLock { entries[id] } }
}

struct FakePhotoReader: PhotoMetadataReading {
    var facts: PhotoFacts
    func facts(ofFileAt url: URL) throws -> PhotoFacts { facts }
}

struct FakeTags: TagSuggesting {
    var tags: [String]
    func suggestions(prefix: String, limit: Int) async -> [String] {
        tags.filter { $0.hasPrefix(prefix.lowercased()) }
    }
}

actor FakePermissions: PermissionRequesting {
    var statuses: [AppPermission: PermissionStatus] = [:]
    var answers: [AppPermission: PermissionStatus] = [.camera: .granted, .location: .denied]

    func status(of permission: AppPermission) -> PermissionStatus { statuses[permission] ?? .notDetermined }

    func request(_ permission: AppPermission) -> PermissionStatus {
        statuses[permission] = answers[permission] ?? .granted
        return statuses[permission]!
    }
}

final class FakeSummaryLoader: SummaryLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var periods: [SummaryPeriod] = []
    var totals = KindCounts(photo: 3, text: 1)
    var storedAt: Date?

    var asked: [SummaryPeriod] { lock.withLock { periods } }

    func recap(_ period: SummaryPeriod) async throws -> (recap: RecapSummary, storedAt: Date?) {
        lock.withLock { periods.append(period) }
        let recap = RecapSummary(
            period: period, totals: totals, days: [], months: [], mostActiveDays: [], longestStreak: nil,
            tagCloud: [TermCount("deniz", 2)], wordCloud: [],
            music: MusicSummary(songCount: 0, topArtists: [], topSongs: [], genres: [], listeningMinutes: 0),
            moods: [MoodCount(mood: .calm, count: 2)], placesCount: 1, collagePhotoIds: [])
        return (recap, storedAt)
    }
}
