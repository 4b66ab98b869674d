import Foundation
import NIOCore
import OpenAPIRuntime

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

/// Where the apps keep users' files: on the local disk (`LocalMediaStore`, `MEDIA_STORE=local`,
/// the default) or in an S3-compatible object store (`S3MediaStore`, `MEDIA_STORE=s3`), so that
/// several instances share them and none keeps media on its disk.
///
/// **Crash safety.** A file only becomes visible under its `MediaLocation` once the database
/// rows that own it have committed, so a crash at any moment leaves no file without a row and no
/// row without a file:
///
/// 1. Stream the upload into staging with `beginStaging()` and `StagingWriter.seal()` (fsync).
///    Staging is always a local directory of this instance (for S3 too): only this process
///    writes there, so a sweep never touches another instance's upload in flight.
/// 2. Inspect and decode the staged file; refuse it with `StagingWriter.discard()`/`discardStaged`.
/// 3. `commit(_:on:rows:)` (in `MediaCommit.swift`) inserts the caller's rows *and* a pending
///    record per file in one transaction, then places each file (a rename, or an upload to the
///    bucket and then removing the staged file) and clears the records. A crash before the
///    commit leaves only staging files (swept at start-up); a crash after it leaves pending
///    records that `MediaReconciler` finishes at start-up or in its periodic pass.
///
/// Derived files (thumbnails) that a job can always make again go through `write(_:at:)`:
/// atomic (staging + fsync + rename, or one S3 PUT), and a file whose row never followed is
/// removed by the reconciler's orphan sweep once it is older than the grace period.
///
/// **Reading.** There is no local path to a stored file: readers stream a range (`body`), copy
/// bytes into a buffer (`read`, ZIP downloads), get a temporary local copy for decoders
/// (`withLocalCopy`), or hand a browser a short-lived URL of the store itself (`presignedURL`,
/// nil when the store has none). docs/decisions/0003-media-store.md says which route uses which.
public protocol MediaStore: Sendable {
    /// A new file in staging, open for writing an upload into.
    func beginStaging() throws -> StagingWriter
    /// Moves a staged file to `location` (replacing a file already there) durably, then removes
    /// it from staging. Used by commits and by reconciliation; safe to repeat.
    func place(stagedNamed name: String, at location: MediaLocation) async throws
    /// Removes a staged file (a refused upload, a sweep).
    func discardStaged(named name: String)
    /// Every file in this instance's staging.
    func stagedFiles() throws -> [StagingFileInfo]
    /// Every stored file, for reconciliation.
    func storedFiles() async throws -> [StoredFileInfo]
    /// Writes bytes at `location` so readers never see half a file.
    func write(_ data: Data, at location: MediaLocation) async throws
    /// The size of every file `owner` has, by key (one listing, for archives of many files).
    func sizes(owner: UUID) async throws -> [String: Int64]
    /// The size of a stored file, nil when it does not exist; throws when the store cannot say.
    func size(at location: MediaLocation) async throws -> Int64?
    /// `length` bytes from `offset` as a response body, streamed as the client reads.
    func body(at location: MediaLocation, offset: Int64, length: Int64) async throws -> HTTPBody
    /// Appends `count` bytes from `offset` to `buffer`; throws when the file has fewer.
    func read(at location: MediaLocation, offset: Int64, count: Int, into buffer: inout ByteBuffer) async throws
    /// Runs `body` with a local file holding the stored bytes (the file itself on a local store,
    /// a temporary copy removed afterwards on S3): for decoders that want a path.
    func withLocalCopy<T>(at location: MediaLocation, _ body: (URL) async throws -> T) async throws -> T
    /// Lets `body` change a stored file in place through a local path (erasing a photo's place
    /// after an edit), then stores the result: the file itself on a local store, a copy that is
    /// uploaded again (one PUT, so readers see the old or the new file) on S3.
    func edit<T>(at location: MediaLocation, _ body: (URL) async throws -> T) async throws -> T
    /// A URL of the store a browser may GET the file from until `expires` seconds from `now`,
    /// answered with this `Content-Type` and `Content-Disposition`; nil when the store has none
    /// (local files are streamed by the instance).
    func presignedURL(
        at location: MediaLocation, expires: Int, now: Date, contentType: String, disposition: String
    ) -> URL?
    /// What a ZIP entry names the file by: `ZipResponseBody` reads it back through `read` (or,
    /// for a plain file URL, from the disk directly).
    func archiveReference(at location: MediaLocation) -> URL
    /// Removes a file. A failure is not reported: the reconciler's orphan sweep removes a file
    /// no row owns later.
    func delete(at location: MediaLocation) async
    /// Removes every file of an owner (account or event deletion); failures as for `delete`.
    func deleteAll(owner: UUID) async
    /// Whether a staged file of that name was begun by this instance (whether or not it is still
    /// in staging): a pending record left with it is this instance's, so at start-up its upload
    /// is certainly dead. On a store other instances share, any other may be in flight.
    func stagedByThisInstance(named name: String) -> Bool
}

extension MediaStore {
    /// The whole file in memory (small files: a collage's thumbnails, an import's upload).
    public func data(at location: MediaLocation) async throws -> Data {
        try await withLocalCopy(at: location) { try Data(contentsOf: $0) }
    }
}

extension MediaLocation {
    /// The scheme of `archiveReference` URLs that name a stored object rather than a local file.
    static let archiveScheme = "suite-media"

    /// `suite-media:/owner/key`.
    var archiveURL: URL { URL(string: "\(Self.archiveScheme):/\(description)")! }

    /// The location an `archiveURL` names, nil for any other URL.
    init?(archiveURL url: URL) {
        guard url.scheme == Self.archiveScheme else { return nil }
        let parts = url.path.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let owner = UUID(uuidString: parts[0]) else { return nil }
        self.init(owner: owner, key: parts[1])
    }
}
