import Checksum
import Foundation

/// One file of a streamed ZIP archive. Its bytes are opened only when the archive reaches it,
/// so an archive of hundreds of photos holds one chunk in memory at a time.
public struct ZipEntry: Sendable {
    /// The path inside the archive (`Guest/2026-06-14 18.42.07.jpg`); `/` separates folders.
    public var path: String
    /// Shown as the file's date by unzip tools.
    public var modified: Date
    /// The exact byte count, when known: with `crc32` the sizes go in the header up front.
    public var size: UInt64?
    /// The CRC-32 of the contents, when known (a stored photo's, computed at upload).
    public var crc32: UInt32?
    /// Opens the contents: successive chunks, then nil.
    public var open: @Sendable () async throws -> ZipChunks
    /// The file behind the contents, when they are one whole file on disk: a writer that reads
    /// files itself (`ZipArchiveStream.pieces()`) reads it in its own large chunks instead of `open`.
    public var file: URL?
    /// Kept alive as long as the entry: what its bytes depend on (a scratch file that removes
    /// itself when released).
    public var owner: (any Sendable & AnyObject)?

    public init(
        path: String, modified: Date, size: UInt64? = nil, crc32: UInt32? = nil,
        open: @escaping @Sendable () async throws -> ZipChunks
    ) {
        self.path = path
        self.modified = modified
        self.size = size
        self.crc32 = crc32
        self.open = open
    }

    /// An entry for bytes already in memory (a JSON summary, a README).
    public static func data(_ data: Data, path: String, modified: Date) -> ZipEntry {
        let bytes = [UInt8](data)
        var crc = CRC32()
        crc.update(bytes)
        let checksum = crc.value
        return ZipEntry(path: path, modified: modified, size: UInt64(bytes.count), crc32: checksum) {
            ZipChunks(once: bytes)
        }
    }

    /// An entry for a file on disk, read `chunkSize` bytes at a time as the archive is pulled.
    /// Without `crc32` the checksum is computed while streaming (and written after the data).
    public static func file(
        _ url: URL, path: String, modified: Date, size: UInt64? = nil, crc32: UInt32? = nil, chunkSize: Int = 256 * 1024
    ) -> ZipEntry {
        var entry = ZipEntry(path: path, modified: modified, size: size, crc32: size == nil ? nil : crc32) {
            let handle = try FileHandle(forReadingFrom: url)
            return ZipChunks {
                guard let data = try handle.read(upToCount: chunkSize), !data.isEmpty else {
                    try? handle.close()
                    return nil
                }
                return [UInt8](data)
            }
        }
        entry.file = url
        return entry
    }
}

/// A pull-based source of byte chunks (the consumer asks; nothing is read ahead).
public struct ZipChunks: Sendable {
    private let nextChunk: @Sendable () async throws -> [UInt8]?

    public init(_ next: @escaping @Sendable () async throws -> [UInt8]?) {
        nextChunk = next
    }

    init(once bytes: [UInt8]) {
        let box = OnceBox(bytes)
        nextChunk = { box.take() }
    }

    func next() async throws -> [UInt8]? { try await nextChunk() }
}

private final class OnceBox: @unchecked Sendable {
    private var bytes: [UInt8]?
    private let lock = NSLock()
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func take() -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        defer { bytes = nil }
        return bytes
    }
}

/// Why an archive could not be written.
public enum ZipStreamError: Error, Equatable, Sendable {
    /// An entry produced a different number of bytes than it declared.
    case sizeMismatch(path: String, declared: UInt64, actual: UInt64)
    /// An entry of unknown size grew past 4 GiB (its sizes follow in a 32-bit data descriptor).
    case unknownSizeTooLarge(path: String)
    /// A path that is empty, absolute, or climbs out of the archive (`..`).
    case invalidPath(String)
}
