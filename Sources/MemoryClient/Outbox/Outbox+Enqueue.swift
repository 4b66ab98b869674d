import Foundation
import Localization
import GRDB
import MemoryKit

/// A file to attach to a new entry.
public enum OutboxFileSource: Sendable {
    /// A file on disk (copied into the outbox before the item is stored).
    case file(URL)
    /// Bytes in memory (a photo from the library, a recording) with the name to send.
    case data(Data, filename: String)
}

extension Outbox {
    /// Queues a new entry with its files; returns the item, whose id is also the entry's local id.
    ///
    /// `source` names where the entry came from in an import (path, size, date): an import run
    /// again skips sources already queued, so an interrupted import resumes without doubles.
    /// The draft and files are checked with MemoryKit's rules first (`ValidationError`).
    @discardableResult
    public func create(
        _ draft: EntryDraft, files sources: [OutboxFileSource] = [], source: String? = nil, language: Localization.Language = .en
    ) async throws -> OutboxItem {
        guard let account = await account() else { throw OutboxError.signedOut }
        let rules = EntryRules(now: environment.now)
        try rules.validateFiles(kind: draft.kind, count: sources.count)
        let valid = try rules.validate(draft, language: language)
        let id = environment.makeID().uuidString.lowercased()
        var attachments: [OutboxAttachment] = []
        do {
            for (index, source) in sources.enumerated() {
                let stored = "\(id)-\(index)"
                switch source {
                case .file(let url): attachments.append(try files.adopt(fileAt: url, storedName: stored))
                case .data(let data, let filename):
                    attachments.append(try files.adopt(data: data, originalName: filename, storedName: stored))
                }
            }
        } catch {
            files.remove(attachments)
            throw error
        }
        let now = environment.now()
        let stored = attachments
        let item: OutboxItem
        do {
            item = try await database.writer.write { db in
                let item = OutboxItem(
                    id: id, account: account, sequence: try Self.nextSequence(db), operation: .create, entryID: id,
                    dependsOn: nil, draft: valid, previous: nil, attachments: stored, state: .waiting, attempts: 0,
                    nextAttemptAt: now, lastError: nil, failure: nil, serverEntryID: nil, createdAt: now, updatedAt: now,
                    sentAt: nil)
                try item.insert(db)
                if let source {
                    try ImportLedger(source: source, account: account, itemID: id, importedAt: now).insert(db)
                }
                return item
            }
        } catch {
            files.remove(attachments)
            throw error
        }
        await changed()
        return item
    }

    /// True when an import already queued `source` for the signed-in account.
    public func hasImported(_ source: String) async -> Bool {
        guard let account = await account() else { return false }
        return (try? await database.writer.read { db in
            try ImportLedger.filter(Column("account") == account).filter(Column("source") == source).fetchCount(db) > 0
        }) ?? false
    }

    /// Queues an edit of an entry (server id, or the local id of an entry still in the outbox).
    ///
    /// An edit of an entry whose create has not left yet simply changes that create; a second
    /// edit of the same entry replaces a first one that is still waiting. `previous` (the
    /// fields before the edit, from the cache) makes the edit undoable once sent.
    @discardableResult
    public func update(entryID: String, to draft: EntryDraft, previous: EntryDraft? = nil, language: Localization.Language = .en)
        async throws -> OutboxItem
    {
        guard let account = await account() else { throw OutboxError.signedOut }
        let valid = try EntryRules(now: environment.now).validate(draft, language: language)
        let now = environment.now()
        let newID = environment.makeID().uuidString.lowercased()
        let item = try await database.writer.write { db -> OutboxItem in
            let target = try Self.target(of: entryID, account: account, db)
            if let create = target.pendingCreate, create.state != .sending {
                var create = create
                var merged = valid
                merged.kind = create.draft?.kind ?? valid.kind
                create.draft = merged
                create.updatedAt = now
                if create.state == .failed {  // fixed by the edit: it goes again
                    create.state = .waiting
                    create.failure = nil
                    create.attempts = 0
                    create.nextAttemptAt = now
                }
                try create.update(db)
                return create
            }
            if var waiting = try OutboxItem.filter(Column("entryID") == target.entryID)
                .filter(Column("operation") == OutboxOperation.update.rawValue)
                .filter(Column("state") == OutboxState.waiting.rawValue).fetchOne(db)
            {
                waiting.draft = valid
                waiting.updatedAt = now
                try waiting.update(db)
                return waiting
            }
            let item = OutboxItem(
                id: newID, account: account, sequence: try Self.nextSequence(db),
                operation: .update, entryID: target.entryID, dependsOn: target.pendingCreate?.id, draft: valid,
                previous: previous, attachments: [], state: .waiting, attempts: 0, nextAttemptAt: now, lastError: nil,
                failure: nil, serverEntryID: nil, createdAt: now, updatedAt: now, sentAt: nil)
            try item.insert(db)
            return item
        }
        await changed()
        return item
    }

