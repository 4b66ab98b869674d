import Foundation
import GRDB

/// A shot waiting for, going through, or done with its upload. Kept in SQLite (GRDB), so a
/// crash, a reboot or a lost connection loses none and sends none twice.
public struct QueuedUpload: Codable, Equatable, Sendable, Identifiable, FetchableRecord, PersistableRecord {
    public enum State: String, Codable, Sendable {
        /// Waiting for its turn (or for the backoff after a failed try).
        case pending
        /// Being sent now.
        case uploading
        /// Refused for good (event ended, no shots left, not a photo); retry or discard by hand.
        case failed
        /// On the server.
        case done
    }

    public static let databaseTableName = "queued_upload"

    /// Made when the shot is taken; the server's idempotency key for this upload.
    public var clientPhotoId: UUID
    public var eventId: UUID
    public var takenAt: Date
    public var source: String
    public var state: State
    public var attempts: Int
    public var nextAttemptAt: Date
    /// The server's problem code for a refusal (`event_ended`, `no_shots_left`, …) or a
    /// transport error's description.
    public var lastError: String?
    public var remotePhotoId: UUID?
    public var createdAt: Date

    public var id: UUID { clientPhotoId }

    /// The name of the photo's bytes in the `PhotoFileStore`.
    public var fileName: String { clientPhotoId.uuidString.lowercased() }

    /// Counts against the shots left until it is done (or discarded).
    public var isActive: Bool { state != .done }

    static func migrate(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("create queued_upload") { db in
            try db.create(table: databaseTableName) { table in
                table.column("clientPhotoId", .text).primaryKey()
                table.column("eventId", .text).notNull().indexed()
                table.column("takenAt", .datetime).notNull()
                table.column("source", .text).notNull()
                table.column("state", .text).notNull()
                table.column("attempts", .integer).notNull()
                table.column("nextAttemptAt", .datetime).notNull()
                table.column("lastError", .text)
                table.column("remotePhotoId", .text)
                table.column("createdAt", .datetime).notNull()
            }
        }
    }
}

/// Where queued photos' bytes wait (the app's container on iOS, a folder elsewhere).
public protocol PhotoFileStore: Sendable {
    func write(_ data: Data, name: String) throws
    func read(name: String) throws -> Data
    func delete(name: String)
}

/// `PhotoFileStore` in a directory; writes go through a temporary file and a rename, so a
/// crash never leaves half a photo under its final name.
public struct DirectoryPhotoFileStore: PhotoFileStore {
    public let directory: URL

    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func write(_ data: Data, name: String) throws {
        try data.write(to: directory.appendingPathComponent(name), options: .atomic)
    }

    public func read(name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    public func delete(name: String) {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
}

/// Exponential backoff with jitter (uploads, stream reconnects): try n waits `base · 2^(n-1)`, capped, then scaled by a
/// random factor in [½, 1), so a room full of phones coming back online does not retry in step.
public struct Backoff: Sendable {
    public var base: TimeInterval
    public var cap: TimeInterval

    public init(base: TimeInterval = 2, cap: TimeInterval = 300) {
        self.base = base
        self.cap = cap
    }

    public func delay(afterAttempt attempt: Int, random: Double) -> TimeInterval {
        let exponential = min(cap, base * pow(2, Double(max(0, attempt - 1))))
        return exponential * (0.5 + 0.5 * min(max(random, 0), 1))
    }
}
