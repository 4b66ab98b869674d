import Fluent
import Foundation
import LaunchLibrary

/// LaunchLibrary's `ResponseCacheStore` over the database, with a memory copy in front, and
/// the offline snapshot behind: a URL LL2 never answered is served from the snapshot, dated
/// as old as the snapshot is.
///
/// The server is the only writer, so the memory copy (hits and misses alike) stays exact;
/// the database is read once per URL per process and written on every upstream answer.
actor DatabaseResponseCache: ResponseCacheStore {
    /// Where an answer came from, for the status page.
    enum Source: Sendable, Equatable { case upstream, snapshot, none }

    private let database: any Database
    private let snapshot: OfflineSnapshot
    private var memory: [String: CachedResponse?] = [:]
    private let capacity: Int
    /// Bumped on every save, so rendered pages know when the data under them changed.
    private(set) var generation = 0

    init(database: any Database, snapshot: OfflineSnapshot, capacity: Int = 2_000) {
        self.database = database
        self.snapshot = snapshot
        self.capacity = capacity
    }

    func load(_ key: String) async -> CachedResponse? {
        if let known = memory[key] { return known ?? snapshot.response(for: key) }
        let record = try? await LL2ResponseRecord.find(key, on: database)
        let stored = record.map(Self.response)
        remember(stored, for: key)
        return stored ?? snapshot.response(for: key)
    }

    func save(_ response: CachedResponse, for key: String) async {
        remember(response, for: key)
        generation += 1
        do {
            if let record = try await LL2ResponseRecord.find(key, on: database) {
                record.body = response.body
                record.etag = response.etag
                record.contentType = response.contentType
                record.storedAt = response.storedAt
                record.maxAge = response.maxAge
                try await record.update(on: database)
            } else {
                try await LL2ResponseRecord(
                    url: key, storedAt: response.storedAt, body: response.body, etag: response.etag,
                    contentType: response.contentType, maxAge: response.maxAge
                ).create(on: database)
            }
        } catch {
            // The memory copy still serves this process; the next save of the URL tries again.
            database.logger.warning("launches: could not store the LL2 answer for \(key): \(String(reflecting: error))")
        }
    }

    func remove(_ key: String) async {
        remember(nil, for: key)
        generation += 1
        try? await LL2ResponseRecord.query(on: database).filter(\.$id == key).delete()
    }

    /// Every answer held, by URL: the database's and, for URLs LL2 never answered, the snapshot's.
    /// For reading across the whole cache (search); the generation tells when it changed.
    func everything() async -> (responses: [String: CachedResponse], generation: Int) {
        let at = generation
        var all: [String: CachedResponse] = [:]
        for url in snapshot.urls { all[url] = snapshot.response(for: url) }
        let records = (try? await LL2ResponseRecord.query(on: database).all()) ?? []
        for record in records { if let url = record.id { all[url] = Self.response(record) } }
        return (all, at)
    }

    /// Whether the answer for `key` is LL2's (now or from an earlier run) or the bundled snapshot's.
    func source(of key: String) async -> Source {
        if await load(key) == nil { return .none }
        return memory[key].flatMap { $0 } != nil ? .upstream : .snapshot
    }

    private func remember(_ response: CachedResponse?, for key: String) {
        if memory[key] == nil, memory.count >= capacity, let victim = memory.keys.first {
            memory[victim] = nil
        }
        memory[key] = .some(response)
    }

    private static func response(_ record: LL2ResponseRecord) -> CachedResponse {
        var response = CachedResponse(
            body: record.body, etag: record.etag, contentType: record.contentType, storedAt: record.storedAt)
        response.maxAge = record.maxAge
        return response
    }
}
