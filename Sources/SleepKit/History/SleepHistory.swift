import Foundation

/// All block records, keyed by occurrence id; a value type so stores and view models copy it freely.
public struct SleepHistory: Codable, Hashable, Sendable {
    public private(set) var records: [String: BlockRecord] = [:]

    public init(records: [BlockRecord] = []) {
        for record in records { self.records[record.id] = record }
    }

    public subscript(occurrenceId: String) -> BlockRecord? { records[occurrenceId] }

    public mutating func upsert(_ record: BlockRecord) { records[record.id] = record }

    /// Forgets the record of one occurrence (a block ended too soon to count); the removed record.
    mutating func remove(_ occurrenceId: String) -> BlockRecord? { records.removeValue(forKey: occurrenceId) }

    /// The record of `occurrence` (a new in-progress one when absent), edited by `change` and stored.
    mutating func update(_ occurrence: BlockOccurrence, _ change: (inout BlockRecord) -> Void) -> BlockRecord {
        var record = records[occurrence.id] ?? BlockRecord(occurrence: occurrence, status: .inProgress)
        change(&record)
        records[occurrence.id] = record
        return record
    }

    /// Records the "Nasıl hissettiniz?" answer and an optional note. Returns false for unknown occurrences.
    @discardableResult
    public mutating func rate(_ occurrenceId: String, restedness: Restedness, note: String? = nil) -> Bool {
        guard var record = records[occurrenceId] else { return false }
        record.restedness = restedness
        if let note { record.note = note }
        records[occurrenceId] = record
        return true
    }

    /// Marks occurrences that ended before `now` without a record (or only snoozed) as missed,
    /// and closes blocks left in progress long after their end, so streaks and scores see them.
    public mutating func closeOverdue(_ occurrences: [BlockOccurrence], now: Date, grace: TimeInterval = 3600) {
        for occurrence in occurrences where occurrence.end.addingTimeInterval(grace) <= now {
            switch records[occurrence.id]?.status {
            case nil, .snoozed: _ = update(occurrence) { $0.status = .missed }
            case .inProgress: _ = update(occurrence) { $0.status = .done; $0.actualEnd = $0.actualEnd ?? occurrence.end }
            default: break
            }
        }
    }

    /// Records whose occurrence lies on `day`.
    public func records(on day: DayKey) -> [BlockRecord] {
        records.values.filter { $0.occurrence.day == day }.sorted { $0.plannedStart < $1.plannedStart }
    }
}

/// Persistence for the history; the app keeps it as JSON (UserDefaults-compatible), tests in memory.
public protocol SleepHistoryStore: Sendable {
    func load() throws -> SleepHistory
    func save(_ history: SleepHistory) throws
}

/// Keeps the history in memory (tests, previews).
public final class InMemorySleepHistoryStore: SleepHistoryStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SleepHistory

    public init(_ history: SleepHistory = SleepHistory()) { stored = history }

    public func load() throws -> SleepHistory { lock.withLock { stored } }
    public func save(_ history: SleepHistory) throws { lock.withLock { stored = history } }
}

/// Keeps the history as one JSON file, written atomically so a crash never leaves half a file.
public struct JSONFileSleepHistoryStore: SleepHistoryStore {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func load() throws -> SleepHistory {
        guard FileManager.default.fileExists(atPath: url.path) else { return SleepHistory() }
        return try JSONDecoder().decode(SleepHistory.self, from: Data(contentsOf: url))
    }

    public func save(_ history: SleepHistory) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(history).write(to: url, options: .atomic)
    }
}
