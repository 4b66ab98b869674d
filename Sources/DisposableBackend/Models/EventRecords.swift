import Foundation
import SQLKit

/// An event read as a value (through `DisposableReads`): building the Fluent model and its
/// property wrappers, and tearing them down, was a quarter of the gallery page. Changes go
/// through the model.
struct EventRecord: EventFields, Equatable, Sendable {
    var id: UUID?
    var name: String
    var organizerName: String
    var joinToken: String
    var shortCode: String
    var startsAt: Date
    var endsAt: Date
    var revealMode: String
    var revealAt: Date
    var deleteAt: Date
    var shotsPerPerson: Int
    var timeZone: String

    static let columnNames = ["id", "name", "organizer_name", "join_token", "short_code", "starts_at", "ends_at",
                              "reveal_mode", "reveal_at", "delete_at", "shots_per_person", "time_zone"]

    /// The event in a row whose columns are `columnNames`, each after `prefix`.
    init(_ row: any SQLRow, prefix: String = "") throws {
        func column(_ name: String) -> String { prefix + name }
        id = try row.decode(column: column("id"), as: UUID.self)
        name = try row.decode(column: column("name"), as: String.self)
        organizerName = try row.decode(column: column("organizer_name"), as: String.self)
        joinToken = try row.decode(column: column("join_token"), as: String.self)
        shortCode = try row.decode(column: column("short_code"), as: String.self)
        startsAt = try row.decode(column: column("starts_at"), as: Date.self)
        endsAt = try row.decode(column: column("ends_at"), as: Date.self)
        revealMode = try row.decode(column: column("reveal_mode"), as: String.self)
        revealAt = try row.decode(column: column("reveal_at"), as: Date.self)
        deleteAt = try row.decode(column: column("delete_at"), as: Date.self)
        shotsPerPerson = try row.decode(column: column("shots_per_person"), as: Int.self)
        timeZone = try row.decode(column: column("time_zone"), as: String.self)
    }
}

/// A participant read as a value: every column the model has.
struct ParticipantRecord: Equatable, Sendable {
    var id: UUID?
    var joinedAt: Date
    var role: String
    var displayName: String
    var shotsUsed: Int
    var eventID: UUID
    /// The linked account (the organizer, a signed-in guest).
    var userID: UUID?
    var termsVersion: String
    var consentedAt: Date

    var isOrganizer: Bool { role == DisposableParticipant.Role.organizer.rawValue }

    static let columnNames = ["id", "joined_at", "role", "display_name", "shots_used", "event_id", "user_id",
                              "terms_version", "consented_at"]

    init(_ row: any SQLRow, prefix: String = "") throws {
        func column(_ name: String) -> String { prefix + name }
        id = try row.decode(column: column("id"), as: UUID.self)
        joinedAt = try row.decode(column: column("joined_at"), as: Date.self)
        role = try row.decode(column: column("role"), as: String.self)
        displayName = try row.decode(column: column("display_name"), as: String.self)
        shotsUsed = try row.decode(column: column("shots_used"), as: Int.self)
        eventID = try row.decode(column: column("event_id"), as: UUID.self)
        userID = try row.decode(column: column("user_id"), as: UUID?.self)
        termsVersion = try row.decode(column: column("terms_version"), as: String.self)
        consentedAt = try row.decode(column: column("consented_at"), as: Date.self)
    }

    init(_ model: DisposableParticipant) {
        id = model.id
        joinedAt = model.joinedAt
        role = model.role
        displayName = model.displayName
        shotsUsed = model.shotsUsed
        eventID = model.eventID
        userID = model.userID
        termsVersion = model.termsVersion
        consentedAt = model.consentedAt
    }
}

/// A select list: `table.column`, aliased `prefix` + column when a join reads two tables that
/// share column names (`id`, `event_id`).
enum SelectList {
    static func of(_ columns: [String], table: String, prefix: String = "") -> String {
        columns.map { prefix.isEmpty ? "\(table).\($0)" : "\(table).\($0) AS \(prefix)\($0)" }.joined(separator: ", ")
    }
}
