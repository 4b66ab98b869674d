import Foundation
import LaunchLibrary
import SQLKit

/// A launch an account keeps (a favourite, a reminder) as it was when kept: its list shows
/// without asking LL2 for every row (each launch is one call of the hourly budget).
struct KeptLaunch: Sendable, Equatable {
    var launchID: String
    var name: String
    var net: Date?
    /// Whether `net` was known to the minute (a reminder's feed rings then; else it shows a day).
    var isExactTime: Bool
    var createdAt: Date
    /// A reminder's pushes ring in the language and time zone of the page that set it (nil for
    /// favourites, and for reminders set before pushes).
    var language: String? = nil
    var timeZone: String? = nil

    /// The launch as it was when kept, for when the cache no longer holds it.
    var launch: Launch {
        Launch(
            id: launchID, name: name, net: net,
            netPrecision: isExactTime ? NetPrecision(id: 1, name: "Minute", abbrev: "MIN") : NetPrecision(id: 5, name: "Day", abbrev: "DAY"))
    }
}

/// Every read SpaceNasa makes of an account's own rows, as values: one struct of closures (the
/// shape of isowords' `DatabaseClient`, see docs/backend-rules.md) with one implementation over
/// SQL, `live(_:)`. Each read takes the owner and filters by it. Writes stay on the models
/// (`FavouritesStore`, `RemindersStore`); LL2's data comes through the proxy, not from here.
struct LaunchReads: Sendable {
    /// Starred launches, newest star first.
    var favourites: @Sendable (_ owner: UUID) async throws -> [KeptLaunch]
    /// Reminders, soonest first; launches without a date last.
    var reminders: @Sendable (_ owner: UUID) async throws -> [KeptLaunch]
    var isStarred: @Sendable (_ owner: UUID, _ launchID: String) async throws -> Bool
    var isReminded: @Sendable (_ owner: UUID, _ launchID: String) async throws -> Bool
    /// The reminders feed's current generation (1 until the first reset).
    var feedGeneration: @Sendable (_ owner: UUID) async throws -> Int
}

extension LaunchReads {
    /// The reads over `sql` (the request's database).
    static func live(_ sql: any SQLDatabase) -> LaunchReads {
        LaunchReads(
            favourites: { owner in
                try await sql.raw("""
                    SELECT launch_id, name, net, created_at FROM \(ident: FavouriteRecord.schema)
                    WHERE user_id = \(bind: owner) ORDER BY created_at DESC
                    """).all().map { try kept($0, isExactTime: false) }
            },
            reminders: { owner in
                try await sql.raw("""
                    SELECT launch_id, name, net, net_exact, created_at, language, time_zone FROM \(ident: ReminderRecord.schema)
                    WHERE user_id = \(bind: owner) ORDER BY (net IS NULL), net, created_at
                    """).all().map { row in
                        var reminder = try kept(row, isExactTime: try row.decode(column: "net_exact", as: Bool.self))
                        reminder.language = try row.decode(column: "language", as: String?.self)
                        reminder.timeZone = try row.decode(column: "time_zone", as: String?.self)
                        return reminder
                    }
            },
            isStarred: { owner, launchID in try await holds(FavouriteRecord.schema, owner, launchID, on: sql) },
            isReminded: { owner, launchID in try await holds(ReminderRecord.schema, owner, launchID, on: sql) },
            feedGeneration: { owner in
                try await sql.raw("""
                    SELECT generation FROM \(ident: ReminderFeedRecord.schema) WHERE user_id = \(bind: owner)
                    """).first(decodingColumn: "generation", as: Int.self) ?? 1
            })
    }

    private static func kept(_ row: any SQLRow, isExactTime: Bool) throws -> KeptLaunch {
        KeptLaunch(
            launchID: try row.decode(column: "launch_id", as: String.self), name: try row.decode(column: "name", as: String.self),
            net: try row.decode(column: "net", as: Date?.self), isExactTime: isExactTime,
            createdAt: try row.decode(column: "created_at", as: Date.self))
    }

    private static func holds(_ table: String, _ owner: UUID, _ launchID: String, on sql: any SQLDatabase) async throws -> Bool {
        try await sql.raw("""
            SELECT 1 AS kept FROM \(ident: table) WHERE user_id = \(bind: owner) AND launch_id = \(bind: launchID) LIMIT 1
            """).first() != nil
    }
}
