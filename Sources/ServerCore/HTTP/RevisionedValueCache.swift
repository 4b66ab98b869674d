import Foundation
import NIOConcurrencyHelpers

/// Values computed from an account's data (a month's summary, its tags with their counts),
/// each valid while the account's revision stays the same, and for `maxAge` at most: the typed
/// twin of `RevisionedResponseCache`, for results a page uses without going through HTTP.
///
/// Why: a web page calls its backend's handlers directly, so the response cache in front of the
/// API never sees it; a Memory timeline page counted every tag (72,000 links) on each view.
public final class RevisionedValueCache: Sendable {
    private struct Entry {
        var revision: Int64
        var storedAt: Date
        var value: any Sendable
    }

    public let maxAge: TimeInterval
    private let capacity: Int
    private let entries = NIOLockedValueBox([String: Entry]())
    private let flights = NIOLockedValueBox([String: Flight]())

    /// One computation in progress, and the requests waiting for its result.
    private final class Flight: Sendable {
        let revision: Int64
        private let state = NIOLockedValueBox((result: Result<any Sendable, any Error>?.none,
                                               waiters: [CheckedContinuation<Result<any Sendable, any Error>, Never>]()))

        init(revision: Int64) { self.revision = revision }

        func result() async -> Result<any Sendable, any Error> {
            await withCheckedContinuation { waiter in
                let finished = state.withLockedValue { state -> Result<any Sendable, any Error>? in
                    if state.result == nil { state.waiters.append(waiter) }
                    return state.result
                }
                if let finished { waiter.resume(returning: finished) }
            }
        }

        func finish(_ result: Result<any Sendable, any Error>) {
            let waiters = state.withLockedValue { state in
                state.result = result
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume(returning: result) }
        }
    }

    public init(maxAge: TimeInterval = 60, capacity: Int = 1_024) {
        self.maxAge = maxAge
        self.capacity = capacity
    }

    /// The value stored for `key` at `revision` while fresh at `now`, else `make()`'s, stored.
    /// `make` runs outside the lock. Requests that miss while another computes the same key at
    /// the same revision wait for its value instead of computing it again (sixteen browsers
    /// opening a month together made sixteen summaries at once, and each waited half a second);
    /// if that computation fails, each computes its own.
    public func value<Value: Sendable>(
        _ key: String, revision: Int64, now: Date, make: () async throws -> Value
    ) async throws -> Value {
        if let known: Value = stored(key, revision: revision, now: now) { return known }
        let (flight, leads) = flights.withLockedValue { flights -> (Flight, Bool) in
            if let running = flights[key], running.revision == revision { return (running, false) }
            let flight = Flight(revision: revision)
            flights[key] = flight
            return (flight, true)
        }
        guard leads else {
            if case .success(let shared) = await flight.result(), let value = shared as? Value { return value }
            return try await make()
        }
        defer { flights.withLockedValue { flights in if flights[key] === flight { flights[key] = nil } } }
        do {
            let made = try await make()
            entries.withLockedValue { entries in
                if entries.count >= capacity { Self.dropOlderHalf(&entries) }
                entries[key] = Entry(revision: revision, storedAt: now, value: made)
            }
            flight.finish(.success(made))
            return made
        } catch {
            flight.finish(.failure(error))
            throw error
        }
    }

    /// The value kept for `key` while it holds for `revision` and `now`; a stale one is dropped.
    private func stored<Value: Sendable>(_ key: String, revision: Int64, now: Date) -> Value? {
        entries.withLockedValue { entries -> Value? in
            guard let entry = entries[key] else { return nil }
            guard entry.revision == revision, now >= entry.storedAt, now.timeIntervalSince(entry.storedAt) < maxAge,
                let value = entry.value as? Value
            else {
                entries[key] = nil
                return nil
            }
            return value
        }
    }

    public var count: Int { entries.withLockedValue { $0.count } }

    private static func dropOlderHalf(_ entries: inout [String: Entry]) {
        let cutoff = entries.values.map(\.storedAt).sorted()[entries.count / 2]
        entries = entries.filter { $0.value.storedAt > cutoff }
    }
}
