import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

/// `MediaStore.commit`: a file is in place before any row can point at it (a job or a live
/// viewer reads the row the moment it commits), and an upload that never commits leaves nothing.
@Suite("Media commit: the file before its rows, nothing left by an upload that never committed")
struct MediaCommitTests {
    private struct Refused: Error {}

    private static func staged(_ store: any MediaStore, _ data: Data) async throws -> StagedFile {
        let writer = try store.beginStaging()
        try await writer.append(data)
        return try writer.seal()
    }

    @Test("inside the rows' transaction the file is already in place; after it, no pending entry and no staged copy")
    func fileBeforeRows() async throws {
        try await withSuiteApp { app in
            // setup
            let store = app.mediaStore
            let data = Data(repeating: 7, count: 4096)
            let staged = try await Self.staged(store, data)
            let location = MediaLocation(owner: UUID(), key: "commit-\(UUID().uuidString)")
            // act
            let sizeSeenByRows = try await store.commit(
                [MediaPlacement(staged: staged, location: location)], on: app.db, now: Date(), logger: app.logger
            ) { _ in try await store.size(at: location) }
            // check
            #expect(sizeSeenByRows == Int64(data.count))
            #expect(try await store.size(at: location) == Int64(data.count))
            #expect(try await PendingMedia.query(on: app.db).count() == 0)
            #expect(try !store.stagedFiles().map(\.name).contains(staged.name))
        }
    }

    @Test("rows that refuse (a twin won, no shot left) take the placed file with them")
    func refusedRows() async throws {
        try await withSuiteApp { app in
            // setup
            let store = app.mediaStore
            let staged = try await Self.staged(store, Data(repeating: 1, count: 2048))
            let location = MediaLocation(owner: UUID(), key: "refused-\(UUID().uuidString)")
            // act
            await #expect(throws: Refused.self) {
                try await store.commit([MediaPlacement(staged: staged, location: location)], on: app.db, now: Date(),
                                       logger: app.logger) { _ in throw Refused() }
            }
            // check
            #expect(try await store.size(at: location) == nil)
            #expect(try await PendingMedia.query(on: app.db).count() == 0)
        }
    }

    @Test("a pending entry a crash left: its file goes at start-up; a periodic pass spares a young one")
    func abandonedUpload() async throws {
        try await withSuiteApp { app in
            // setup: what a process killed between the placement and the commit leaves
            let store = app.mediaStore
            let staged = try await Self.staged(store, Data(repeating: 2, count: 1024))
            let location = MediaLocation(owner: UUID(), key: "crashed-\(UUID().uuidString)")
            let now = Date()
            try await PendingMedia(MediaPlacement(staged: staged, location: location), now: now).create(on: app.db)
            try await store.place(stagedNamed: staged.name, at: location)
            // act
            let periodic = try await app.mediaReconciler.reconcile(on: app.db, now: now, startup: false, logger: app.logger)
            let kept = try await store.size(at: location)
            let startup = try await app.mediaReconciler.reconcile(on: app.db, now: now, startup: true, logger: app.logger)
            // check
            #expect(periodic.abandonedUploads.isEmpty && kept != nil, "its request may still be committing")
            #expect(startup.abandonedUploads == [location], "this instance staged it, so it is dead after a restart")
            #expect(try await store.size(at: location) == nil)
            #expect(try await PendingMedia.query(on: app.db).count() == 0)
        }
    }

    @Test("on a shared store, another instance's pending upload is left to it until the grace period is over")
    func anotherInstancesUpload() async throws {
        try await withSuiteApp { app in
            let store = app.mediaStore
            let stagedElsewhere = "another-instance.\(UUID().uuidString.lowercased())"
            guard !store.stagedByThisInstance(named: stagedElsewhere) else { return }  // a local store has one instance
            // setup: the other instance has placed its file and not committed yet
            let location = MediaLocation(owner: UUID(), key: "elsewhere-\(UUID().uuidString)")
            let now = Date()
            try await store.write(Data(repeating: 3, count: 512), at: location)
            let pending = PendingMedia()
            (pending.id, pending.createdAt, pending.ownerID, pending.storageKey, pending.stagedName) =
                (UUID(), now, location.owner, location.key, stagedElsewhere)
            try await pending.create(on: app.db)
            // act
            let startup = try await app.mediaReconciler.reconcile(on: app.db, now: now, startup: true, logger: app.logger)
            let kept = try await store.size(at: location)
            let later = now.addingTimeInterval(app.mediaReconciler.grace + 1)
            let periodic = try await app.mediaReconciler.reconcile(on: app.db, now: later, startup: false, logger: app.logger)
            // check
            #expect(startup.abandonedUploads.isEmpty && kept != nil, "it may be in flight on the other instance")
            #expect(periodic.abandonedUploads == [location])
            #expect(try await store.size(at: location) == nil)
        }
    }
}
