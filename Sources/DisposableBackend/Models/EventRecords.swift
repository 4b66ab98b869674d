import Foundation
import SQLKit

/// An event read as a value, for the pages every guest opens (the invitation, the camera, the
/// galleries): building the Fluent model and its property wrappers, and tearing them down, was
/// a quarter of the gallery page. Changes go through the model.
struct EventRecord: EventFields, Equatable {
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

    /// The event whose QR code's URL carries `joinToken`.
    static func find(joinToken: String, on sql: any SQLDatabase) async throws -> EventRecord? {
        // Written out rather than built: SQLKit's builder spent a tenth of the gallery page
        // serializing the same statement on every request.
        try await sql.raw("""
            SELECT id, name, organizer_name, join_token, short_code, starts_at, ends_at, reveal_mode, reveal_at,
                   delete_at, shots_per_person, time_zone
            FROM disposable_events WHERE join_token = \(bind: joinToken) LIMIT 1
            """)
            .first()
            .map { row in
                EventRecord(
                    id: try row.decode(column: "id", as: UUID.self), name: try row.decode(column: "name", as: String.self),
                    organizerName: try row.decode(column: "organizer_name", as: String.self),
                    joinToken: try row.decode(column: "join_token", as: String.self),
                    shortCode: try row.decode(column: "short_code", as: String.self),
                    startsAt: try row.decode(column: "starts_at", as: Date.self),
                    endsAt: try row.decode(column: "ends_at", as: Date.self),
                    revealMode: try row.decode(column: "reveal_mode", as: String.self),
                    revealAt: try row.decode(column: "reveal_at", as: Date.self),
                    deleteAt: try row.decode(column: "delete_at", as: Date.self),
                    shotsPerPerson: try row.decode(column: "shots_per_person", as: Int.self),
                    timeZone: try row.decode(column: "time_zone", as: String.self))
            }
    }
}

/// A participant read as a value, for the same pages.
struct ParticipantRecord: ParticipantFields, Equatable {
    var id: UUID?
    var joinedAt: Date
    var role: String
    var displayName: String
    var shotsUsed: Int
    var eventID: UUID

    /// The participant a device's token names (`tokenHash`: its digest, as stored).
    static func find(tokenHash: String, on sql: any SQLDatabase) async throws -> ParticipantRecord? {
        try await sql.raw("""
            SELECT p.id, p.joined_at, p.role, p.display_name, p.shots_used, p.event_id
            FROM disposable_participants p JOIN disposable_participant_tokens t ON t.participant_id = p.id
            WHERE t.token_hash = \(bind: tokenHash) LIMIT 1
            """)
            .first()
            .map { row in
                ParticipantRecord(
                    id: try row.decode(column: "id", as: UUID.self), joinedAt: try row.decode(column: "joined_at", as: Date.self),
                    role: try row.decode(column: "role", as: String.self),
                    displayName: try row.decode(column: "display_name", as: String.self),
                    shotsUsed: try row.decode(column: "shots_used", as: Int.self),
                    eventID: try row.decode(column: "event_id", as: UUID.self))
            }
    }
}
