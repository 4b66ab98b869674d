import DisposableKit
import Foundation
import Localization
import ServerCore
import SQLKit

/// The SQL behind `DisposableReads`. Statements are written out rather than built: SQLKit's
/// builder spent a tenth of the gallery page serializing the same statement on every request.
extension DisposableReads {
    /// The reads over `sql` (the request's database, the live pool, or a transaction's when a
    /// read must see the transaction's own writes).
    static func live(_ sql: any SQLDatabase) -> DisposableReads {
        DisposableReads(
            eventByJoinToken: { token in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.event) FROM disposable_events e
                    WHERE e.join_token = \(bind: token) LIMIT 1
                    """).first().map { try EventRecord($0) }
            },
            eventByShortCode: { code in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.event) FROM disposable_events e
                    WHERE e.short_code = \(bind: code) LIMIT 1
                    """).first().map { try EventRecord($0) }
            },
            accountEvents: { userID in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.event), p.role AS p_role
                    FROM disposable_participants p JOIN disposable_events e ON e.id = p.event_id
                    WHERE p.user_id = \(bind: userID)
                    """).all().map { row in
                        let role = try row.decode(column: "p_role", as: String.self)
                        return AccountEvent(event: try EventRecord(row),
                                            isOrganizer: role == DisposableParticipant.Role.organizer.rawValue)
                    }
            },
            pushParts: { recipient, now in
                let who: SQLQueryString = switch recipient {
                case .account(let userID): "p.user_id = \(bind: userID)"
                case .guest(let participantID): "p.id = \(bind: participantID)"
                }
                // A reveal may come after the end: the event still has a push to make.
                return try await sql.raw("""
                    SELECT e.id, e.name, e.join_token, e.starts_at, e.ends_at, e.reveal_mode, e.reveal_at, e.language, p.role
                    FROM disposable_participants p JOIN disposable_events e ON e.id = p.event_id
                    WHERE \(who) AND (e.ends_at > \(bind: now) OR e.reveal_at > \(bind: now))
                    """).all().map { row in
                        let reveal = try row.decode(column: "reveal_mode", as: String.self)
                        return DisposablePush.Part(
                            eventID: try row.decode(column: "id", as: UUID.self),
                            name: try row.decode(column: "name", as: String.self),
                            joinToken: try row.decode(column: "join_token", as: String.self),
                            startsAt: try row.decode(column: "starts_at", as: Date.self),
                            endsAt: try row.decode(column: "ends_at", as: Date.self),
                            revealsLater: reveal == EventParameters.Reveal.later.rawValue,
                            revealAt: try row.decode(column: "reveal_at", as: Date.self),
                            language: Language(rawValue: try row.decode(column: "language", as: String.self)) ?? .en,
                            isOrganizer: try row.decode(column: "role", as: String.self) == DisposableParticipant.Role.organizer.rawValue)
                    }
            },
            organizedEvents: { userID in
                try await ids("SELECT id FROM disposable_events WHERE organizer_id = \(bind: userID)", on: sql)
            },
            callerByToken: { tokenHash in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.event), \(unsafeRaw: Columns.prefixedParticipant)
                    FROM disposable_participant_tokens t JOIN disposable_participants p ON p.id = t.participant_id
                    JOIN disposable_events e ON e.id = p.event_id
                    WHERE t.token_hash = \(bind: tokenHash) LIMIT 1
                    """).first().map(caller(from:))
            },
            callerByAccount: { eventID, userID in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.event), \(unsafeRaw: Columns.prefixedParticipant)
                    FROM disposable_participants p JOIN disposable_events e ON e.id = p.event_id
                    WHERE p.event_id = \(bind: eventID) AND p.user_id = \(bind: userID) LIMIT 1
                    """).first().map(caller(from:))
            },
            participant: { eventID, tokenHash in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.participant)
                    FROM disposable_participants p JOIN disposable_participant_tokens t ON t.participant_id = p.id
                    WHERE t.token_hash = \(bind: tokenHash) AND p.event_id = \(bind: eventID) LIMIT 1
                    """).first().map { try ParticipantRecord($0) }
            },
            recoveredGuest: { eventID, keyHash in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.participant)
                    FROM disposable_recovery_keys k JOIN disposable_participants p ON p.id = k.participant_id
                    WHERE k.key_hash = \(bind: keyHash) AND p.event_id = \(bind: eventID)
                    AND p.role = \(bind: DisposableParticipant.Role.guest.rawValue) LIMIT 1
                    """).first().map { try ParticipantRecord($0) }
            },
            recoverySalt: { participantID in
                try await sql.raw("""
                    SELECT salt FROM disposable_recovery_keys WHERE participant_id = \(bind: participantID) LIMIT 1
                    """).first()?.decode(column: "salt", as: String.self)
            },
            participants: { eventID in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.participant) FROM disposable_participants p
                    WHERE p.event_id = \(bind: eventID) ORDER BY p.joined_at
                    """).all().map { try ParticipantRecord($0) }
            },
            names: { eventID, participantIDs in
                guard !participantIDs.isEmpty else { return [:] }
                // The event is checked on the rows, not in the statement: with `event_id = ?` beside
                // `id IN (…)` of ten ids or more, SQLite (no ANALYZE statistics) walks the event's
                // index, every row of the event, instead of looking the ids up by primary key
                // (EXPLAIN QUERY PLAN). Another event's rows never leave the closure.
                let rows = try await sql.raw("""
                    SELECT id, event_id, display_name FROM disposable_participants
                    WHERE id IN (\(binds: Array(Set(participantIDs))))
                    """).all()
                return Dictionary(uniqueKeysWithValues: try rows.compactMap { row -> (UUID, String)? in
                    guard try row.decode(column: "event_id", as: UUID.self) == eventID else { return nil }
                    return (try row.decode(column: "id", as: UUID.self),
                            try row.decode(column: "display_name", as: String.self))
                })
            },
            organizerID: { eventID in
                try await ids("""
                    SELECT id FROM disposable_participants
                    WHERE event_id = \(bind: eventID) AND role = \(bind: DisposableParticipant.Role.organizer.rawValue)
                    LIMIT 1
                    """, on: sql).first
            },
            participantsJoined: { eventID, before in
                try await count("""
                    SELECT count(*) AS count FROM disposable_participants
                    WHERE event_id = \(bind: eventID) AND joined_at < \(bind: before)
                    """, on: sql)
            },
            accounts: { eventID in
                try await sql.raw("""
                    SELECT user_id FROM disposable_participants
                    WHERE event_id = \(bind: eventID) AND user_id IS NOT NULL
                    """).all().map { try $0.decode(column: "user_id", as: UUID.self) }
            },
            photoPage: { scope, cursor, limit in
                let after: SQLQueryString = cursor.map { cursor in
                    let (time, id) = (cursor.uploadedAt, cursor.id)
                    return " AND (uploaded_at < \(bind: time) OR (uploaded_at = \(bind: time) AND id < \(bind: id)))"
                } ?? ""
                return try await photos("""
                    SELECT \(unsafeRaw: Columns.photo) FROM disposable_photos WHERE \(condition(scope))\(after)
                    ORDER BY uploaded_at DESC, id DESC LIMIT \(bind: limit)
                    """, on: sql)
            },
            photoCount: { scope in
                try await count("SELECT count(*) AS count FROM disposable_photos WHERE \(condition(scope))", on: sql)
            },
            photos: { scope, only, except in
                let selected: SQLQueryString = only.isEmpty ? "" : " AND id IN (\(binds: only))"
                let leftOut: SQLQueryString = except.isEmpty ? "" : " AND id NOT IN (\(binds: except))"
                return try await photos("""
                    SELECT \(unsafeRaw: Columns.photo) FROM disposable_photos
                    WHERE \(condition(scope))\(selected)\(leftOut) ORDER BY taken_at
                    """, on: sql)
            },
            photosByID: { eventID, ids in
                guard !ids.isEmpty else { return [] }
                return try await photos("""
                    SELECT \(unsafeRaw: Columns.photo) FROM disposable_photos WHERE id IN (\(binds: ids))
                    """, on: sql).filter { $0.eventID == eventID }  // checked on the rows, as in `names`
            },
            photo: { eventID, id in
                try await photos("""
                    SELECT \(unsafeRaw: Columns.photo) FROM disposable_photos
                    WHERE id = \(bind: id) AND event_id = \(bind: eventID) LIMIT 1
                    """, on: sql).first
            },
            photoByClientID: { participantID, clientPhotoID in
                try await photos("""
                    SELECT \(unsafeRaw: Columns.photo) FROM disposable_photos
                    WHERE participant_id = \(bind: participantID) AND client_photo_id = \(bind: clientPhotoID) LIMIT 1
                    """, on: sql).first
            },
            uploads: { eventID in
                try await sql.raw("""
                    SELECT participant_id, uploaded_at FROM disposable_photos WHERE event_id = \(bind: eventID)
                    """).all().map {
                        PhotoUpload(participantID: try $0.decode(column: "participant_id", as: UUID.self),
                                    uploadedAt: try $0.decode(column: "uploaded_at", as: Date.self))
                    }
            },
            signedPhoto: { id in
                guard let row = try await sql.raw("""
                    SELECT \(unsafeRaw: SelectList.of(PhotoRecord.columnNames, table: "f")),
                           e.starts_at AS e_starts_at, e.ends_at AS e_ends_at, e.reveal_mode AS e_reveal_mode,
                           e.reveal_at AS e_reveal_at
                    FROM disposable_photos f JOIN disposable_events e ON e.id = f.event_id
                    WHERE f.id = \(bind: id) LIMIT 1
                    """).first()
                else { return nil }
                let reveal = try row.decode(column: "e_reveal_mode", as: String.self)
                let timeline = EventTimeline(
                    startsAt: try row.decode(column: "e_starts_at", as: Date.self),
                    endsAt: try row.decode(column: "e_ends_at", as: Date.self),
                    revealMode: EventParameters.Reveal(rawValue: reveal) ?? .now,
                    revealAt: try row.decode(column: "e_reveal_at", as: Date.self))
                return (try PhotoRecord(row), timeline)
            },
            queuedPhoto: { id in
                try await photos("""
                    SELECT \(unsafeRaw: Columns.photo) FROM disposable_photos WHERE id = \(bind: id) LIMIT 1
                    """, on: sql).first
            },
            storedPhotos: {
                try await sql.raw("SELECT id, event_id, status FROM disposable_photos").all().map { row in
                    let status = try row.decode(column: "status", as: String.self)
                    return StoredPhoto(
                        id: try row.decode(column: "id", as: UUID.self),
                        eventID: try row.decode(column: "event_id", as: UUID.self),
                        isReady: status == DisposablePhoto.Status.ready.rawValue)
                }
            },
            logEntries: { eventID, after, limit in
                try await sql.raw("""
                    SELECT \(unsafeRaw: Columns.log) FROM disposable_event_log
                    WHERE event_id = \(bind: eventID) AND id > \(bind: after) ORDER BY id LIMIT \(bind: limit)
                    """).all().map { try LogRecord($0) }
            },
            lastLogID: { eventID in
                try await sql.raw("""
                    SELECT max(id) AS newest FROM disposable_event_log WHERE event_id = \(bind: eventID)
                    """).first()?.decode(column: "newest", as: Int64?.self) ?? 0
            },
            unannounced: { announcement, now in
                try await ids("""
                    SELECT id FROM disposable_events
                    WHERE \(ident: announcement.flag) = \(bind: false) AND \(ident: announcement.due) <= \(bind: now)
                    """, on: sql)
            },
            expiredEvents: { now in
                try await ids("SELECT id FROM disposable_events WHERE delete_at <= \(bind: now)", on: sql)
            })
    }

    /// The select lists, made once.
    private enum Columns {
        static let event = SelectList.of(EventRecord.columnNames, table: "e")
        static let participant = SelectList.of(ParticipantRecord.columnNames, table: "p")
        static let prefixedParticipant = SelectList.of(ParticipantRecord.columnNames, table: "p", prefix: "p_")
        static let photo = PhotoRecord.columnNames.joined(separator: ", ")
        static let log = LogRecord.columnNames.joined(separator: ", ")
    }

    /// Which photos a scope holds, as a condition on `disposable_photos`.
    private static func condition(_ scope: PhotoScope) -> SQLQueryString {
        switch scope {
        case .all(let event):
            "event_id = \(bind: event)"
        case .own(let event, let participant):
            "event_id = \(bind: event) AND participant_id = \(bind: participant)"
        case .visible(let event, let participant):
            "event_id = \(bind: event) AND (participant_id = \(bind: participant) OR hidden = \(bind: false))"
        }
    }

    private static func caller(from row: any SQLRow) throws -> Caller {
        Caller(event: try EventRecord(row), participant: try ParticipantRecord(row, prefix: "p_"))
    }

    private static func photos(_ query: SQLQueryString, on sql: any SQLDatabase) async throws -> [PhotoRecord] {
        try await sql.raw(query).all().map { try PhotoRecord($0) }
    }

    private static func ids(_ query: SQLQueryString, on sql: any SQLDatabase) async throws -> [UUID] {
        try await sql.raw(query).all().map { try $0.decode(column: "id", as: UUID.self) }
    }

    private static func count(_ query: SQLQueryString, on sql: any SQLDatabase) async throws -> Int {
        try await sql.raw(query).first()?.decode(column: "count", as: Int.self) ?? 0
    }
}
