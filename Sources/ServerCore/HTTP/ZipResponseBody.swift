import Foundation
import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Vapor
import ZipStream

/// A streamed ZIP archive (`ZipArchiveStream`) as a response body, at the speed of the disk.
///
/// Every photo of a download is a stored entry whose size and CRC are known, so its bytes are
/// copied as they are: read with `pread` on the thread pool (as `NonBlockingFileIO` does) straight
/// into the `ByteBuffer` that is written to the socket — no `[UInt8]` or `Data` on the way. Entries
/// whose file is a stored object (`MediaStore.archiveReference` of an S3 store) are read through
/// the store with ranged GETs into the same buffer. The archive goes out in chunks of `chunkSize`
/// bytes, so a few hundred small photos make a few dozen writes, not a few hundred.
///
/// Memory stays bounded whatever the archive's size or the client's speed: a download holds one
/// chunk at a time. The next chunk is read only once the previous one is written, and Vapor's
/// `write` returns only once NIO has handed the whole buffer to the socket, so a client reading
/// at 1 MB/s holds the server's one buffer (the kernel's socket buffers hold the rest, outside
/// the process) — 60 downloads at once hold 60 × `chunkSize`. See decision 0006 for the size.
///
/// A client that goes away fails the next write; then no more is read and the open file closes.
public enum ZipResponseBody {
    /// Bytes per write, and what one download holds: 60 slow downloads held 60 MiB at 1 MiB;
    /// 512 KiB halves that and keeps the per-chunk cost (a thread-pool hop, a write) small
    /// beside the bytes (decision 0006).
    public static let chunkSize = 512 * 1024

    /// The archive as the body of `req`'s response, with Content-Length when its size is known.
    public static func body(_ archive: ZipArchiveStream, for req: Request) -> Response.Body {
        body(
            archive, threadPool: req.application.threadPool, allocator: req.byteBufferAllocator,
            store: req.application.configuredMediaStore)
    }

    static func body(
        _ archive: ZipArchiveStream, threadPool: NIOThreadPool, allocator: ByteBufferAllocator,
        store: (any MediaStore)? = nil, chunkSize: Int = chunkSize
    ) -> Response.Body {
        let stream: @Sendable (any AsyncBodyStreamWriter) async throws -> Void = { writer in
            let chunks = ZipChunkReader(
                archive.pieces(), threadPool: threadPool, allocator: allocator, chunkSize: chunkSize, store: store)
            try await chunks.write(to: writer)
        }
        guard let size = archive.predictedSize else {
            return Response.Body(managedAsyncStream: stream, byteBufferAllocator: allocator)
        }
        return Response.Body(managedAsyncStream: stream, count: Int(size), byteBufferAllocator: allocator)
    }
}

extension URL {
    /// Whether this names a stored object (read through the `MediaStore`), not a local file.
    fileprivate var isStoredObject: Bool { scheme == MediaLocation.archiveScheme }
}

/// Turns an archive's pieces into chunks of about `chunkSize` bytes: record bytes are appended,
/// file bytes are read into the chunk on the thread pool (one hop per chunk, however many files
/// it holds). A file larger than what is left of a chunk stays open into the next one.
///
/// `@unchecked Sendable`: its state is touched by one chunk at a time — `write(to:)` awaits each
/// read before the next — and `closeFile()` runs only once no chunk is being read.
final class ZipChunkReader: @unchecked Sendable {
    /// A stretch of the next chunk.
    private enum Step {
        case bytes([UInt8])
        /// `count` bytes of the file at `url` from `offset`; the file is opened at offset 0 and
        /// closed once its last byte is read.
        case file(url: URL, size: UInt64, path: String, offset: UInt64, count: Int)
    }

    private struct OpenFile {
        let descriptor: CInt
        let url: URL
    }

    private var pieces: ZipArchiveStream.Pieces
    private let threadPool: NIOThreadPool
    private let allocator: ByteBufferAllocator
    private let chunkSize: Int
    /// Reads entries whose URL is a stored object's (`MediaLocation.archiveURL`).
    private let store: (any MediaStore)?
    /// The part of a file piece not yet given to a chunk.
    private var pending: (url: URL, size: UInt64, path: String, offset: UInt64)?
    private var current: OpenFile?
    /// Chunks read so far (a download that failed must stop reading: tests count).
    private(set) var chunksRead = 0

