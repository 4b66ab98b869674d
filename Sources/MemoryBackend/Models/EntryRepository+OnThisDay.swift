import Foundation
import SQLKit

extension EntryRepository {
    /// The owner's entries that happened within any of `windows`, newest first (the timeline's
    /// "On this day" reads one window per earlier year in a single query).
    func entries(within windows: [Range<Date>], limit: Int) async throws -> [EntryRecord] {
        let sql = db.sql
        guard !windows.isEmpty else { return [] }
        let ranges: [SQLQueryString] = windows.map {
            "(e.occurred_at >= \(bind: $0.lowerBound) AND e.occurred_at < \(bind: $0.upperBound))"
        }
        return try await EntryRows.records("""
            e.user_id = \(bind: userID) AND (\(ranges.joined(separator: " OR ")))
            ORDER BY e.occurred_at DESC, e.id DESC LIMIT \(literal: limit)
            """, on: sql)
    }
}
