import Fluent
import Foundation
import NotesKit
import ServerCore

extension NotesStore {
    /// Merges `imported` (already checked by `NotesImport.decode`) into the owner's notes with the
    /// kit's rule (newest copy wins), in one transaction: a failure leaves nothing half-imported.
    func importNotes(_ imported: [Note]) async throws -> NotesImportResult {
        let existing = try await NotesReads.live(db.sql).all(ownerID)
        let result = NotesImport.merge(imported, into: existing)
        let before = Dictionary(existing.map { ($0.id.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
        try await db.transaction { db in
            for note in result.notes {
                guard let uuid = UUID(uuidString: note.id) else { continue }
                if let old = before[note.id.uppercased()] {
                    if old != note { try await overwrite(uuid, with: note, on: db) }
                } else {
                    try await insert(note, preferredID: uuid, on: db)
                }
            }
        }
        return result
    }

    private func overwrite(_ id: UUID, with note: Note, on db: any Database) async throws {
        guard let record = try await NoteRecord.query(on: db).filter(\.$owner.$id == ownerID)
            .filter(\.$id == id).first()
        else { return }
        record.title = note.title
        record.body = note.body
        record.createdAt = note.createdAt
        record.updatedAt = note.updatedAt
        try await record.save(on: db)
    }

    /// Keeps the note's id (so exporting again round-trips) unless that id is taken: by a note
    /// of this account deleted moments ago (replaced), or by another account's note (a new id,
    /// so one account's file can never touch another's row).
    private func insert(_ note: Note, preferredID: UUID, on db: any Database) async throws {
        var id = preferredID
        if let taken = try await NoteRecord.query(on: db).filter(\.$id == preferredID).first() {
            if taken.$owner.id == ownerID {
                try await taken.delete(on: db)
            } else {
                id = UUID()
            }
        }
        let record = NoteRecord(
            id: id, ownerID: ownerID, title: note.title, body: note.body, createdAt: note.createdAt,
            updatedAt: note.updatedAt)
        try await record.create(on: db)
    }
}
