import Foundation

/// Where a stored file lives: its owner (an account, an event…) and a key the backend chose.
///
/// Files are addressed by owner and key, so deleting an owner can remove everything it owns in
/// one call, and a key from one owner can never reach another owner's files.
public struct MediaLocation: Hashable, Sendable, CustomStringConvertible {
    public var owner: UUID
    public var key: String

    public init(owner: UUID, key: String) {
        self.owner = owner
        self.key = key
    }

    public var description: String { "\(owner.uuidString.lowercased())/\(key)" }
}

/// A file in the store's staging area: written completely and flushed to disk (`fsync`), not
/// yet visible under any `MediaLocation`. Made by `StagingWriter.seal()`.
public struct StagedFile: Sendable, Equatable {
    /// The file's name inside the staging area; what a pending commit records.
    public var name: String
    /// Where to read it from (inspection, decoding) before it is committed.
    public var url: URL
    public var byteSize: Int64

    public init(name: String, url: URL, byteSize: Int64) {
        self.name = name
        self.url = url
        self.byteSize = byteSize
    }
}

/// A file the store holds, as reconciliation sees it.
public struct StoredFileInfo: Sendable, Equatable {
    public var location: MediaLocation
    public var modified: Date
}

/// A file in the staging area, as reconciliation sees it.
public struct StagingFileInfo: Sendable, Equatable {
    public var name: String
    public var modified: Date
}

/// Where the apps keep users' files. Local files under the data directory today
/// (`LocalMediaStore`); an S3-compatible store can implement the same protocol later.
///
/// **Crash safety.** A file only becomes visible under its `MediaLocation` once the database
/// rows that own it have committed, so a crash at any moment leaves no file without a row and no
/// row without a file:
///
/// 1. Stream the upload into staging with `beginStaging()` and `StagingWriter.seal()` (fsync).
/// 2. Inspect and decode the staged file; refuse it with `StagingWriter.discard()`/`discardStaged`.
/// 3. `commit(_:on:rows:)` (in `MediaCommit.swift`) inserts the caller's rows *and* a pending
///    record per file in one transaction, then moves each file into place and clears the
///    records. A crash before the commit leaves only staging files (swept at start-up); a crash
///    after it leaves pending records that `MediaReconciler` finishes at start-up.
///
/// Derived files (thumbnails) that a job can always make again go through `write(_:at:)`:
/// atomic (staging + fsync + rename), and a file whose row never followed is removed by the
/// reconciler's orphan sweep once it is older than the grace period.
public protocol MediaStore: Sendable {
    /// A new file in staging, open for writing an upload into.
    func beginStaging() throws -> StagingWriter
    /// Moves a staged file to `location` (atomic rename, replacing a file already there) and
    /// makes the move durable. Used by commits and by reconciliation.
    func place(stagedNamed name: String, at location: MediaLocation) throws
    /// Whether a staged file of that name still exists.
    func hasStaged(named name: String) -> Bool
    /// Removes a staged file (a refused upload, a sweep).
    func discardStaged(named name: String)
    /// Every file in staging.
    func stagedFiles() throws -> [StagingFileInfo]
    /// Every stored file, for reconciliation.
    func storedFiles() throws -> [StoredFileInfo]
    /// Writes bytes at `location` through staging, so readers never see half a file.
    func write(_ data: Data, at location: MediaLocation) throws
    /// The size of a stored file, or nil when it does not exist.
    func size(at location: MediaLocation) -> Int64?
    /// A local path to read the file from (streaming with ranges, decoding).
    func localFile(at location: MediaLocation) -> URL
    func delete(at location: MediaLocation)
    /// Removes every file of an owner (account deletion).
    func deleteAll(owner: UUID)
}
