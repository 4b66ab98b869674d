import Fluent
import Foundation
import ServerCore

/// A guest's recovery key, stored as its SHA-256 digest (the row's id) and a random salt. The
/// key itself is the server's HMAC of the participant and the salt: the guest's own pages can
/// show the same link again, and the database alone cannot make it. Deleting the guest's data
/// deletes the row (cascade), and the link stops working.
final class RecoveryKey: Model, @unchecked Sendable {
    static let schema = "disposable_recovery_keys"
    static let prefix = "dpr_"

    @ID(custom: "key_hash", generatedBy: .user) var id: String?
    @Field(key: "participant_id") var participantID: UUID
    @Field(key: "salt") var salt: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $participantID, $salt, $createdAt] }
}

/// Making and reading recovery keys.
enum RecoveryKeys {
    static func key(participantID: UUID, salt: String, settings: DisposableSettings) -> String {
        RecoveryKey.prefix + settings.recoverySigner.signature(for: "\(participantID.uuidString.lowercased())/\(salt)", expires: 0)
    }

    /// The participant's key, made on first asking and the same afterwards.
    static func key(for participantID: UUID, settings: DisposableSettings, now: Date, on db: any Database) async throws -> String {
        let reads = DisposableReads.live(db.sql)
        if let salt = try await reads.recoverySalt(participantID) {
            return key(participantID: participantID, salt: salt, settings: settings)
        }
        let row = RecoveryKey()
        row.participantID = participantID
        row.salt = SecureRandom.token(bytes: 16)
        row.createdAt = now
        let made = key(participantID: participantID, salt: row.salt, settings: settings)
        row.id = SecureRandom.digest(made)
        do {
            try await row.create(on: db)
            return made
        } catch {
            // A twin request made it first (the unique participant): its key is the one.
            guard (error as? any DatabaseError)?.isConstraintFailure == true,
                let salt = try await reads.recoverySalt(participantID)
            else { throw error }
            return key(participantID: participantID, salt: salt, settings: settings)
        }
    }

    /// The guest of `eventID` a key brings back; nil for a key nobody has (any more).
    static func participant(key: String, eventID: UUID, reads: DisposableReads) async throws -> ParticipantRecord? {
        guard key.hasPrefix(RecoveryKey.prefix), key.count <= 200 else { return nil }
        return try await reads.recoveredGuest(eventID, SecureRandom.digest(key))
    }
}
