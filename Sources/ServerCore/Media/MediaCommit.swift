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
    /// Stores uploads together with the rows that own them, so that no crash can split them.
    ///
    /// Runs `rows` in one database transaction that also records a pending entry per placement;
    /// after the commit each staged file moves into place and the pending entries are cleared.
    ///
    /// - If `rows` throws (or the process dies before the commit), nothing is stored: the staged
    ///   files stay in staging for the caller to discard (or the next start-up to sweep).
    /// - If the process dies after the commit, `MediaReconciler` finds the pending entries and
    ///   finishes the moves at the next start-up, so the committed rows get their files.
    /// - A move that fails after the commit (disk trouble) is logged and left to reconciliation;
    ///   the rows stay committed, so the result is still returned.
    ///
    /// Seal every staged file (`StagingWriter.seal()`) before calling this.
    public func commit<T: Sendable>(
        _ placements: [MediaPlacement], on db: any Database, now: Date, logger: Logger,
        rows: @escaping @Sendable (any Database) async throws -> T
    ) async throws -> T {
        await CrashTestHook.reached("media.staged")
        let value = try await db.transaction { db in
            let result = try await rows(db)
            try await placements.map { PendingMedia($0, now: now) }.create(on: db)
            await CrashTestHook.reached("media.transaction")
            return result
        }
        await CrashTestHook.reached("media.committed")
        var placed: [String] = []
        for placement in placements {
            do {
                try await place(stagedNamed: placement.staged.name, at: placement.location)
                placed.append(placement.staged.name)
            } catch {
                logger.error("media: could not move \(placement.location) into place, reconciliation will retry: \(error)")
            }
        }
        await CrashTestHook.reached("media.placed")
        do {
            if !placed.isEmpty { try await PendingMedia.query(on: db).filter(\.$stagedName ~~ placed).delete() }
        } catch {
            // Harmless: reconciliation drops pending entries whose file is already in place.
            logger.warning("media: could not clear pending entries: \(error)")
        }
        return value
    }
}
