import Foundation
import NotesKit
import SQLKit

/// Every read Notes makes, as NotesKit's values: one struct of closures (the shape of isowords'
/// `DatabaseClient`, see docs/backend-rules.md) with one implementation over SQL, `live(_:)`.
/// Each read takes the owner and filters by it, so no read reaches another account's notes.
/// Writes stay on the model (`NotesStore`), which also loads the record an edit saves.
struct NotesReads: Sendable {
    /// The first `limit` live notes in `order`, sorted by the database exactly as ``NoteSorter``
    /// sorts (date, the other date, then id), so a long list reads only the rows it shows; the
    /// body cut to ``NotesQueries/listBodyPrefix`` characters (a preview needs at most 120).
    var page: @Sendable (_ owner: UUID, _ order: NoteSortOrder, _ limit: Int) async throws -> [Note]
    /// How many live notes the owner has (deleted ones waiting for undo not counted).
    var count: @Sendable (_ owner: UUID) async throws -> Int
    /// Every live note with its whole text: search, export, import.
    var all: @Sendable (_ owner: UUID) async throws -> [Note]
    /// The owner's live note with `id`; nil for a malformed id, someone else's note or a deleted one.
    var note: @Sendable (_ owner: UUID, _ id: String?) async throws -> Note?
}

extension NotesReads {
    /// The reads over `sql` (the request's database, or a transaction's).
    static func live(_ sql: any SQLDatabase) -> NotesReads {
        NotesReads(
            page: { owner, order, limit in
                try NotesQueries.notes(from: try await NotesQueries.page(sql, owner: owner, sortedBy: order, limit: limit).all())
            },
            count: { owner in
                try await NotesQueries.count(sql, owner: owner).first()?.decode(column: "count", as: Int.self) ?? 0
            },
            all: { owner in
                try NotesQueries.notes(from: try await NotesQueries.list(sql, owner: owner, bodyPrefix: nil).all())
            },
            note: { owner, id in
                guard let id, let uuid = UUID(uuidString: id) else { return nil }
                let select = NotesQueries.list(sql, owner: owner, bodyPrefix: nil).where("id", .equal, SQLBind(uuid)).limit(1)
                return try NotesQueries.notes(from: try await select.all()).first
            })
    }
}

/// The SQL behind ``NotesReads``, open to tests that check the plans use the indexes.
enum NotesQueries {
    /// Characters of the body the list reads: far more than a preview shows, so even a body
    /// that opens with a long run of blank lines still has text to preview.
    static let listBodyPrefix = 600

    static func page(_ sql: any SQLDatabase, owner: UUID, sortedBy order: NoteSortOrder, limit: Int) -> SQLSelectBuilder {
        let (first, second) = order == .updatedAt ? ("updated_at", "created_at") : ("created_at", "updated_at")
        return list(sql, owner: owner)
            .orderBy(first, .descending).orderBy(second, .descending).orderBy("id", .ascending)
            .limit(limit)
    }

    /// `count(*)` is answered from the (owner, deleted_at) index alone, where Fluent's
    /// `count(id)` read each note's row for its id.
    static func count(_ sql: any SQLDatabase, owner: UUID) -> SQLSelectBuilder {
        live(sql.select().column(SQLAlias(SQLFunction("count", args: SQLLiteral.all), as: SQLIdentifier("count"))), owner: owner)
    }

    /// The list's columns; the body cut to `bodyPrefix` characters in the database when given.
    static func list(_ sql: any SQLDatabase, owner: UUID, bodyPrefix: Int? = listBodyPrefix) -> SQLSelectBuilder {
        let body: any SQLExpression = bodyPrefix.map {
            SQLAlias(SQLFunction("substr", args: SQLColumn("body"), SQLLiteral.numeric("1"), SQLLiteral.numeric(String($0))),
                     as: SQLIdentifier("body"))
        } ?? SQLColumn("body")
        return live(sql.select().column("id").column("title").column("created_at").column("updated_at").column(body), owner: owner)
    }

    /// The owner's notes not deleted.
    private static func live(_ select: SQLSelectBuilder, owner: UUID) -> SQLSelectBuilder {
        select.from(NoteRecord.schema)
            .where("user_id", .equal, SQLBind(owner))
            .where(SQLColumn("deleted_at"), .is, SQLLiteral.null)
    }

    static func notes(from rows: [any SQLRow]) throws -> [Note] {
        try rows.map { row in
            Note(
                id: try row.decode(column: "id", as: UUID.self).uuidString,
                title: try row.decode(column: "title", as: String.self),
                body: try row.decode(column: "body", as: String.self),
                createdAt: try row.decode(column: "created_at", as: Date.self),
                updatedAt: try row.decode(column: "updated_at", as: Date.self))
        }
    }
}