    /// Queues the deletion of an entry. An entry whose create has not left yet just disappears
    /// from the outbox (nothing is sent; returns nil); waiting edits of the entry are dropped.
    @discardableResult
    public func delete(entryID: String) async throws -> OutboxItem? {
        guard let account = await account() else { throw OutboxError.signedOut }
        let now = environment.now()
        let newID = environment.makeID().uuidString.lowercased()
        let (item, dropped) = try await database.writer.write { db -> (OutboxItem?, [OutboxAttachment]) in
            let target = try Self.target(of: entryID, account: account, db)
            if let create = target.pendingCreate, create.state != .sending {
                return (nil, try Self.remove(create, db))
            }
            try OutboxItem.filter(Column("entryID") == target.entryID)
                .filter(Column("operation") == OutboxOperation.update.rawValue)
                .filter(Column("state") == OutboxState.waiting.rawValue).deleteAll(db)
            if let waiting = try OutboxItem.filter(Column("entryID") == target.entryID)
                .filter(Column("operation") == OutboxOperation.delete.rawValue)
                .filter(Column("state") != OutboxState.sent.rawValue).fetchOne(db)
            {
                return (waiting, [])
            }
            let item = OutboxItem(
                id: newID, account: account, sequence: try Self.nextSequence(db),
                operation: .delete, entryID: target.entryID, dependsOn: target.pendingCreate?.id, draft: nil,
                previous: nil, attachments: [], state: .waiting, attempts: 0, nextAttemptAt: now, lastError: nil,
                failure: nil, serverEntryID: nil, createdAt: now, updatedAt: now, sentAt: nil)
            try item.insert(db)
            return (item, [])
        }
        files.remove(dropped)
        await changed()
        return item
    }

    /// Takes back an item that has not been sent: it and its files go, and with a create, the
    /// edits and deletes waiting for it (the entry never existed). Import sources are forgotten,
    /// so importing the folder again would queue the photo again.
    public func cancel(_ id: String) async throws {
        let dropped = try await database.writer.write { db -> [OutboxAttachment] in
            let item = try Self.requireItem(id, db)
            guard item.state == .waiting || item.state == .failed else { throw OutboxError.notCancellable(item.state) }
            return try Self.remove(item, db)
        }
        files.remove(dropped)
        await changed()
    }

    /// Sends a refused item again (after the person fixed what was wrong, or to try anyway).
    public func retry(_ id: String) async throws {
        let now = environment.now()
        _ = try await database.writer.write { db in
            var item = try Self.requireItem(id, db)
            guard item.state == .failed else { throw OutboxError.notFailed(item.state) }
            item.state = .waiting
            item.attempts = 0
            item.failure = nil
            item.lastError = nil
            item.nextAttemptAt = now
            item.updatedAt = now
            try item.update(db)
        }
        await changed()
    }

    /// Undoes an item: before it is sent, it is cancelled (returns nil); a sent create is undone
    /// by deleting the entry, a sent edit by restoring the fields it replaced (returns the new item).
    @discardableResult
    public func undo(_ id: String) async throws -> OutboxItem? {
        guard let item = try item(id) else { throw OutboxError.unknownItem(id) }
        switch (item.state, item.operation) {
        case (.waiting, _), (.failed, _):
            try await cancel(id)
            return nil
        case (.sending, _):
            throw OutboxError.notCancellable(.sending)
        case (.sent, .create):
            return try await delete(entryID: item.serverEntryID ?? item.entryID)
        case (.sent, .update):
            guard let previous = item.previous else { throw OutboxError.notCancellable(.sent) }
            return try await update(entryID: item.entryID, to: previous)
        case (.sent, .delete):
            throw OutboxError.cannotUndoDelete
        }
    }

    func changed() async {
        await notify()
        poke()
    }

    /// The entry a change is about: its server id, and the create still in the outbox (if any).
    struct Target {
        var entryID: String
        var pendingCreate: OutboxItem?
    }

    static func target(of entryID: String, account: String, _ db: Database) throws -> Target {
        guard let create = try OutboxItem.fetchOne(db, key: entryID), create.operation == .create,
            create.account == account
        else { return Target(entryID: entryID, pendingCreate: nil) }
        if create.state == .sent, let serverID = create.serverEntryID { return Target(entryID: serverID, pendingCreate: nil) }
        return Target(entryID: entryID, pendingCreate: create)
    }

    /// Deletes an item (and, for a create, everything waiting for it); returns the files to remove.
    static func remove(_ item: OutboxItem, _ db: Database) throws -> [OutboxAttachment] {
        try item.delete(db)
        try ImportLedger.filter(Column("itemID") == item.id).deleteAll(db)
        guard item.operation == .create else { return item.attachments }
        try OutboxItem.filter(Column("dependsOn") == item.id).deleteAll(db)
        return item.attachments
    }
}
