import Foundation
import Localization
import SQLKit
import SleepKit

/// Every read PolySleep makes, as SleepKit's values: one struct of closures (the shape of
/// isowords' `DatabaseClient`, see docs/backend-rules.md) with one implementation over SQL,
/// `live(_:)`, used by the pages, the JSON state and actions, the calendar feed and the tracker.
/// Through Fluent models these reads were the pages' costliest part: a model hydrates a
/// property object per column per row, and the account took two queries. Writes stay on the
/// models (`SleepStore`). Every read takes the owner and filters by it.
struct SleepReads: Sendable {
    /// The account's state, or nil before it picked a first schedule.
    var account: @Sendable (_ owner: UUID) async throws -> SleepAccount?
    /// Records planned in `interval`, plus any block still in progress (it may have begun earlier).
    var history: @Sendable (_ owner: UUID, _ plannedIn: DateInterval) async throws -> SleepHistory
    /// The records of these occurrences (those that exist).
    var records: @Sendable (_ owner: UUID, _ occurrenceIDs: [String]) async throws -> SleepHistory
    /// Snoozes and moved alarms that still matter at `now`, soonest first.
    var activeRequests: @Sendable (_ owner: UUID, _ now: Date) async throws -> [NotificationRequest]
}

extension SleepReads {
    /// The reads over `sql` (the request's database, or a transaction's).
    static func live(_ sql: any SQLDatabase) -> SleepReads {
        SleepReads(
            account: { owner in try await account(owner, on: sql) },
            history: { owner, interval in
                try await records(owner, where: """
                    ((planned_start >= \(bind: interval.start) AND planned_start < \(bind: interval.end))
                     OR status = \(bind: BlockStatus.inProgress.rawValue))
                    """, on: sql)
            },
            records: { owner, ids in
                guard !ids.isEmpty else { return SleepHistory() }
                return try await records(owner, where: "occurrence_id IN (\(binds: ids))", on: sql)
            },
            activeRequests: { owner, now in
                try await sql.raw("""
                    SELECT request FROM \(ident: SleepActiveRequest.schema)
                    WHERE user_id = \(bind: owner) AND expires_at > \(bind: now)
                    ORDER BY fire_date
                    """).all()
                    .compactMap { try? SleepJSON.decode(NotificationRequest.self, from: try $0.decode(column: "request", as: String.self)) }
            })
    }

    /// The profile and its schedule versions in one query.
    private static func account(_ owner: UUID, on sql: any SQLDatabase) async throws -> SleepAccount? {
        let rows = try await sql.raw("""
            SELECT p.time_zone, p.language, p.adaptation_start, p.adaptation_days, p.settings, p.calendar_generation,
                   s.effective_day, s.schedule, s.created_at
            FROM \(ident: SleepProfile.schema) p JOIN \(ident: SleepScheduleVersion.schema) s ON s.user_id = p.user_id
            WHERE p.user_id = \(bind: owner)
            ORDER BY s.effective_day
            """).all()
        guard let profile = rows.first else { return nil }
        let versions = try rows.compactMap { row -> SleepAccount.Version? in
            guard let day = DayKey(try row.decode(column: "effective_day", as: String.self)) else { return nil }
            return SleepAccount.Version(
                day: day, schedule: try SleepJSON.schedule(from: try row.decode(column: "schedule", as: String.self)),
                since: try row.decode(column: "created_at", as: Date.self))
        }
        guard !versions.isEmpty else { return nil }
        let zone = TimeZone(identifier: try profile.decode(column: "time_zone", as: String.self)) ?? .gmt
        let adaptationDays = try profile.decode(column: "adaptation_days", as: Int.self)
        let adaptation = try profile.decode(column: "adaptation_start", as: Date?.self)
            .map { Adaptation(startDate: $0, dayCount: adaptationDays) }
        return SleepAccount(
            userID: owner, timeZone: zone,
            language: Language(rawValue: try profile.decode(column: "language", as: String.self)) ?? .en,
            adaptation: adaptation,
            settings: try SleepJSON.settings(from: try profile.decode(column: "settings", as: String.self)),
            calendarGeneration: try profile.decode(column: "calendar_generation", as: Int.self), versions: versions)
    }

    /// The owner's records matching `condition`, as the kit's values.
    private static func records(_ owner: UUID, where condition: SQLQueryString, on sql: any SQLDatabase) async throws -> SleepHistory {
        let rows = try await sql.raw("""
            SELECT block_id, kind, day, planned_start, planned_end, status, actual_start, actual_end, restedness, note,
                   snooze_count
            FROM \(ident: SleepRecordRow.schema)
            WHERE user_id = \(bind: owner) AND \(condition)
            """).all()
        return SleepHistory(records: try rows.compactMap { row in
            SleepRecordRow.record(
                occurrence: (blockID: try row.decode(column: "block_id", as: String.self),
                             kind: try row.decode(column: "kind", as: String.self),
                             day: try row.decode(column: "day", as: String.self),
                             plannedStart: try row.decode(column: "planned_start", as: Date.self),
                             plannedEnd: try row.decode(column: "planned_end", as: Date.self)),
                status: try row.decode(column: "status", as: String.self),
                actualStart: try row.decode(column: "actual_start", as: Date?.self),
                actualEnd: try row.decode(column: "actual_end", as: Date?.self),
                restedness: try row.decode(column: "restedness", as: Int?.self),
                note: try row.decode(column: "note", as: String.self),
                snoozeCount: try row.decode(column: "snooze_count", as: Int.self))
        })
    }
}
