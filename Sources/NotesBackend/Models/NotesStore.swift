import Fluent
import Foundation
import SQLKit
import NotesKit
import ServerCore

/// Every note query for one account. Nothing here can reach another account's rows: each query
/// starts from ``scoped(_:)``, and an id that is not the owner's reads as "not found".
struct NotesStore {
    let db: any Database
    let ownerID: UUID
    let now: Date

    /// How long a deleted note can be brought back (the undo toast, the undo banner).
    static let undoWindow: TimeInterval = 120

    private func scoped(_ db: (any Database)? = nil) -> QueryBuilder<NoteRecord> {
        NoteRecord.query(on: db ?? self.db).filter(\.$owner.$id == ownerID)
    }

    private func live(_ db: (any Database)? = nil) -> QueryBuilder<NoteRecord> {
        scoped(db).filter(\.$deletedAt == nil)
    }

    /// The owner's notes, as the kit's values.
    func all() async throws -> [Note] {
        try await live().all().map { try $0.note }
    }

    /// The owner's notes with their whole text, for a search that looks at titles and bodies.
    func searchable() async throws -> [Note] {
        let sql = db.sql
        return try await Self.notes(from: listQuery(sql, bodyPrefix: nil).all())
    }

    /// The first `limit` notes in `order`, sorted by the database exactly as ``NoteSorter``
    /// sorts (date, the other date, then id), so a long list reads only the rows it shows; the
    /// body cut to ``listBodyPrefix`` characters in the database (a preview needs at most 120),
    /// read through SQLKit without model hydration: the list is the app's hot path.
    func page(sortedBy order: NoteSortOrder, limit: Int) async throws -> [Note] {
        try Self.notes(from: try await pageQuery(db.sql, sortedBy: order, limit: limit).all())
    }

    func pageQuery(_ sql: any SQLDatabase, sortedBy order: NoteSortOrder, limit: Int) -> SQLSelectBuilder {
        let (first, second) = order == .updatedAt ? ("updated_at", "created_at") : ("created_at", "updated_at")
        return listQuery(sql)
            .orderBy(first, .descending).orderBy(second, .descending).orderBy("id", .ascending)
            .limit(limit)
    }

    /// How many notes the owner has (deleted ones waiting for undo not counted). Every page of
    /// the list shows it: `count(*)` is answered from the (owner, deleted_at) index alone, where
    /// Fluent's `count(id)` read each note's row for its id.
    func count() async throws -> Int {
        let sql = db.sql
        return try await countQuery(sql).first()?.decode(column: "count", as: Int.self) ?? 0
    }

    func countQuery(_ sql: any SQLDatabase) -> SQLSelectBuilder {
        liveRows(sql.select().column(SQLAlias(SQLFunction("count", args: SQLLiteral.all), as: SQLIdentifier("count"))))
    }

    /// The list's columns; the body cut to `bodyPrefix` characters in the database when given.
    private func listQuery(_ sql: any SQLDatabase, bodyPrefix: Int? = Self.listBodyPrefix) -> SQLSelectBuilder {
        let body: any SQLExpression = bodyPrefix.map {
            SQLAlias(SQLFunction("substr", args: SQLColumn("body"), SQLLiteral.numeric("1"), SQLLiteral.numeric(String($0))),
                     as: SQLIdentifier("body"))
        } ?? SQLColumn("body")
        return liveRows(sql.select()
            .column("id").column("title").column("created_at").column("updated_at")
            .column(body))
    }

    /// The owner's notes not deleted, as SQL: what ``live(_:)`` reads through Fluent.
    private func liveRows(_ select: SQLSelectBuilder) -> SQLSelectBuilder {
        select.from(NoteRecord.schema)
            .where("user_id", .equal, SQLBind(ownerID))
            .where(SQLColumn("deleted_at"), .is, SQLLiteral.null)
    }

    private static func notes(from rows: [any SQLRow]) throws -> [Note] {
        try rows.map { row in
            Note(
                id: try row.decode(column: "id", as: UUID.self).uuidString,
                title: try row.decode(column: "title", as: String.self),
                body: try row.decode(column: "body", as: String.self),
                createdAt: try row.decode(column: "created_at", as: Date.self),
                updatedAt: try row.decode(column: "updated_at", as: Date.self))
        }
    }

    /// Characters of the body the list reads: far more than a preview shows, so even a body
    /// that opens with a long run of blank lines still has text to preview.
    static let listBodyPrefix = 600

    /// The owner's note with `id`; nil for a malformed id, someone else's note or a deleted one.
    func find(_ id: String?) async throws -> NoteRecord? {
        guard let id, let uuid = UUID(uuidString: id) else { return nil }
        return try await live().filter(\.$id == uuid).first()
    }

    /// The same note as a value, for a page that only shows it (the editor): read through
    /// SQLKit without hydrating the model, which was a tenth of the editor's time.
    func note(_ id: String?) async throws -> Note? {
        guard let id, let uuid = UUID(uuidString: id) else { return nil }
        let sql = db.sql
        return try Self.notes(from: try await listQuery(sql, bodyPrefix: nil).where("id", .equal, SQLBind(uuid)).limit(1).all()).first
    }

    func create(title: String, body: String) async throws -> NoteRecord {
        let record = NoteRecord(
            ownerID: ownerID, title: NoteValidator.normalizedTitle(title), body: body, createdAt: now, updatedAt: now)
        try await record.create(on: db)
        try await purgeExpired()
        return record
    }

    /// Saves new text; `updatedAt` moves only when something really changed.
    func update(_ record: NoteRecord, title: String, body: String) async throws {
        let title = NoteValidator.normalizedTitle(title)
        guard title != record.title || body != record.body else { return }
        record.title = title
        record.body = body
        record.updatedAt = now
        try await record.save(on: db)
    }

    /// Marks the owner's notes among `ids` deleted; returns the ids that were.
    func delete(ids: [String]) async throws -> [String] {
        let uuids = ids.compactMap(UUID.init(uuidString:))
        guard !uuids.isEmpty else { return [] }
        // One read of the ids, one UPDATE: a selection of 50 was 50 saves.
        let deleted = try await live().filter(\.$id ~~ uuids).all(\.$id)
        if !deleted.isEmpty { try await scoped().filter(\.$id ~~ deleted).set(\.$deletedAt, to: now).update() }
        try await purgeExpired()
        return deleted.map(\.uuidString)
    }

    /// Brings back notes deleted within the undo window; returns the ids that came back.
    func restore(ids: [String]) async throws -> [String] {
        let uuids = ids.compactMap(UUID.init(uuidString:))
        guard !uuids.isEmpty else { return [] }
        let restored = try await scoped().filter(\.$id ~~ uuids)
            .filter(\.$deletedAt >= now.addingTimeInterval(-Self.undoWindow)).all(\.$id)
        if !restored.isEmpty { try await scoped().filter(\.$id ~~ restored).set(\.$deletedAt, to: nil).update() }
        return restored.map(\.uuidString)
    }

    /// Removes for good the notes whose undo window has passed. Runs with the owner's next
    /// create or delete (writes anyway), so a list page stays a pure read.
    func purgeExpired() async throws {
        try await scoped().filter(\.$deletedAt < now.addingTimeInterval(-Self.undoWindow)).delete()
    }
}
