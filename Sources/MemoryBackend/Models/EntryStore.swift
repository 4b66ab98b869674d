import Fluent
import Foundation
import Localization
import MemoryKit
import SQLKit

/// Every write of entries, always scoped to one owner: another user's ids simply are not found.
/// Reads go through `MemoryReads`.
struct EntryStore: Sendable {
    let db: any Database
    let userID: UUID

    /// A file already validated and staged, about to belong to a new entry.
    struct NewMedia: Sendable {
        var id: UUID
        var contentType: String
        var byteSize: Int64
        var originalName: String?
        var width: Int?
        var height: Int?
        var durationSeconds: Double?
    }

    /// `transcript` is the state a voice diary starts in (pending when a job will transcribe it).
    func create(
        _ draft: EntryDraft, media: [NewMedia], suggestions: String?, transcript: (state: TranscriptState, language: String?)?,
        language: Language, now: Date, on db: any Database
    ) async throws -> UUID {
        try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            let entry = MemoryEntry()
            let id = UUID()
            entry.id = id
            entry.userID = userID
            entry.kind = draft.kind.rawValue
            entry.createdAt = now
            entry.updatedAt = now
            entry.suggestions = suggestions
            entry.transcriptState = transcript?.state.rawValue
            entry.transcriptLanguage = transcript?.language
            entry.apply(draft, language: language)
            try await entry.create(on: db)
            for (position, file) in media.enumerated() {
                let row = EntryMedia()
                row.id = file.id
                row.$entry.id = id
                row.userID = userID
                row.position = position
                row.contentType = file.contentType
                row.byteSize = file.byteSize
                row.originalName = file.originalName
                row.width = file.width
                row.height = file.height
                row.durationSeconds = file.durationSeconds
                row.thumbnailSizes = ""
                row.createdAt = now
                try await row.create(on: db)
            }
            try await TagRepository(db: db, userID: userID).attach(draft.tags, to: id)
            try await EntrySearch.index(entryID: id, userID: userID, document: entry.searchDocument, on: db)
            change.entries(1)
            return id
        }
    }

    func update(_ id: UUID, with draft: EntryDraft, language: Language, now: Date) async throws -> Bool {
        try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return false }
            entry.apply(draft, language: language)
            entry.updatedAt = now
            try await entry.update(on: db)
            try await TagRepository(db: db, userID: userID).attach(draft.tags, to: id, replacing: true)
            try await EntrySearch.index(entryID: id, userID: userID, document: entry.searchDocument, on: db)
            return true
        }
    }

    /// Indexes an entry's text again (its tags were renamed or removed), inside a change.
    func reindex(_ id: UUID) async throws {
        try EntryChanges.requireWrite("an entry's search text")
        let sql = db.sql
        guard let record = try await MemoryReads.live(sql).entry(userID, id) else { return }
        let document = record.searchDocument
        try await sql.raw("""
            UPDATE memory_entries SET search_document = \(bind: document)
            WHERE id = \(bind: id) AND user_id = \(bind: userID)
            """).run()
        try await EntrySearch.index(entryID: id, userID: userID, document: document, on: db)
    }

    /// Deletes the entry, keeping it whole in ``EntryTrash`` for the undo window (its files stay
    /// until it is purged). False when the owner has no such entry.
    func delete(_ id: UUID, now: Date) async throws -> Bool {
        let tags = try await MemoryReads.live(db.sql).entry(userID, id)?.tags ?? []
        return try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return false }
            let media = try await EntryMedia.query(on: db).filter(\.$entry.$id == id).all()
            let trash = DeletedEntry()
            trash.id = id
            trash.userID = userID
            trash.deletedAt = now
            trash.snapshot = try EntryTrash.encode(.init(entry: entry, media: media, tags: tags))
            try await trash.create(on: db)
            try await EntrySearch.remove(entryID: id, on: db)
            change.entries(-1)
            try await ShareLink.query(on: db).filter(\.$entryID == id).delete()
            try await EntryTagLink.query(on: db).filter(\.$entry.$id == id).delete()
            try await EntryMedia.query(on: db).filter(\.$entry.$id == id).delete()
            try await entry.delete(on: db)
            return true
        }
    }

    /// Puts back an entry deleted within the undo window, as it was (share links excepted:
    /// a delete ended them). False when there is none of the owner's to restore.
    func restore(_ id: UUID, now: Date) async throws -> Bool {
        try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            guard let trash = try await DeletedEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID)
                .filter(\.$deletedAt >= now.addingTimeInterval(-EntryTrash.undoWindow)).first()
            else { return false }
            let snapshot = try EntryTrash.decode(trash.snapshot)
            try await snapshot.entry.create(on: db)
            for media in snapshot.media { try await media.create(on: db) }
            try await TagRepository(db: db, userID: userID).attach(snapshot.tags, to: id)
            try await EntrySearch.index(entryID: id, userID: userID, document: snapshot.entry.searchDocument, on: db)
            change.entries(1)
            try await trash.delete(on: db)
            return true
        }
    }
}
