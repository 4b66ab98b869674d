import Fluent
import Foundation
import NIOConcurrencyHelpers
import SQLKit

/// The one way to change what an owner's timeline shows: entries, their media, their tags.
///
/// Cached timeline pages, recaps and summaries (`RevisionedResponseCache`,
/// `RevisionedValueCache`) stay valid while the owner's revision (`EntryTotals`) stands, so every
/// change they could show must bump it in the same transaction, and a change that adds or
/// removes entries must move the kept total too. `write` opens the transaction, runs the change
/// and then bumps both, so a write path cannot forget it. Writes of the models involved outside
/// it fail (`EntryWriteGuard`), which a test holds.
enum EntryChanges {
    /// The owner whose change is running in this task (nil: none is).
    @TaskLocal private static var owner: UUID?

    /// Runs `change` in a transaction and bumps `userID`'s revision (and total, by what the
    /// change reported) before it commits. Inside a transaction already, it joins it.
    static func write<T: Sendable>(
        userID: UUID, on db: any Database, _ change: @escaping @Sendable (Change) async throws -> T
    ) async throws -> T {
        try await db.transaction { db in
            try await $owner.withValue(userID) {
                let handle = Change(db: db)
                let result = try await change(handle)
                try await bump(by: handle.entryDelta, userID: userID, on: db)
                return result
            }
        }
    }

    /// Guards every model a timeline shows (`EntryWriteGuard`).
    static func guardWrites(on databases: Databases) {
        databases.middleware.use(EntryWriteGuard<MemoryEntry>())
        databases.middleware.use(EntryWriteGuard<EntryMedia>())
        databases.middleware.use(EntryWriteGuard<EntryTagLink>())
        databases.middleware.use(EntryWriteGuard<MemoryTag>())
    }

    /// Adds `delta` entries (negative on delete) and a revision; the first entry creates the row.
    private static func bump(by delta: Int, userID: UUID, on db: any Database) async throws {
        try await db.sql.raw("""
            INSERT INTO memory_entry_totals (user_id, total, revision) VALUES (\(bind: userID), \(bind: max(delta, 0)), 1)
            ON CONFLICT (user_id) DO UPDATE
            SET total = memory_entry_totals.total + \(bind: delta), revision = memory_entry_totals.revision + 1
            """).run()
    }

    /// A change in progress: its transaction, and how many entries it added or removed.
    final class Change: Sendable {
        let db: any Database
        private let delta = NIOLockedValueBox(0)

        init(db: any Database) { self.db = db }

        /// Entries added (negative: removed) by this change.
        func entries(_ count: Int) { delta.withLockedValue { $0 += count } }

        var entryDelta: Int { delta.withLockedValue { $0 } }
    }

    /// Throws unless called from inside `write` (for raw SQL writes the model guard cannot see).
    static func requireWrite(_ what: @autoclosure () -> String) throws {
        guard owner != nil else { throw OutsideWrite(what: what()) }
    }

    /// A write to entry data that did not go through `EntryChanges.write`: a bug, since caches
    /// would keep serving what it changed.
    struct OutsideWrite: Error, CustomStringConvertible {
        let what: String
        var description: String { "\(what) was written outside EntryChanges.write: the owner's revision would not move" }
    }
}

/// Refuses creates, updates and deletes of a timeline model outside `EntryChanges.write`.
struct EntryWriteGuard<Model: FluentKit.Model>: AsyncModelMiddleware {
    func create(model: Model, on db: any Database, next: any AnyAsyncModelResponder) async throws {
        try EntryChanges.requireWrite(Model.schema)
        try await next.create(model, on: db)
    }

    func update(model: Model, on db: any Database, next: any AnyAsyncModelResponder) async throws {
        try EntryChanges.requireWrite(Model.schema)
        try await next.update(model, on: db)
    }

    func delete(model: Model, force: Bool, on db: any Database, next: any AnyAsyncModelResponder) async throws {
        try EntryChanges.requireWrite(Model.schema)
        try await next.delete(model, force: force, on: db)
    }
}
