import Fluent
import Foundation
import Vapor

/// A sealed staged file and where it goes once the rows that own it have committed.
public struct MediaPlacement: Sendable {
    public var staged: StagedFile
    public var location: MediaLocation

    public init(staged: StagedFile, location: MediaLocation) {
        self.staged = staged
        self.location = location
    }
}

extension MediaStore {
    /// Stores uploads together with the rows that own them, so that no crash can split them and
    /// no reader of a row finds its file missing.
    ///
    /// 1. Records a pending entry per placement (its own short transaction).
    /// 2. Moves each staged file into place. Before any row can point at it: the moment the rows
    ///    commit, a job may claim its work or a live viewer ask for the file (a store's PUT takes
    ///    a while, and the derivatives job once failed on an original not there yet).
    /// 3. Runs `rows` in one transaction that also deletes the pending entries.
    ///
    /// - If anything throws before the commit, the placed files are deleted with their pending
    ///   entries; staged files not yet placed stay in staging for the caller to discard.
    /// - If the process dies before the commit, the pending entries are left: no row owns their
    ///   files, and `MediaReconciler` removes them (at the next start-up, or once older than its
    ///   grace period on a shared store).
    ///
    /// Seal every staged file (`StagingWriter.seal()`) before calling this.
    public func commit<T: Sendable>(
        _ placements: [MediaPlacement], on db: any Database, now: Date, logger: Logger,
        rows: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        await CrashTestHook.reached("media.staged")
        let pending = placements.map { PendingMedia($0, now: now) }
        let ids = pending.compactMap(\.id)
        if !pending.isEmpty { try await pending.create(on: db) }
        await CrashTestHook.reached("media.pending")
        var placed: [MediaLocation] = []
        do {
            for placement in placements {
                try await place(stagedNamed: placement.staged.name, at: placement.location)
                placed.append(placement.location)
            }
            await CrashTestHook.reached("media.placed")
            let value = try await db.transaction { db in
                let result = try await rows(db)
                if !ids.isEmpty { try await PendingMedia.query(on: db).filter(\.$id ~~ ids).delete() }
                await CrashTestHook.reached("media.transaction")
                return result
            }
            await CrashTestHook.reached("media.committed")
            return value
        } catch {
            // Nothing committed points at these files: they go now. What cannot be deleted now
            // keeps its pending entry for the reconciler.
            for location in placed { await delete(at: location) }
            do {
                if !ids.isEmpty { try await PendingMedia.query(on: db).filter(\.$id ~~ ids).delete() }
            } catch let cleanup {
                logger.warning("media: could not clear the pending entries of a refused upload: \(cleanup)")
            }
            throw error
        }
    }
}
