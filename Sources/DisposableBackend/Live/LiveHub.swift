import Fluent
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// In-process fan-out of each event's log to its open streams. After a change commits, the
/// hub reads the new entries once, renders them once per kind of viewer, and hands each
/// subscriber its frame. With PostgreSQL, `PostgresLiveRelay` tells the hubs of the other
/// server instances to do the same (LISTEN/NOTIFY); with SQLite there is one instance.
final class LiveHub: Sendable {
    private struct Channel {
        var subscribers: [UUID: LiveSubscriber] = [:]
        var lastBroadcast: Int64?
        var refreshing = false
        var dirty = false
    }

    private let channels = NIOLockedValueBox<[UUID: Channel]>([:])
    private let heartbeatTask = NIOLockedValueBox<Task<Void, Never>?>(nil)
    let heartbeatInterval: Duration
    let render: @Sendable ([LogRecord], Application) async throws -> [RenderedEntry]
    /// Set when another instance must hear of changes and revocations (PostgreSQL).
    let relay = NIOLockedValueBox<(@Sendable (LiveSignal, Application) async -> Void)?>(nil)

    init(heartbeatInterval: Duration = .seconds(15),
         render: @escaping @Sendable ([LogRecord], Application) async throws -> [RenderedEntry]) {
        self.heartbeatInterval = heartbeatInterval
        self.render = render
    }

    /// Registers a stream and catches it up from the log after `lastEventID`.
    func subscribe(_ subscriber: LiveSubscriber, after lastEventID: Int64, app: Application) async throws {
        let needsStart = channels.withLockedValue { channels in
            channels[subscriber.eventID, default: Channel()].subscribers[subscriber.id] = subscriber
            return channels[subscriber.eventID]?.lastBroadcast == nil
        }
        subscriber.onTermination { [weak self] in self?.unsubscribe(subscriber) }
        startHeartbeat()
        if needsStart {
            // Broadcasts start after what is in the log now; the catch-up below covers the rest.
            let last = try await app.disposableLiveReads.lastLogID(subscriber.eventID)
            channels.withLockedValue { channels in
                if channels[subscriber.eventID]?.lastBroadcast == nil { channels[subscriber.eventID]?.lastBroadcast = last }
            }
        }
        var replayed: [RenderedEntry] = []
        var cursor = lastEventID
        while true {
            let entries = try await app.disposableLiveReads.logEntries(subscriber.eventID, cursor, 500)
            guard let last = entries.last?.id else { break }
            replayed += try await render(entries, app)
            cursor = last
            if entries.count < 500 { break }
        }
        subscriber.finishReplay(replayed, after: lastEventID)
    }

    func unsubscribe(_ subscriber: LiveSubscriber) {
        channels.withLockedValue { channels in
            channels[subscriber.eventID]?.subscribers[subscriber.id] = nil
            if channels[subscriber.eventID]?.subscribers.isEmpty == true { channels[subscriber.eventID] = nil }
        }
    }


    /// Called once a caller's right to an event has ended (committed): their open streams close
    /// at once, here and on every other instance, before another frame or file link reaches them.
    func revoke(_ end: AccessEnd, app: Application) async {
        endLocally(end)
        if let relay = relay.withLockedValue({ $0 }) { await relay(.ended(end), app) }
    }

    /// Closes this instance's streams that `end` concerns.
    func endLocally(_ end: AccessEnd) {
        let ended = channels.withLockedValue { channels -> [LiveSubscriber] in
            var ended: [LiveSubscriber] = []
            for (eventID, channel) in channels {
                for subscriber in channel.subscribers.values where end.concerns(subscriber) {
                    ended.append(subscriber)
                    channels[eventID]?.subscribers[subscriber.id] = nil
                }
                if channels[eventID]?.subscribers.isEmpty == true { channels[eventID] = nil }
            }
            return ended
        }
        for subscriber in ended { subscriber.finish() }
    }

