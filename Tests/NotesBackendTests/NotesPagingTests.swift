import Foundation
@testable import NotesBackend
import NotesKit
import ServerCore
import ServerTestSupport
import SQLKit
import Fluent
import Vapor
import Testing
import VaporTesting

@Suite("Notes web app: long lists are paged")
struct NotesPagingTests {
    /// 120 notes, note i updated at minute i, so the newest is note 119.
    private static func manyNotes() throws -> String {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let notes = (0..<120).map { index in
            Note(id: String(format: "00000000-0000-4000-8000-%012d", index), title: "Note \(index)", body: "Body \(index)",
                 createdAt: start, updatedAt: start.addingTimeInterval(Double(index) * 60))
        }
        return String(decoding: try NotesStoreFormat.encode(notes), as: UTF8.self)
    }

    @Test("The list shows 50 rows in sort order and links to more; the next page shows 100")
    func paging() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app)
            try await browser.importNotes(json: try Self.manyNotes())
            // act
            let first = try await browser.listedTitles()
            let page = try await browser.get("/notes").body.string
            let second = try await browser.listedTitles("/notes?limit=100")
            let all = try await browser.listedTitles("/notes?limit=150")
            let lastPage = try await browser.get("/notes?limit=150").body.string
            // check
            #expect(first.count == 50)
            #expect(first.first == "Note 119" && first.last == "Note 70")
            #expect(page.contains("Show more (70 left)"))
            #expect(page.contains(#"href="/notes?limit=100""#))
            #expect(second.count == 100 && second.last == "Note 20")
            #expect(all.count == 120)
            #expect(!lastPage.contains("Show more"))
        }
    }

    @Test("Search looks through every note, not just the first page")
    func searchBeyondFirstPage() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app)
            try await browser.importNotes(json: try Self.manyNotes())
            // act
            let found = try await browser.listedTitles("/notes?q=note%205")
            // check: every title with a 5 in its number (21 of them), newest first; "Note 5" is far
            // past the first page of the unfiltered list
            #expect(found.count == 21)
            #expect(found.first == "Note 115")
            #expect(found.last == "Note 5")
        }
    }
}

/// SQLite's plans: PostgreSQL plans from table statistics and rightly scans a table this small.
@Suite("Notes web app: the list's queries read indexes",
       .disabled(if: ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"] != nil))
struct NotesIndexTests {
    /// `EXPLAIN QUERY PLAN` of a query exactly as the store builds it, binds included.
    private static func plan(_ builder: SQLSelectBuilder, on database: any SQLDatabase) async throws -> String {
        try await database.raw("EXPLAIN QUERY PLAN \(builder.query)").all()
            .map { try $0.decode(column: "detail", as: String.self) }.joined(separator: "\n")
    }

    @Test("The list's count reads only an index; a page walks an index in either order without sorting")
    func listQueriesUseIndexes() async throws {
        try await withNotesApp { app in
            let database = try #require(app.db as? any SQLDatabase)
            let owner = UUID()
            let count = try await Self.plan(NotesQueries.count(database, owner: owner), on: database)
            let byUpdate = try await Self.plan(NotesQueries.page(database, owner: owner, sortedBy: .updatedAt, limit: 50), on: database)
            let byCreation = try await Self.plan(NotesQueries.page(database, owner: owner, sortedBy: .createdAt, limit: 50), on: database)
            #expect(count.contains("COVERING INDEX notes_live_idx"), "\(count)")
            #expect(byUpdate.contains("INDEX notes_list_updated_idx") && !byUpdate.contains("TEMP B-TREE"), "\(byUpdate)")
            #expect(byCreation.contains("INDEX notes_list_created_idx") && !byCreation.contains("TEMP B-TREE"), "\(byCreation)")
        }
    }
}

@Suite("Notes web app: the editor reads its note as a value")
struct NotesEditorReadTests {
    @Test("The editor's read finds exactly what the model read finds: the owner's live note, nothing else")
    func editorReadMatchesTheModel() async throws {
        try await withNotesApp { app in
            // setup
            let accounts = [User(email: "owner@example.com", passwordHash: "x"), User(email: "stranger@example.com", passwordHash: "x")]
            for account in accounts { try await account.create(on: app.db) }
            let owner = NotesStore(db: app.db, ownerID: try accounts[0].requireID(), now: Date(timeIntervalSince1970: 1_800_000_000))
            let stranger = NotesStore(db: app.db, ownerID: try accounts[1].requireID(), now: Date())
            let kept = try await owner.create(title: "Kept", body: "Çok satırlı\nnot")
            let deleted = try await owner.create(title: "Gone", body: "")
            let keptID = try kept.requireID().uuidString, deletedID = try deleted.requireID().uuidString
            _ = try await owner.delete(ids: [deletedID])
            // act
            let reads = NotesReads.live(app.db.sql)
            let note = { @Sendable (store: NotesStore, id: String?) in try await reads.note(store.ownerID, id) }
            let read = try await note(owner, keptID)
            let lowercased = try await note(owner, keptID.lowercased())
            // check
            #expect(read == (try kept.note))
            #expect(lowercased == read)
            #expect(try await note(owner, deletedID) == nil, "a deleted note")
            #expect(try await note(stranger, keptID) == nil, "another account's note")
            #expect(try await note(owner, "not-an-id") == nil)
            #expect(try await note(owner, nil) == nil)
        }
    }
}
