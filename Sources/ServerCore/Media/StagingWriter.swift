import Foundation

/// An upload being written into the store's staging area.
///
/// Append the bytes as they arrive, then `seal()` (flushes the file and the staging directory
/// to disk, so a committed row can never point at bytes a power cut took back) or `discard()`.
/// A writer that is neither sealed nor discarded leaves a staging file that the next start-up
/// (or a periodic sweep after the grace period) removes.
public final class StagingWriter {
    public let name: String
    public let url: URL
    public private(set) var byteCount: Int64 = 0
    private var handle: FileHandle?

    /// Creates the file `name` in `directory` (which must exist) and opens it for writing.
    public init(directory: URL, name: String) throws {
        self.name = name
        url = directory.appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    deinit {
        try? handle?.close()
    }

    /// Appends `data` to the file.
    public func append(_ data: Data) async throws {
        try appendNow(data)
        await CrashTestHook.reached("media.staging")
    }

    /// `append` without the crash-test point, for the store's own synchronous writes.
    func appendNow(_ data: Data) throws {
        guard let handle else { throw CocoaError(.fileWriteUnknown) }
        try handle.write(contentsOf: data)
        byteCount += Int64(data.count)
    }

    /// Flushes the file and its directory entry to disk and closes it.
    public func seal() throws -> StagedFile {
        guard let handle else { throw CocoaError(.fileWriteUnknown) }
        try handle.synchronize()
        try handle.close()
        self.handle = nil
        try Durability.syncDirectory(url.deletingLastPathComponent())
        return StagedFile(name: name, url: url, byteSize: byteCount)
    }

    /// Closes and removes the file.
    public func discard() {
        try? handle?.close()
        handle = nil
        try? FileManager.default.removeItem(at: url)
    }
}

/// `fsync` for what `FileHandle` does not cover: directories, whose entries a rename changes.
enum Durability {
    static func syncDirectory(_ directory: URL) throws {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
