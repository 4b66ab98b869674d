import Foundation

/// The last good response for one URL, as stored by the response cache.
public struct CachedResponse: Codable, Hashable, Sendable {
    public var body: Data
    public var etag: String?
    public var contentType: String?
    /// When the body was last confirmed by the server (a 200, or a 304 revalidation).
    public var storedAt: Date
    /// Seconds the body is trusted from `storedAt` (`LL2Configuration.lifetime`); nil means the
    /// configuration's `freshFor`.
    public var maxAge: TimeInterval?

    public init(body: Data, etag: String? = nil, contentType: String? = nil, storedAt: Date, maxAge: TimeInterval? = nil) {
        self.body = body
        self.etag = etag
        self.contentType = contentType
        self.storedAt = storedAt
        self.maxAge = maxAge
    }

    /// Seconds since the server last confirmed this body.
    public func age(at now: Date) -> TimeInterval { max(0, now.timeIntervalSince(storedAt)) }
}

/// Where responses are kept between requests (and, for the disk store, between launches of the app
/// or restarts of the proxy server). Keys are full request URLs.
public protocol ResponseCacheStore: Sendable {
    func load(_ key: String) async -> CachedResponse?
    func save(_ response: CachedResponse, for key: String) async
    func remove(_ key: String) async
}

/// A process-local store; what tests and previews use.
public actor MemoryResponseCache: ResponseCacheStore {
    private var entries: [String: CachedResponse] = [:]

    public init() {}

    public func load(_ key: String) -> CachedResponse? { entries[key] }
    public func save(_ response: CachedResponse, for key: String) { entries[key] = response }
    public func remove(_ key: String) { entries[key] = nil }
}

/// A store that writes one JSON file per URL into an injected directory, with a memory copy in front.
/// The directory is a parameter so the app (Caches folder) and the server proxy (data directory) share the code.
public actor DiskResponseCache: ResponseCacheStore {
    private let directory: URL
    private var memory: [String: CachedResponse] = [:]

    /// Creates the directory when needed.
    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func load(_ key: String) -> CachedResponse? {
        if let hit = memory[key] { return hit }
        guard let data = try? Data(contentsOf: fileURL(for: key)),
            let stored = try? JSONDecoder().decode(StoredEntry.self, from: data), stored.key == key
        else { return nil }
        memory[key] = stored.response
        return stored.response
    }

    public func save(_ response: CachedResponse, for key: String) {
        memory[key] = response
        guard let data = try? JSONEncoder().encode(StoredEntry(key: key, response: response)) else { return }
        // Atomic so a crash mid-write never leaves a half file that would read as corrupt.
        try? data.write(to: fileURL(for: key), options: .atomic)
    }

    public func remove(_ key: String) {
        memory[key] = nil
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }

    private func fileURL(for key: String) -> URL {
        directory.appendingPathComponent(StableHash.hex(key) + ".json")
    }

    /// The key is stored too, so a (very unlikely) hash collision reads as a miss, not a wrong answer.
    private struct StoredEntry: Codable {
        let key: String
        let response: CachedResponse
    }
}

/// FNV-1a 64-bit: a hash that is the same in every process (unlike `Hasher`), for file names
/// and validators.
public enum StableHash {
    public static func hex(_ text: String) -> String {
        hex(bytes: text.utf8)
    }

    public static func hex(_ data: Data) -> String {
        hex(bytes: data)
    }

    private static func hex(bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
