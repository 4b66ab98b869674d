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

    public init(maxAge: TimeInterval = 60, capacity: Int = 1_024) {
        self.maxAge = maxAge
        self.capacity = capacity
    }

    /// The value stored for `key` at `revision` while fresh at `now`, else `make()`'s, stored.
    /// `make` runs outside the lock; two requests missing together both compute (and agree).
    public func value<Value: Sendable>(
        _ key: String, revision: Int64, now: Date, make: () async throws -> Value
    ) async throws -> Value {
        let known = entries.withLockedValue { entries -> Value? in
            guard let entry = entries[key] else { return nil }
            guard entry.revision == revision, now >= entry.storedAt, now.timeIntervalSince(entry.storedAt) < maxAge,
                let value = entry.value as? Value
            else {
                entries[key] = nil
                return nil
            }
            return value
        }
        if let known { return known }
        let made = try await make()
        entries.withLockedValue { entries in
            if entries.count >= capacity { Self.dropOlderHalf(&entries) }
            entries[key] = Entry(revision: revision, storedAt: now, value: made)
        }
        return made
    }

    public var count: Int { entries.withLockedValue { $0.count } }

    private static func dropOlderHalf(_ entries: inout [String: Entry]) {
        let cutoff = entries.values.map(\.storedAt).sorted()[entries.count / 2]
        entries = entries.filter { $0.value.storedAt > cutoff }
    }
}
