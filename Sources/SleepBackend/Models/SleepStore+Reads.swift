import Foundation
import Localization
import SQLKit
import SleepKit

/// The reads every PolySleep page makes — the account, its recent history, pending snoozes — as SQL read
/// straight into the kit's values. Through Fluent models they were the pages' costliest part:
/// a model hydrates a property object per column per row, and the account took two queries.
/// Writes stay on the models (`SleepStore`). Like every store query, each filters by the owner.
extension SleepStore {
    /// The account's state, or nil before it picked a first schedule: the profile and its
    /// schedule versions in one query.
    func account() async throws -> SleepAccount? {
        let rows = try await sql.raw("""
            SELECT p.time_zone, p.language, p.adaptation_start, p.adaptation_days, p.settings, p.calendar_generation,
                   s.effective_day, s.schedule, s.created_at
            FROM \(ident: SleepProfile.schema) p JOIN \(ident: SleepScheduleVersion.schema) s ON s.user_id = p.user_id
            WHERE p.user_id = \(bind: ownerID)
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
            userID: ownerID, timeZone: zone,
            language: Language(rawValue: try profile.decode(column: "language", as: String.self)) ?? .en,
            adaptation: adaptation,
            settings: try SleepJSON.settings(from: try profile.decode(column: "settings", as: String.self)),
            calendarGeneration: try profile.decode(column: "calendar_generation", as: Int.self), versions: versions)
    }

    /// Records planned in `interval`, plus any block still in progress (it may have begun earlier).
    func history(plannedIn interval: DateInterval) async throws -> SleepHistory {
        let rows = try await sql.raw("""
            SELECT block_id, kind, day, planned_start, planned_end, status, actual_start, actual_end, restedness, note,
                   snooze_count
            FROM \(ident: SleepRecordRow.schema)
            WHERE user_id = \(bind: ownerID)
              AND ((planned_start >= \(bind: interval.start) AND planned_start < \(bind: interval.end))
                   OR status = \(bind: BlockStatus.inProgress.rawValue))
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

    /// Snoozes and moved alarms that still matter at `now`, soonest first.
    func activeRequests(at now: Date) async throws -> [NotificationRequest] {
        try await sql.raw("""
            SELECT request FROM \(ident: SleepActiveRequest.schema)
            WHERE user_id = \(bind: ownerID) AND expires_at > \(bind: now)
            ORDER BY fire_date
            """).all()
            .compactMap { try? SleepJSON.decode(NotificationRequest.self, from: try $0.decode(column: "request", as: String.self)) }
    }

    private var sql: any SQLDatabase { db.sql }
}
