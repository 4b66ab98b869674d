import Foundation
import NIOCore
import NIOPosix
import OpenAPIRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `MediaStore` on the local disk: `<root>/<owner>/<key>`, staging in `<root>/.staging`
/// (`MEDIA_STORE=local`, the default).
///
/// Staging sits on the same volume as the files, so placing a file is a `rename(2)`: atomic,
/// and never a copy that a crash could cut in half. The store belongs to one server process:
/// start-up reconciliation treats everything in staging as left over from a previous run.
public struct LocalMediaStore: MediaStore {
    public let root: URL
    private var staging: LocalStaging { LocalStaging(directory: root.appendingPathComponent(".staging", isDirectory: true)) }

    public init(root: URL) {
        self.root = root
    }

    /// One instance per local store: every staged file is its own.
    public func stagedByThisInstance(named name: String) -> Bool { true }

    public func beginStaging() throws -> StagingWriter {
        try staging.begin()
    }

    public func place(stagedNamed name: String, at location: MediaLocation) async throws {
        let target = file(at: location)
        let directory = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard rename(staging.url(name).path, target.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        try Durability.syncDirectory(directory)
    }

    public func discardStaged(named name: String) { staging.discard(name) }

    public func stagedFiles() throws -> [StagingFileInfo] { try staging.files() }

    public func storedFiles() async throws -> [StoredFileInfo] {
        var result: [StoredFileInfo] = []
        for owner in try LocalFiles.list(in: root, directories: true) {
            // Only owner folders; `.staging` and anything a person put there are not ours.
            guard let ownerID = UUID(uuidString: owner.name), owner.name == owner.name.lowercased() else { continue }
            for file in try LocalFiles.list(in: root.appendingPathComponent(owner.name, isDirectory: true)) {
                result.append(StoredFileInfo(location: MediaLocation(owner: ownerID, key: file.name), modified: file.modified))
            }
        }
        return result
    }

    public func write(_ data: Data, at location: MediaLocation) async throws {
        let writer = try beginStaging()
        do {
            try writer.appendNow(data)
            _ = try writer.seal()
            try await place(stagedNamed: writer.name, at: location)
        } catch {
            writer.discard()
            throw error
        }
    }

    public func sizes(owner: UUID) async throws -> [String: Int64] {
        var result: [String: Int64] = [:]
        for file in try LocalFiles.list(in: ownerDirectory(owner)) {
            result[file.name] = try await size(at: MediaLocation(owner: owner, key: file.name))
        }
        return result
    }

    public func size(at location: MediaLocation) async throws -> Int64? {
        // stat(2) rather than FileManager's attributes, which also look up the owner's user and
        // group names: a ZIP of hundreds of photos asks for each photo's size.
        var info = stat()
        let found = file(at: location).withUnsafeFileSystemRepresentation { path in
            path.map { stat($0, &info) == 0 } ?? false
        }
        return found ? Int64(info.st_size) : nil
    }

    public func body(at location: MediaLocation, offset: Int64, length: Int64) async throws -> HTTPBody {
        try FileBody.body(file(at: location), offset: offset, length: length)
    }

    public func read(at location: MediaLocation, offset: Int64, count: Int, into buffer: inout ByteBuffer) async throws {
        let url = file(at: location)
        let bytes = try await NIOThreadPool.singleton.runIfActive { () throws -> Data in
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            try handle.seek(toOffset: UInt64(offset))
            return try handle.read(upToCount: count) ?? Data()
        }
        guard bytes.count == count else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
        buffer.writeBytes(bytes)
    }

    public func withLocalCopy<T>(at location: MediaLocation, _ body: (URL) async throws -> T) async throws -> T {
        try await body(file(at: location))
    }

    public func edit<T>(at location: MediaLocation, _ body: (URL) async throws -> T) async throws -> T {
        try await body(file(at: location))
    }

    public func presignedURL(
        at location: MediaLocation, expires: Int, now: Date, contentType: String, disposition: String
    ) -> URL? { nil }

    /// The file itself: `ZipResponseBody` reads local files with `pread`, straight into its buffer.
    public func archiveReference(at location: MediaLocation) -> URL { file(at: location) }

    public func delete(at location: MediaLocation) async {
        try? FileManager.default.removeItem(at: file(at: location))
    }

    public func deleteAll(owner: UUID) async {
        try? FileManager.default.removeItem(at: ownerDirectory(owner))
    }

    /// Removes an owner's folder once it holds nothing (reconciliation tidies after orphans).
    func removeIfEmpty(owner: UUID) {
        let directory = ownerDirectory(owner)
        if (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// Where a stored file lives on disk (tests look; nothing else should need to).
    public func file(at location: MediaLocation) -> URL {
        // Keys are generated by the server; refuse path tricks all the same.
        let key = location.key
        let suspicious = key.utf8.contains(UInt8(ascii: "/")) || key.utf8.contains(UInt8(ascii: "."))
        let safeKey = suspicious
            ? key.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "..", with: "_") : key
        return ownerDirectory(location.owner).appendingPathComponent(safeKey)
    }

    private func ownerDirectory(_ owner: UUID) -> URL {
        root.appendingPathComponent(owner.uuidString.lowercased(), isDirectory: true)
    }
}
