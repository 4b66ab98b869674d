import Foundation
import NIOConcurrencyHelpers
import OpenAPIRuntime

/// Reads `length` bytes of a file from `offset` in chunks, one per call. The handle closes after
/// the last chunk, or when the reader goes away (a client that hung up mid-file).
public final class FileChunkReader: Sendable {
    public static let chunkSize = 65_536

    private struct State: @unchecked Sendable {
        // Only touched under the lock; FileHandle itself makes no thread-safety promise.
        var handle: FileHandle?
        var remaining: Int64
    }

    private let state: NIOLockedValueBox<State>

    public init(_ file: URL, offset: Int64, length: Int64) throws {
        let handle = try FileHandle(forReadingFrom: file)
        try handle.seek(toOffset: UInt64(offset))
        state = NIOLockedValueBox(State(handle: handle, remaining: length))
    }

    /// The next chunk, or nil at the end of the range (or of the file, if it is shorter).
    public func next() throws -> ArraySlice<UInt8>? {
        try state.withLockedValue { state in
            guard let handle = state.handle else { return nil }
            let data = state.remaining > 0
                ? try handle.read(upToCount: Int(min(state.remaining, Int64(Self.chunkSize)))) ?? Data() : Data()
            guard !data.isEmpty else {
                try? handle.close()
                state.handle = nil
                return nil
            }
            state.remaining -= Int64(data.count)
            return ArraySlice(data)
        }
    }
}

/// A stored file (or a range of it) as a response body: read 64 KiB at a time as the client
/// pulls, so a long recording or a large photo never sits in memory whole.
public enum FileBody {
    public static func body(_ file: URL, offset: Int64, length: Int64) throws -> HTTPBody {
        let reader = try FileChunkReader(file, offset: offset, length: length)
        let chunks = AsyncThrowingStream<ArraySlice<UInt8>, any Error>(unfolding: { try reader.next() })
        return HTTPBody(chunks, length: .known(length), iterationBehavior: .single)
    }
}
