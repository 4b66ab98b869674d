import Foundation
import MemoryAPI
import MemoryKit
import OpenAPIRuntime

/// One page of the timeline and where it came from.
public struct TimelinePage: Equatable, Sendable {
    public enum Origin: Equatable, Sendable {
        /// From the server (fresh, or revalidated with its ETag).
        case server
        /// The server was out of reach: the page as it was stored at `storedAt`.
        case storedPage(storedAt: Date)
        /// The server was out of reach and this page was never stored: assembled from the
        /// entries of the last 30 days kept on the device.
        case recentEntries
    }

    public var entries: [TimelineEntry]
    public var hasMore: Bool
    /// The server's count of matching entries (unknown offline).
    public var total: Int?
    public var origin: Origin
}

/// The timeline's reads (UI → view model → repository → cache ↔ API): pages from the
/// server through the page cache, and the last 30 days kept as entries for offline reading.
public struct TimelineRepository: Sendable {
    let client: MemoryAPI.Client
    let cache: EntryCache
    let account: @Sendable () async -> String?

    public init(client: MemoryAPI.Client, cache: EntryCache, account: @escaping @Sendable () async -> String?) {
        self.client = client
        self.cache = cache
        self.account = account
    }

    /// A page of `query`. Offline it is the stored page, or failing that the device's recent
    /// entries; it throws only when neither exists (or the session is gone, or the query is bad).
    public func page(_ query: TimelineQuery, page: Int = 1, pageSize: Int = 50) async throws -> TimelinePage {
        guard let account = await account() else { throw SessionError.signedOut(nil) }
        let input = Operations.ListEntries.Input.Query(
            from: query.range?.lowerBound, to: query.range?.upperBound,
            _type: query.kinds.isEmpty ? nil : query.kinds.map(WireEntry.kind), tag: query.tags.isEmpty ? nil : query.tags,
            q: query.search, page: page, pageSize: pageSize)
        do {
            let (output, origin) = try await OriginRecorder.tracking { try await client.listEntries(query: input) }
            switch output {
            case .ok(let ok):
                let body = try ok.body.json
                let entries = body.items.map(WireEntry.entry)
                if case .offline(let storedAt) = origin {
                    return TimelinePage(entries: entries, hasMore: body.hasMore, total: body.total, origin: .storedPage(storedAt: storedAt))
                }
                try? cache.store(entries, account: account)
                return TimelinePage(entries: entries, hasMore: body.hasMore, total: body.total, origin: .server)
            case .badRequest(let answer): throw WireProblem.problem(try answer.body.applicationProblemJson)
            case .unauthorized: throw SessionError.signedOut(nil)
            case .undocumented(let status, let payload):
                throw await ServerProblem.read(payload.body, status: status) ?? .bare(status)
            }
        } catch let error as ClientError where Self.isUnreachable(error) {
            let entries = try cache.entries(query, account: account, page: page, pageSize: pageSize)
            return TimelinePage(entries: entries, hasMore: entries.count == pageSize, total: nil, origin: .recentEntries)
        } catch let error as ClientError {
            throw error.underlyingError  // the session that ended, not the generated client's wrapper
        }
    }

    /// Brings the device's copy of the last 30 days up to date (every page of the window) and
    /// returns how many entries it holds.
    @discardableResult
    public func refreshRecent(now: Date) async throws -> Int {
        guard let account = await account() else { throw SessionError.signedOut(nil) }
        let query = TimelineQuery(range: now.addingTimeInterval(-EntryCache.window)...now.addingTimeInterval(86_400))
        var all: [TimelineEntry] = []
        var number = 1
        while true {
            let page = try await page(query, page: number, pageSize: EntryQuery.maxPageSize)
            guard page.origin == .server else { throw TimelineError.offline }
            all += page.entries
            guard page.hasMore else { break }
            number += 1
        }
        try cache.replaceWindow(with: all, account: account)
        return all.count
    }

    /// One entry: from the server, else from the device's cache.
    public func entry(_ id: String) async throws -> TimelineEntry? {
        guard let account = await account() else { throw SessionError.signedOut(nil) }
        do {
            switch try await client.getEntry(path: .init(entryId: id)) {
            case .ok(let ok):
                let entry = WireEntry.entry(try ok.body.json)
                try? cache.store([entry], account: account)
                return entry
            case .notFound:
                try? cache.remove(id, account: account)
                return nil
            case .badRequest(let answer): throw WireProblem.problem(try answer.body.applicationProblemJson)
            case .unauthorized: throw SessionError.signedOut(nil)
            case .undocumented(let status, let payload):
                throw await ServerProblem.read(payload.body, status: status) ?? .bare(status)
            }
        } catch let error as ClientError where Self.isUnreachable(error) {
            return try cache.entry(id, account: account)
        } catch let error as ClientError {
            throw error.underlyingError
        }
    }

    /// A failed call that did not reach the server (as opposed to a session that ended).
    static func isUnreachable(_ error: ClientError) -> Bool {
        !(error.underlyingError is SessionError) && !(error.underlyingError is CancellationError)
    }
}

public enum TimelineError: Error, Equatable, Sendable {
    /// The server could not be reached.
    case offline
}
