import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import MemoryBackend

/// The export's `entries.json` scratch file never outlives its download: gone when the archive
/// is released however the download ended, and swept at startup after a crash.
@Suite("Memory export: the scratch file is always removed")
struct ExportScratchFileTests {
    @Test("the scratch file goes with the archive, whether or not its body was ever read")
    func releasedUnread() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "scratch@example.com")
            _ = try await user.createText("note", title: "One")
            let owner = try #require(try await MemoryEntry.query(on: app.db).first()).userID
            var archive: AccountExport.Archive? = try await AccountExport(store: app.mediaStore, userID: owner, now: Date())
                .archive(reads: .live(app.db.sql))
            let scratch = try #require(archive?.entries.first?.file)
            let existed = FileManager.default.fileExists(atPath: scratch.path)
            // act: the response is dropped without its body being read (a HEAD, a client gone)
            archive = nil
            // check
            #expect(existed && scratch.lastPathComponent.hasPrefix("memory-export-"))
            #expect(!FileManager.default.fileExists(atPath: scratch.path))
        }
    }

    @Test("HEAD and GET of the export leave no scratch file behind")
    func overHTTP() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "scratch-http@example.com")
            _ = try await user.createText("note", title: "One")
            let browser = try await AccountExportTests.signIn(app, "scratch-http@example.com")
            let before = Self.scratchFiles()
            // act
            let head = try await browser.send(.HEAD, "/memory/export", headers: [:], body: nil)
            let get = try await browser.get("/memory/export")
            // check: files other tests make meanwhile go too, so wait until no new one is left
            var left = Self.scratchFiles().subtracting(before)
            for _ in 0..<100 where !left.isEmpty {
                try await Task.sleep(for: .milliseconds(50))
                left = Self.scratchFiles().subtracting(before)
            }
            #expect(head.status == .ok && get.status == .ok)
            #expect(left.isEmpty, "left behind: \(left)")
        }
    }

    @Test("startup sweeps scratch files older than an hour and keeps younger ones (another download's)")
    func sweep() throws {
        // setup
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = Date()
        func file(_ name: String, age: TimeInterval) throws -> URL {
            let url = directory.appendingPathComponent(name)
            try Data("[]".utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
            return url
        }
        let stale = try file("memory-export-\(UUID().uuidString).json", age: 2 * 3600)
        let young = try file("memory-export-\(UUID().uuidString).json", age: 60)
        let other = try file("notes-\(UUID().uuidString).json", age: 2 * 3600)
        // act
        ExportScratchFile.sweep(in: directory, now: now)
        // check
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: young.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }

    static func scratchFiles() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return Set(names.filter { $0.hasPrefix(ExportScratchFile.prefix) })
    }
}