    /// Sends the event's new log entries to its streams (coalesced: one reader at a time).
    func refresh(_ eventID: UUID, app: Application) {
        let start = channels.withLockedValue { channels -> Bool in
            guard var channel = channels[eventID], channel.lastBroadcast != nil else { return false }
            if channel.refreshing {
                channel.dirty = true
                channels[eventID] = channel
                return false
            }
            channel.refreshing = true
            channels[eventID] = channel
            return true
        }
        guard start else { return }
        // Tracked: shutdown waits for a refresh instead of letting it read a closed database.
        app.runInBackground { [self] in
            while true {
                let after = channels.withLockedValue { channels -> Int64? in
                    channels[eventID]?.dirty = false
                    return channels[eventID]?.lastBroadcast
                }
                guard let after else { return }
                do {
                    let entries = try await app.disposableLiveReads.logEntries(eventID, after, 500)
                    let rendered = entries.isEmpty ? [] : try await render(entries, app)
                    let subscribers = channels.withLockedValue { channels -> [LiveSubscriber] in
                        if let last = entries.last?.id { channels[eventID]?.lastBroadcast = last }
                        return channels[eventID].map { Array($0.subscribers.values) } ?? []
                    }
                    for subscriber in subscribers { subscriber.deliver(rendered) }
                    if entries.count == 500 { continue }
                } catch {
                    app.logger.warning("live: could not read the log of \(eventID): \(String(reflecting: error))")
                }
                let again = channels.withLockedValue { channels -> Bool in
                    guard channels[eventID] != nil else { return false }
                    if channels[eventID]!.dirty { return true }
                    channels[eventID]!.refreshing = false
                    return false
                }
                if !again { return }
            }
        }
    }

    /// Ends every stream (server shutdown), so open connections do not hold it up.
    func closeAll() {
        let subscribers = channels.withLockedValue { channels -> [LiveSubscriber] in
            defer { channels = [:] }
            return channels.values.flatMap { $0.subscribers.values }
        }
        for subscriber in subscribers { subscriber.finish() }
        heartbeatTask.withLockedValue { $0?.cancel(); $0 = nil }
    }

    /// Open streams (tests, metrics).
    var subscriberCount: Int { channels.withLockedValue { $0.values.reduce(0) { $0 + $1.subscribers.count } } }

    /// One timer for every stream: a comment line every `heartbeatInterval`; it stops by itself
    /// when no stream is left.
    private func startHeartbeat() {
        heartbeatTask.withLockedValue { task in
            guard task == nil else { return }
            task = Task { [weak self, heartbeatInterval] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: heartbeatInterval)
                    guard let self else { return }
                    let subscribers = self.channels.withLockedValue { $0.values.flatMap { $0.subscribers.values } }
                    if subscribers.isEmpty {
                        self.heartbeatTask.withLockedValue { $0 = nil }
                        return
                    }
                    for subscriber in subscribers { subscriber.heartbeat() }
                }
            }
        }
    }
}

/// Whose right to an event ended: a participant (they deleted their data, or were removed), a
/// whole event (deleted), or an account (signed out everywhere, or deleted).
enum AccessEnd: Sendable, Equatable {
    case participant(eventID: UUID, participantID: UUID)
    case event(UUID)
    case account(UUID)

    func concerns(_ subscriber: LiveSubscriber) -> Bool {
        switch self {
        case .participant(let eventID, let participantID):
            subscriber.eventID == eventID && subscriber.viewer.participantID == participantID
        case .event(let eventID): subscriber.eventID == eventID
        case .account(let userID): subscriber.accountID == userID
        }
    }
}

/// What the hubs of other instances must hear, and its text on the relay.
enum LiveSignal: Sendable, Equatable {
    case appended(UUID)
    case ended(AccessEnd)

    /// An event id alone (the log grew), or `end:` and whose access ended.
    var payload: String {
        switch self {
        case .appended(let eventID): eventID.uuidString
        case .ended(.participant(let eventID, let participantID)): "end:participant:\(eventID.uuidString):\(participantID.uuidString)"
        case .ended(.event(let eventID)): "end:event:\(eventID.uuidString)"
        case .ended(.account(let userID)): "end:account:\(userID.uuidString)"
        }
    }

    init?(payload: String) {
        let parts = payload.split(separator: ":").map(String.init)
        switch parts.count {
        case 1:
            guard let eventID = UUID(uuidString: parts[0]) else { return nil }
            self = .appended(eventID)
        case 3 where parts[0] == "end":
            guard let id = UUID(uuidString: parts[2]) else { return nil }
            if parts[1] == "event" { self = .ended(.event(id)) } else if parts[1] == "account" { self = .ended(.account(id)) } else { return nil }
        case 4 where parts[0] == "end" && parts[1] == "participant":
            guard let eventID = UUID(uuidString: parts[2]), let participantID = UUID(uuidString: parts[3]) else { return nil }
            self = .ended(.participant(eventID: eventID, participantID: participantID))
        default:
            return nil
        }
    }
}
