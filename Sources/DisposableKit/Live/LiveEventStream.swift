import DisposableAPI
import Foundation
import OpenAPIRuntime

/// What a live gallery hears.
public enum LiveUpdate: Sendable, Equatable {
    /// Connected (again): anything missed while away follows as events.
    case connected
    case event(Components.Schemas.LiveEvent)
    /// The connection dropped; a reconnect with the last event id follows after a backoff.
    case disconnected(reason: String)
}

/// Why the stream stopped for good.
public enum LiveStreamError: Error, Equatable, Sendable {
    /// The token no longer works or the event is gone (deleted, or my data deleted).
    case notAllowed
}

/// The event's Server-Sent Events through the contract's `streamEvent`, decoded by the
/// OpenAPI runtime's SSE support, reconnecting with backoff and resuming with `Last-Event-ID`
/// so nothing is missed while a phone walks out of Wi-Fi.
public struct LiveEventStream: Sendable {
    let client: DisposableAPI.Client
    let eventId: UUID
    let environment: DisposableEnvironment
    let backoff: Backoff

    public init(client: DisposableAPI.Client, eventId: UUID, environment: DisposableEnvironment = .live,
                backoff: Backoff = .init(base: 1, cap: 30)) {
        self.client = client
        self.eventId = eventId
        self.environment = environment
        self.backoff = backoff
    }

    /// Updates after `lastEventId` (nil: only what happens from now on), until cancelled.
    public func updates(after lastEventId: Int64? = nil) -> AsyncThrowingStream<LiveUpdate, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var last = lastEventId
                var failures = 0
                while !Task.isCancelled {
                    do {
                        try await receive(after: &last, into: continuation) { failures = 0 }
                        continuation.yield(.disconnected(reason: "closed"))
                    } catch LiveStreamError.notAllowed {
                        continuation.finish(throwing: LiveStreamError.notAllowed)
                        return
                    } catch {
                        if Task.isCancelled { break }
                        continuation.yield(.disconnected(reason: String(describing: error)))
                    }
                    failures += 1
                    let delay = backoff.delay(afterAttempt: failures, random: environment.random())
                    try? await environment.sleep(.milliseconds(Int(delay * 1000)))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func receive(
        after last: inout Int64?, into continuation: AsyncThrowingStream<LiveUpdate, any Error>.Continuation,
        onConnect: () -> Void
    ) async throws {
        let output = try await client.streamEvent(
            path: .init(eventId: eventId.uuidString),
            headers: .init(lastEventID: last.map(String.init)))
        let body: HTTPBody
        switch output {
        case .ok(let ok): body = try ok.body.textEventStream
        case .unauthorized, .notFound: throw LiveStreamError.notAllowed
        case .badRequest: throw LiveStreamError.notAllowed
        case .undocumented(let status, _): throw URLError(.badServerResponse, userInfo: ["status": status])
        }
        onConnect()
        continuation.yield(.connected)
        for try await message in body.asDecodedServerSentEvents() {
            if let id = message.id.flatMap(Int64.init) { last = id }
            guard let data = message.data, message.event != nil else { continue }
            let event = try LiveEventCoding.decoder.decode(Components.Schemas.LiveEvent.self, from: Data(data.utf8))
            continuation.yield(.event(event))
        }
    }
}
