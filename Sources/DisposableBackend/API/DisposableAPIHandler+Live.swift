import DisposableAPI
import Foundation
import OpenAPIRuntime
import ServerCore
import Vapor

/// The live stream (SSE) and its polling fallback.
extension DisposableAPIHandler {
    func streamEvent(_ input: Operations.StreamEvent.Input) async throws -> Operations.StreamEvent.Output {
        let (req, caller) = try await caller(input.path.eventId)
        // Without a position the stream starts now; read before subscribing, so nothing in between is lost.
        let requested = try Self.resumePoint(header: input.headers.lastEventID, since: input.query.since)
        let reads = req.disposableReads
        let newest = try await reads.lastLogID(caller.eventID)
        let viewer = LiveViewer(participantID: caller.participantID, isOrganizer: caller.isOrganizer,
                                revealAt: caller.event.revealAt)
        let subscriber = LiveSubscriber(eventID: caller.eventID, viewer: viewer, accountID: caller.participant.userID,
                                        now: req.application.clock)
        // A position past the log's end (a restored database) cannot be resumed: the client is
        // told to reload, as `/changes` answers `reset`, and the stream goes on from the newest.
        if let requested, requested > newest { subscriber.announceReset(newest: newest) }
        try await settings.hub.subscribe(subscriber, after: min(requested ?? newest, newest), app: req.application)
        // A revocation that landed while this stream was being set up found nothing to close;
        // the participant's name (gone with their data, or with the event) tells.
        if try await reads.names(caller.eventID, [caller.participantID]).isEmpty { subscriber.finish() }
        let body = HTTPBody(subscriber.stream, length: .unknown, iterationBehavior: .single)
        return .ok(.init(body: .textEventStream(body)))
    }

    func listEventChanges(_ input: Operations.ListEventChanges.Input) async throws -> Operations.ListEventChanges.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let after = input.query.since ?? 0
        let reads = req.disposableReads
        let entries = try await reads.logEntries(caller.eventID, after, 500)
        let rendered = try await LiveRendering.render(entries, mapping: mapping(req), reads: reads)
        let viewer = LiveViewer(participantID: caller.participantID, isOrganizer: caller.isOrganizer,
                                revealAt: caller.event.revealAt)
        let now = req.application.clock()
        let events = try rendered.compactMap { entry -> Components.Schemas.LiveEvent? in
            guard let frame = viewer.frame(entry, now: now) else { return nil }
            return try LiveEventCoding.decoder.decode(Components.Schemas.LiveEvent.self, from: Self.data(ofFrame: frame))
        }
        let newest = try await reads.lastLogID(caller.eventID)
        let reset = after > newest
        // After a reset the next poll asks from the newest entry, not again from beyond it.
        return .ok(.init(body: .json(.init(
            events: events, lastEventId: reset ? newest : entries.last?.id ?? max(after, 0), reset: reset ? true : nil))))
    }

    /// `Last-Event-ID` wins over `since`; no position means "from now on".
    static func resumePoint(header: String?, since: Int64?) throws -> Int64? {
        if let header {
            guard let id = Int64(header), id >= 0 else {
                throw AppError(.badRequest, code: "validation_failed", detail: "Last-Event-ID must be an event id.",
                               field: "Last-Event-ID")
            }
            return id
        }
        return since
    }

    /// The JSON on a frame's `data:` line.
    static func data(ofFrame frame: [UInt8]) -> Data {
        let text = String(decoding: frame, as: UTF8.self)
        let line = text.split(separator: "\n").first { $0.hasPrefix("data: ") } ?? ""
        return Data(line.dropFirst(6).utf8)
    }
}
