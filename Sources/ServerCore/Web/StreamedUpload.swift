import NIOConcurrencyHelpers
import OpenAPIRuntime
import Vapor

/// A request body read as it arrives, never held whole: the way every upload route takes its
/// bytes (a Memory entry's files, a Disposable shot).
///
/// ``StreamedUploadMiddleware`` puts one on the request instead of collecting the body; the
/// contract transport hands the operation ``body`` (an `HTTPBody` pulled from the socket chunk
/// by chunk, with Vapor's backpressure), and the operation streams each file into staging with
/// ``UploadStaging``. The route's limit counts every byte as it arrives: past it, reading stops
/// and the request is answered with the same 413 problem `CollectBodyMiddleware` gave.
///
/// An operation may answer before reading everything (a refused type, a retry answered from
/// its first part). The rest is then read and dropped after the answer, at most one more limit's
/// worth, so the keep-alive connection goes on: dropping a half-read Vapor body instead leaves
/// the connection stalled (see `serveContract`).
public final class StreamedUpload: @unchecked Sendable {
    // @unchecked: one reader at a time by construction — the operation while it runs, then
    // `finish()` once it answered; the counters are read under `state`'s lock.
    /// The most bytes the request may send.
    public let limit: Int
    private let request: Request
    private var iterator: Request.Body.AsyncIterator?
    private let state = NIOLockedValueBox(State())

    struct State {
        var received = 0
        var exceeded = false
        var ended = false
        var started = false
    }

    init(request: Request, limit: Int) {
        self.request = request
        self.limit = limit
    }

    /// Bytes read so far.
    public var received: Int { state.withLockedValue { $0.received } }
    /// Whether the body went past `limit` (reading stopped there).
    public var exceeded: Bool { state.withLockedValue { $0.exceeded } }
    /// Whether the body was read to its end.
    public var ended: Bool { state.withLockedValue { $0.ended } }

    /// Whether the client sends a body at all (a length over zero, or chunks).
    public var hasBody: Bool {
        if request.body.data.map({ $0.readableBytes > 0 }) == true { return true }
        if let length = request.headers.first(name: .contentLength).flatMap(Int.init) { return length > 0 }
        return request.headers[.transferEncoding].contains { $0.lowercased().contains("chunked") }
    }

    /// The body for the generated code: read once, chunk by chunk, as it arrives.
    public var body: HTTPBody {
        let length = request.headers.first(name: .contentLength).flatMap(Int64.init)
        return HTTPBody(Chunks(upload: self), length: length.map { .known($0) } ?? .unknown, iterationBehavior: .single)
    }

    /// The next chunk, or nil at the end; throws 413 once the body goes past `limit`.
    func next() async throws -> ArraySlice<UInt8>? {
        guard let buffer = try await nextBuffer() else { return nil }
        let overLimit = state.withLockedValue { state -> Bool in
            state.received += buffer.readableBytes
            if state.received > limit { state.exceeded = true }
            return state.exceeded
        }
        if overLimit { throw Abort(.payloadTooLarge) }
        return ArraySlice(buffer.readableBytesView)
    }

    private func nextBuffer() async throws -> ByteBuffer? {
        let done = state.withLockedValue { state -> Bool in
            state.started = true
            return state.ended
        }
        if done { return nil }
        if iterator == nil { iterator = request.body.makeAsyncIterator() }
        let buffer = try await iterator?.next()
        if buffer == nil { state.withLockedValue { $0.ended = true } }
        return buffer
    }

    /// Reads and drops what the operation left unread, so the connection can take its next
    /// request; stops after one more `limit` of bytes (a client that keeps sending is cut off
    /// by the dropped body instead). A body nobody started reading is Vapor's to skip.
    func finish() async {
        let (started, ended) = state.withLockedValue { ($0.started, $0.ended) }
        guard started, !ended else { return }
        var dropped = 0
        while dropped <= limit, let buffer = try? await nextBuffer() {
            dropped += buffer.readableBytes
        }
        iterator = nil
    }

    struct Chunks: AsyncSequence, Sendable {
        typealias Element = ArraySlice<UInt8>
        let upload: StreamedUpload

        struct AsyncIterator: AsyncIteratorProtocol {
            let upload: StreamedUpload
            mutating func next() async throws -> ArraySlice<UInt8>? { try await upload.next() }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(upload: upload) }
    }
}

private struct StreamedUploadKey: StorageKey { typealias Value = StreamedUpload }

extension Request {
    /// The body being streamed for an upload route (see ``StreamedUploadMiddleware``).
    public var streamedUpload: StreamedUpload? { storage[StreamedUploadKey.self] }
}

/// Streams the bodies of the routes `limit` names instead of collecting them (the rest go on
/// to `CollectBodyMiddleware`): a body that announces more than the limit is refused with 413
/// before a byte is read; one that sends more is stopped there (``StreamedUpload``), and
/// whatever the operation answered becomes that 413.
public struct StreamedUploadMiddleware: AsyncMiddleware {
    /// The most bytes an upload route may receive (`nil`: not an upload route).
    let limit: @Sendable (Request) -> ByteCount?

    public init(limit: @escaping @Sendable (Request) -> ByteCount?) {
        self.limit = limit
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.method != .GET, request.method != .HEAD, let limit = limit(request)?.value else {
            return try await next.respond(to: request)
        }
        if let length = request.headers.first(name: .contentLength).flatMap(Int.init), length > limit {
            throw Abort(.payloadTooLarge)
        }
        let upload = StreamedUpload(request: request, limit: limit)
        request.storage[StreamedUploadKey.self] = upload
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch {
            Task { await upload.finish() }
            throw upload.exceeded ? Abort(.payloadTooLarge) : error
        }
        // The answer goes out now; what the operation left unread is dropped meanwhile.
        Task { await upload.finish() }
        if upload.exceeded { throw Abort(.payloadTooLarge) }
        return response
    }
}
