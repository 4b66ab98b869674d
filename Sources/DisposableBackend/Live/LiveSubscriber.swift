import Foundation
import NIOConcurrencyHelpers

/// One open live stream: its viewer, its outgoing buffer, and the catch-up from the log that
/// runs before live entries flow (entries that arrive meanwhile wait, and none is sent twice).
final class LiveSubscriber: Sendable {
    /// Frames not yet taken by the connection. A client that falls this far behind is cut off
    /// and reconnects with `Last-Event-ID`, so a stuck phone cannot grow the server's memory.
    static let bufferLimit = 256

    let id = UUID()
    let eventID: UUID
    let viewer: LiveViewer
    /// The account behind the participant (the organizer, a linked guest): its sign-out
    /// everywhere ends the stream.
    let accountID: UUID?
    let stream: AsyncStream<ArraySlice<UInt8>>
    private let continuation: AsyncStream<ArraySlice<UInt8>>.Continuation
    private let now: @Sendable () -> Date
    private let state = NIOLockedValueBox(State())

    private struct State {
        var replaying = true
        var pending: [RenderedEntry] = []
        var lastSent: Int64 = 0
        var finished = false
    }

    init(eventID: UUID, viewer: LiveViewer, accountID: UUID? = nil, now: @escaping @Sendable () -> Date) {
        self.eventID = eventID
        self.viewer = viewer
        self.accountID = accountID
        self.now = now
        (stream, continuation) = AsyncStream.makeStream(
            of: ArraySlice<UInt8>.self, bufferingPolicy: .bufferingOldest(Self.bufferLimit))
        continuation.yield(SSEFrame.retry[...])
    }

    func onTermination(_ action: @escaping @Sendable () -> Void) {
        continuation.onTermination = { _ in action() }
    }

    /// Sends the catch-up, then whatever arrived while it was read; live from here on.
    func finishReplay(_ replayed: [RenderedEntry], after lastEventID: Int64) {
        state.withLockedValue { state in
            state.lastSent = lastEventID
            send(replayed, &state)
            send(state.pending, &state)
            state.pending = []
            state.replaying = false
        }
    }

    func deliver(_ entries: [RenderedEntry]) {
        state.withLockedValue { state in
            if state.replaying {
                state.pending += entries
            } else {
                send(entries, &state)
            }
        }
    }

    func heartbeat() { write(SSEFrame.heartbeat[...]) }

    /// Tells a client that resumed from an id past the log's end (a restored database) to
    /// reload: first on the stream, with the newest id, so its next resume is from there.
    func announceReset(newest: Int64) {
        write(SSEFrame.reset(id: newest, at: now())[...])
    }

    func finish() {
        state.withLockedValue { $0.finished = true }
        continuation.finish()
    }

    private func send(_ entries: [RenderedEntry], _ state: inout State) {
        let now = now()
        for entry in entries where entry.id > state.lastSent {
            state.lastSent = entry.id
            guard let frame = viewer.frame(entry, now: now) else { continue }
            write(frame[...])
        }
    }

    private func write(_ bytes: ArraySlice<UInt8>) {
        if case .dropped = continuation.yield(bytes) { continuation.finish() }
    }
}
