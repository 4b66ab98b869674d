import Foundation

/// A ZIP archive written front to back as an `AsyncSequence` of chunks: nothing seeks, so it
/// streams straight into an HTTP response with constant memory, however many gigabytes it holds.
///
/// Entries are stored (method 0): photos are already compressed, and storing keeps the
/// originals byte for byte. Names are UTF-8 (flag bit 11). Sizes, offsets or entry counts past
/// the 32-bit limits switch that record to ZIP64, so archives past 4 GiB open everywhere.
public struct ZipArchiveStream: AsyncSequence, Sendable {
    public typealias Element = ArraySlice<UInt8>

    let entries: [ZipEntry]
    /// Sizes and offsets from this value on are written as ZIP64 (tests lower it).
    let zip64Threshold: UInt64
    let timeZone: TimeZone

    /// - Parameter timeZone: the zone the MS-DOS timestamps are written in (the one people
    ///   unpacking it live in); an extended-timestamp field carries the exact UTC time too.
    public init(_ entries: [ZipEntry], timeZone: TimeZone = .gmt) {
        self.init(entries, timeZone: timeZone, zip64Threshold: 0xFFFF_FFFF)
    }

    init(_ entries: [ZipEntry], timeZone: TimeZone, zip64Threshold: UInt64) {
        self.entries = entries
        self.timeZone = timeZone
        self.zip64Threshold = zip64Threshold
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(writer: ZipWriterState(entries: entries, zip64Threshold: zip64Threshold, timeZone: timeZone))
    }

    public struct Iterator: AsyncIteratorProtocol {
        var writer: ZipWriterState

        public mutating func next() async throws -> ArraySlice<UInt8>? {
            try await writer.next().map { $0[...] }
        }
    }

    /// The archive as pieces, for a writer that reads files itself: each entry that is a whole
    /// file of declared size and CRC comes as `.file`, so a server can read it in large chunks
    /// straight into the buffers it sends (`ZipResponseBody`), without a copy per chunk.
    public func pieces() -> Pieces {
        Pieces(writer: ZipWriterState(entries: entries, zip64Threshold: zip64Threshold, timeZone: timeZone))
    }

    public struct Pieces: Sendable {
        var writer: ZipWriterState

        public mutating func next() async throws -> ZipPiece? {
            try await writer.nextPiece(handingOverFiles: true)
        }
    }

    /// The whole archive's size, when every entry's size is known up front (for Content-Length).
    public var predictedSize: UInt64? {
        var writer = ZipWriterState(entries: entries, zip64Threshold: zip64Threshold, timeZone: timeZone)
        return writer.predictedSize()
    }
}
