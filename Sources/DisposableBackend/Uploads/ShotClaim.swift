import Foundation
import ServerCore
import SQLKit

/// Spends one shot, exactly: a single conditional `UPDATE … WHERE shots_used < limit` on the
/// participant's row, never read-then-write. SQLite runs it under its one writer lock;
/// PostgreSQL locks the row and re-checks the condition for the next writer, so 50 parallel
/// uploads with 10 shots left spend exactly 10 on both.
enum ShotClaim {
    static let eventEnded = AppError(.conflict, code: "event_ended",
                                     detail: "This event has ended: no more photos can be added.")
    static let notStarted = AppError(.conflict, code: "event_not_started",
                                     detail: "This event has not started yet: photos can be taken from its start time.")
    static let noShotsLeft = AppError(.conflict, code: "no_shots_left",
                                      detail: "You have used all your shots for this event.")

    /// Claims a shot inside the caller's transaction, or throws `event_not_started` / `event_ended` / `no_shots_left`.
    static func claim(participantID: UUID, event: EventRecord, now: Date, on sql: any SQLDatabase) async throws {
        struct Row: Decodable { var shots_used: Int }
        let claimed = try await sql.raw("""
            UPDATE \(ident: DisposableParticipant.schema) SET shots_used = shots_used + 1
            WHERE id = \(bind: participantID) AND shots_used < \(bind: event.shotsPerPerson)
            AND EXISTS (SELECT 1 FROM \(ident: DisposableEvent.schema) WHERE id = \(bind: event.id!) AND starts_at <= \(bind: now) AND ends_at > \(bind: now))
            RETURNING shots_used
            """).first(decoding: Row.self)
        guard claimed == nil else { return }
        throw now < event.startsAt ? notStarted : now >= event.endsAt ? eventEnded : noShotsLeft
    }
}
