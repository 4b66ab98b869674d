import Fluent
import Foundation
import ServerCore
import Vapor

// SEAM(reliability): the crash-safe MediaStore (stage → fsync → commit row → move, with
// reconciliation at start-up) replaces main's store. Disposable talks to storage only through
// this file; when that work lands, `MediaLocation` and these adapters go, and `commit` calls
// `MediaStore.commit(_:on:now:logger:rows:)`.

/// A stored file's owner (here: the event) and key.
struct MediaLocation: Hashable, Sendable {
    var owner: UUID
    var key: String
}

extension MediaStore {
    func size(at location: MediaLocation) -> Int64? { size(owner: location.owner, key: location.key) }
    func localFile(at location: MediaLocation) -> URL { localFile(owner: location.owner, key: location.key) }
    func delete(at location: MediaLocation) { delete(owner: location.owner, key: location.key) }
    func write(_ data: Data, at location: MediaLocation) throws { try write(data, owner: location.owner, key: location.key) }
}

/// An upload written to the store's staging area, not yet visible anywhere.
struct StagedPhoto: Sendable {
    let url: URL
    let byteSize: Int64

    func discard() { try? FileManager.default.removeItem(at: url) }
}

enum PhotoStorage {
    /// A new, empty staging file.
    static func beginStaging(_ store: any MediaStore) throws -> URL { try store.makeStagingFile() }

    /// Runs `rows` in one transaction, then moves the staged file into place. If the move
    /// fails, the rows are deleted again by `undo`, so no row is left without its file.
    static func commit<T: Sendable>(
        _ staged: StagedPhoto, at location: MediaLocation, store: any MediaStore, on db: any Database,
        rows: @escaping @Sendable (any Database) async throws -> T, undo: @escaping @Sendable (any Database) async throws -> Void
    ) async throws -> T {
        let value = try await db.transaction { try await rows($0) }
        do {
            try store.commit(staged: staged.url, owner: location.owner, key: location.key)
        } catch {
            try? await undo(db)
            throw error
        }
        return value
    }
}
