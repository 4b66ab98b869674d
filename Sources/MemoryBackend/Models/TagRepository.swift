import Fluent
import Foundation
import MemoryKit
import ServerCore
import SQLKit

/// A user's tags, written: created on first use, matched Turkish-aware, linked to entries.
/// Reads (counts, lookups) go through `MemoryReads`.
struct TagRepository: Sendable {
    let db: any Database
    let userID: UUID

    /// The id of the tag with this name, created when missing.
    func findOrCreate(_ name: String) async throws -> UUID {
        let key = TextFolding.matchKey(name)
        let reads = MemoryReads.live(db.sql)
        if let existing = try await reads.tagID(userID, key) { return existing }
        _ = try await insertIfMissing(name)
        guard let id = try await reads.tagID(userID, key) else { throw AppError.notFound("tag") }
        return id
    }

    /// Inserts the tag unless the owner already has one that matches; true when this call made it.
    ///
    /// One statement that cannot fail on a concurrent insert of the same tag (`ON CONFLICT DO
    /// NOTHING`): a failed insert would abort a PostgreSQL transaction, and catching it to look
    /// the winner up cannot work there.
    func insertIfMissing(_ name: String) async throws -> Bool {
        let sql = db.sql
        let inserted = try await sql.raw("""
            INSERT INTO \(ident: MemoryTag.schema) (id, user_id, name, match_key)
            VALUES (\(bind: UUID()), \(bind: userID), \(bind: name), \(bind: TextFolding.matchKey(name)))
            ON CONFLICT (user_id, match_key) DO NOTHING RETURNING id
            """).all()
        return !inserted.isEmpty
    }

    /// The tag a rename or a delete loads and saves.
    func find(_ id: UUID) async throws -> MemoryTag? {
        try await MemoryTag.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    /// Links normalized `names` to an entry in order, replacing its previous tags when asked.
    func attach(_ names: [String], to entryID: UUID, replacing: Bool = false) async throws {
        try EntryChanges.requireWrite("an entry's tags")
        if replacing { try await EntryTagLink.query(on: db).filter(\.$entry.$id == entryID).delete() }
        for (position, name) in names.enumerated() {
            let tagID = try await findOrCreate(name)
            try await EntryTagLink(entryID: entryID, tagID: tagID, position: position).create(on: db)
        }
    }
}