    init(
        _ pieces: ZipArchiveStream.Pieces, threadPool: NIOThreadPool, allocator: ByteBufferAllocator, chunkSize: Int,
        store: (any MediaStore)? = nil
    ) {
        self.store = store
        self.pieces = pieces
        self.threadPool = threadPool
        self.allocator = allocator
        self.chunkSize = chunkSize
    }

    deinit { closeFile() }

    /// Writes every chunk to `writer`, reading the next one only once the previous one is
    /// written: one buffer per download, however slowly its client reads. A failed write (the
    /// client went away) stops the reads; the open file closes on the way out.
    func write(to writer: any AsyncBodyStreamWriter) async throws {
        defer { closeFile() }
        while let chunk = try await nextChunk() {
            try await writer.write(.buffer(chunk))
        }
    }

    /// The next chunk, nil at the end of the archive.
    func nextChunk() async throws -> ByteBuffer? {
        try Task.checkCancellation()
        var steps: [Step] = []
        var planned = 0
        while planned < chunkSize {
            if let file = pending {
                let count = Int(min(file.size - file.offset, UInt64(chunkSize - planned)))
                steps.append(.file(url: file.url, size: file.size, path: file.path, offset: file.offset, count: count))
                planned += count
                let next = file.offset + UInt64(count)
                pending = next < file.size ? (file.url, file.size, file.path, next) : nil
                continue
            }
            guard let piece = try await pieces.next() else { break }
            switch piece {
            case .bytes(let bytes):
                steps.append(.bytes(bytes))
                planned += bytes.count
            case .file(let url, let size, let path):
                pending = (url, size, path, 0)
            }
        }
        guard !steps.isEmpty else { return nil }
        chunksRead += 1
        if let store, steps.contains(where: { if case .file(let url, _, _, _, _) = $0 { url.isStoredObject } else { false } }) {
            return try await readThroughStore(steps, store: store, capacity: planned)
        }
        return try await threadPool.runIfActive { [allocator, steps, planned] in
            var buffer = allocator.buffer(capacity: planned)
            try self.read(steps, into: &buffer)
            return buffer
        }
    }

    /// A chunk holding stored objects: their ranges come from the store (ranged GETs) into the
    /// chunk's one buffer; record bytes and local files as usual.
    private func readThroughStore(_ steps: [Step], store: any MediaStore, capacity: Int) async throws -> ByteBuffer {
        var buffer = allocator.buffer(capacity: capacity)
        for step in steps {
            if case .file(let url, let size, let path, let offset, let count) = step,
                let location = MediaLocation(archiveURL: url)
            {
                do {
                    try await store.read(at: location, offset: Int64(offset), count: count, into: &buffer)
                } catch {
                    throw ZipStreamError.sizeMismatch(path: path, declared: size, actual: offset)
                }
            } else {
                try read([step], into: &buffer)  // record bytes; a local file (blocking, rare here)
            }
        }
        return buffer
    }

    /// Runs on the thread pool: blocking reads.
    private func read(_ steps: [Step], into buffer: inout ByteBuffer) throws {
        for step in steps {
            switch step {
            case .bytes(let bytes):
                buffer.writeBytes(bytes)
            case .file(let url, let size, let path, let offset, let count):
                if offset == 0 {
                    closeFile()
                    let descriptor = url.withUnsafeFileSystemRepresentation { open($0!, O_RDONLY | O_CLOEXEC) }
                    guard descriptor >= 0 else { throw IOError(errnoCode: errno, reason: "open \(path)") }
                    current = OpenFile(descriptor: descriptor, url: url)
                }
                guard let file = current, file.url == url else { throw IOError(errnoCode: EBADF, reason: "read \(path)") }
                var done = 0
                while done < count {
                    let position = offset + UInt64(done)
                    let got = try buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: count - done) { target in
                        var result: Int
                        repeat {
                            result = pread(file.descriptor, target.baseAddress, count - done, off_t(position))
                        } while result < 0 && errno == EINTR
                        guard result >= 0 else { throw IOError(errnoCode: errno, reason: "read \(path)") }
                        return result
                    }
                    // Shorter than its header says: the archive cannot be finished correctly.
                    guard got > 0 else { throw ZipStreamError.sizeMismatch(path: path, declared: size, actual: position) }
                    done += got
                }
                if offset + UInt64(count) == size { closeFile() }
            }
        }
    }

    /// Closes the file being read, if any.
    func closeFile() {
        if let file = current {
            _ = close(file.descriptor)
            current = nil
        }
    }

    /// Whether a file is open (tests check that a failed download leaves none).
    var hasOpenFile: Bool { current != nil }
}
