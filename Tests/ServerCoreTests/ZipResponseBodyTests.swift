import Checksum
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import ReferenceTools
import ServerTestSupport
import Testing
import Vapor
import ZipStream

@testable import ServerCore

/// ZIP downloads over Vapor: files read straight into the chunks written, several files per
/// chunk and a file across chunks, one chunk held however slow the client, and a client that
/// goes away stops the reads and closes files.
@Suite("ZIP response bodies: one chunk per download, files closed when the client leaves")
struct ZipResponseBodyTests {
    static let date = Date(timeIntervalSince1970: 1_781_462_527)

    /// Files of `sizes` bytes with distinct contents, as entries with their size and CRC.
    static func files(_ sizes: [Int], tag: String = UUID().uuidString) throws -> (urls: [URL], entries: [ZipEntry]) {
        var urls: [URL] = []
        var entries: [ZipEntry] = []
        for (index, size) in sizes.enumerated() {
            // A byte pattern that repeats every 256 bytes, built a period at a time: byte by byte,
            // the hang-up test's 32 MB took ten seconds of a debug build's CPU.
            let period = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* (index + 3) &+ index) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size)
            while bytes.count < size { bytes += period.prefix(size - bytes.count) }
            var crc = CRC32()
            crc.update(bytes)
            let data = Data(bytes)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("zipbody-\(tag)-\(index).jpg")
            try data.write(to: url)
            urls.append(url)
            entries.append(.file(url, path: "Guest \(index % 3)/\(index).jpg", modified: date, size: UInt64(size),
                                 crc32: crc.value))
        }
        return (urls, entries)
    }

    /// The descriptors of this process that point at one of `urls`.
    static func openDescriptors(to urls: [URL]) -> Int {
        let paths = Set(urls.map(\.path))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.filter { name in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")).map(paths.contains) ?? false
        }.count
    }

    @Test("the body is the archive byte for byte (small files share a chunk, a large one spans several); unzip -t accepts it")
    func bytes() async throws {
        // setup: 40 small photos, one of 300 KB, a JSON from memory, in chunks of 64 KiB
        let (urls, files) = try Self.files(Array(repeating: 5_000, count: 40) + [300_000])
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
        let archive = ZipArchiveStream(files + [.data(Data("{}".utf8), path: "data.json", modified: Self.date)])
        var expected = Data()
        for try await chunk in archive { expected.append(contentsOf: chunk) }
        let body = ZipResponseBody.body(
            archive, threadPool: .singleton, allocator: ByteBufferAllocator(), chunkSize: 64 * 1024)
        // act
        let collected = try await body.collect(on: MultiThreadedEventLoopGroup.singleton.any()).get()
        // check
        let sent = Data(buffer: try #require(collected))
        #expect(body.count == expected.count, "Content-Length up front")
        #expect(sent == expected)
        #expect(try await ZipReaders.unzipAccepts(sent))
        #expect(Self.openDescriptors(to: urls) == 0)
    }

    @Test("chunks are about the chunk size: many small files go out in few writes")
    func fewWrites() async throws {
        // setup: 100 files of 20 KB (2 MB) in chunks of 512 KiB
        let (urls, files) = try Self.files(Array(repeating: 20_000, count: 100))
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
        let reader = ZipChunkReader(
            ZipArchiveStream(files).pieces(), threadPool: .singleton, allocator: ByteBufferAllocator(), chunkSize: 512 * 1024)
        let writer = RecordingWriter(failAfter: nil)
        // act
        try await reader.write(to: writer)
        // check
        let sizes = writer.sizes
        #expect(sizes.count <= 6, "2 MB in chunks of 512 KiB, not one write per file: \(sizes)")
        #expect(sizes.dropLast().allSatisfy { $0 >= 512 * 1024 })
    }

    @Test("a client that goes away mid-download: the reads stop at the refused chunk and every file closes")
    func clientGoesAway() async throws {
        // setup: 4 files of 1 MB in chunks of 64 KiB; the "client" fails the third write
        let (urls, files) = try Self.files(Array(repeating: 1_000_000, count: 4))
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
        let reader = ZipChunkReader(
            ZipArchiveStream(files).pieces(), threadPool: .singleton, allocator: ByteBufferAllocator(), chunkSize: 64 * 1024)
        let writer = RecordingWriter(failAfter: 2)
        // act
        await #expect(throws: ChannelError.ioOnClosedChannel) {
            try await reader.write(to: writer)
        }
        // check: three chunks written (the last refused), none read beyond them, nothing open
        #expect(writer.sizes.count == 3)
        #expect(reader.chunksRead == 3, "62 chunks in all; only those handed to the client were read")
        #expect(!reader.hasOpenFile)
        #expect(Self.openDescriptors(to: urls) == 0)
    }

    @Test("a slow client holds one chunk: nothing more is read while a write waits, and no chunk outgrows the chunk size")
    func slowClientHoldsOneChunk() async throws {
        // setup: three 800 KB photos and forty of 7.5 KB (2.7 MB), in the chunks a download uses;
        // a client that takes each chunk only when the test lets it
        let (urls, files) = try Self.files(Array(repeating: 800_000, count: 3) + Array(repeating: 7_500, count: 40))
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
        let archive = ZipArchiveStream(files)
        let reader = ZipChunkReader(
            archive.pieces(), threadPool: .singleton, allocator: ByteBufferAllocator(), chunkSize: ZipResponseBody.chunkSize)
        let client = GatedWriter()
        // act: while each write waits for the client, note how many chunks have been read
        let download = Task {
            defer { client.finish() }
            try await reader.write(to: client)
        }
        var held: [(readSoFar: Int, capacity: Int, bytes: Int)] = []
        for await buffer in client.arrivals {
            held.append((reader.chunksRead, buffer.capacity, buffer.bytes))
            client.release()
        }
        try await download.value
        // check
        #expect(held.count >= 5, "2.7 MB in chunks of 512 KiB: \(held.map(\.bytes))")
        #expect(held.enumerated().allSatisfy { $0.element.readSoFar == $0.offset + 1 },
                "the next chunk is read only once the client took the previous one: \(held.map(\.readSoFar))")
        #expect(held.allSatisfy { $0.capacity <= ZipResponseBody.chunkSize }, "\(held.map(\.capacity))")
        #expect(held.reduce(0) { $0 + $1.bytes } == Int(try #require(archive.predictedSize)))
        #expect(!reader.hasOpenFile)
    }

    @Test("over a real socket: a client that hangs up mid-download leaves no file open on the server")
    func hangUpOverSocket() async throws {
        // setup: 4 files of 8 MB (more than the socket buffers hold) behind a route
        let (urls, files) = try Self.files(Array(repeating: 8_000_000, count: 4))
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
        // Event loops and a thread pool of its own: the process-wide ones are shared with every
        // other suite running in parallel, whose SQLite waits and password hashes once held this
        // download's first read on CI's two busy cores (Vapor shuts down both when it is done).
        let app = try await Application.make(.testing, .createNew)
        app.threadPool = NIOThreadPool(numberOfThreads: 2)
        app.get("archive") { req in
            Response(status: .ok, body: ZipResponseBody.body(ZipArchiveStream(files), for: req))
        }
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = try #require(app.http.server.shared.localAddress?.port)
        // act: read the head and a little of the body, then hang up (on a thread of its own:
        // the read blocks, and the server's reads share the cooperative pool). The bound is only
        // for a server that never answers: a CI run once saw no byte within 20 s while every
        // test running beside it stalled for the same 20 s, so the wait is long enough to outlast
        // a stalled machine, and a healthy run ends it at 256 kB.
        let bytes = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    try RawHTTP.read(port: port, request: "GET /archive HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                     atMost: .seconds(120)) { $0.count >= 256 * 1024 }
                })
            }.start()
        }
        let received = String(decoding: bytes.prefix(512), as: UTF8.self).lowercased()
        var open = Self.openDescriptors(to: urls)
        for _ in 0..<250 where open > 0 {
            try await Task.sleep(for: .milliseconds(20))
            open = Self.openDescriptors(to: urls)
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
        // check
        #expect(received.hasPrefix("http/1.1 200 ok") && received.contains("content-length: "),
                "\(bytes.count) bytes in 120 s: \(received.prefix(160).debugDescription)")
        #expect(open == 0)
    }
}

/// A body writer that records the size of each chunk and fails like a closed connection after
/// `failAfter` chunks.
final class RecordingWriter: AsyncBodyStreamWriter {
    private let state = NIOLockedValueBox<[Int]>([])
    let failAfter: Int?

    init(failAfter: Int?) { self.failAfter = failAfter }

    var sizes: [Int] { state.withLockedValue { $0 } }

    func write(_ result: BodyStreamResult) async throws {
        guard case .buffer(let buffer) = result else { return }
        let count = state.withLockedValue { sizes in
            sizes.append(buffer.readableBytes)
            return sizes.count
        }
        if let failAfter, count > failAfter { throw ChannelError.ioOnClosedChannel }
    }
}

/// A client that takes each chunk only when told: `arrivals` tells of each write (its buffer's
/// capacity and size), and that write returns once `release()` is called.
final class GatedWriter: AsyncBodyStreamWriter {
    let arrivals: AsyncStream<(capacity: Int, bytes: Int)>
    private let arrived: AsyncStream<(capacity: Int, bytes: Int)>.Continuation
    private let gate = NIOLockedValueBox<CheckedContinuation<Void, Never>?>(nil)

    init() { (arrivals, arrived) = AsyncStream.makeStream() }

    func write(_ result: BodyStreamResult) async throws {
        guard case .buffer(let buffer) = result else { return }
        await withCheckedContinuation { continuation in
            gate.withLockedValue { $0 = continuation }
            arrived.yield((buffer.capacity, buffer.readableBytes))
        }
    }

    func release() { gate.withLockedValue { gate in defer { gate = nil }; return gate }?.resume() }

    func finish() { arrived.finish() }
}
