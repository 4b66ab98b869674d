import Fluent
import Foundation
import MemoryAPI
@testable import MemoryBackend
import SQLKit
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: the full-text index follows every change")
struct SearchIndexTests {
    @Test("search totals agree with type, tag and date filters and with paging")
    func totalsWithFilters() async throws {
        try await withMemoryApp { app in
            // setup: four "deniz" entries (one song, one tagged, one in 2020) and one without it
            let user = try await TestUser.register(app, "totals@example.com")
            let old = Date(timeIntervalSince1970: 1_590_000_000)
            _ = try await user.createText("deniz kenarı")
            _ = try await user.createText("deniz ve kum", tags: ["yaz"])
            _ = try await user.createText("eski deniz", at: old)
            _ = try await user.create(.init(kind: .song, utcOffsetSeconds: 0, song: .init(title: "Deniz", artist: "Ajda")))
            _ = try await user.createText("dağ")
            // act
            func list(_ query: Operations.ListEntries.Input.Query) async throws -> Components.Schemas.EntryPage {
                try await user.client.listEntries(query: query).ok.body.json
            }
            let all = try await list(.init(q: "deniz"))
            let texts = try await list(.init(_type: [.text], q: "deniz"))
            let tagged = try await list(.init(tag: ["YAZ"], q: "deniz"))
            let recent = try await list(.init(from: Date(timeIntervalSince1970: 1_700_000_000), q: "deniz"))
            let second = try await list(.init(q: "deniz", page: 2, pageSize: 3))
            let pastEnd = try await list(.init(q: "deniz", page: 3, pageSize: 3))
            // check
            #expect(all.total == 4 && all.items.count == 4 && !all.hasMore)
            #expect(texts.total == 3 && texts.items.allSatisfy { $0.kind == .text })
            #expect(tagged.total == 1 && tagged.items.first?.tags == ["yaz"])
            #expect(recent.total == 3 && !recent.items.contains { $0.occurredAt == old })
            #expect(second.total == 4 && second.items.count == 1 && second.items.first?.occurredAt == old)
            #expect(pastEnd.total == 4 && pastEnd.items.isEmpty)
        }
    }

    @Test("an edited entry is found by its new words only, a deleted one not at all")
    func editsAndDeletes() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "edits@example.com")
            let entry = try await user.createText("sabah kahvesi")
            let other = try await user.createText("akşam kahvesi")
            // act
            _ = try await user.client.updateEntry(
                path: .init(entryId: entry.id),
                body: .json(.init(text: "öğle çayı", tags: ["mola"], occurredAt: entry.occurredAt, utcOffsetSeconds: 0,
                                  isPrivate: true))
            ).ok
            _ = try await user.client.deleteEntry(path: .init(entryId: other.id)).noContent
            func ids(_ q: String) async throws -> [String] {
                try await user.client.listEntries(query: .init(q: q)).ok.body.json.items.map(\.id)
            }
            let oldWords = try await ids("kahvesi")
            let newWords = try await ids("ogle cay")
            let tag = try await ids("mola")
            // check
            #expect(oldWords.isEmpty)
            #expect(newWords == [entry.id])
            #expect(tag == [entry.id])
            #expect(try await indexedDocuments(app) == 1, "the deleted entry's document is gone from the index")
        }
    }

    @Test("one account's words never match or count for another")
    func owners() async throws {
        try await withMemoryApp { app in
            // setup
            let ada = try await TestUser.register(app, "ada@example.com")
            let bob = try await TestUser.register(app, "bob@example.com")
            let mine = try await ada.createText("Kapadokya balonları")
            _ = try await bob.createText("Kapadokya balonları")
            _ = try await bob.createText("Kapadokya gezisi")
            // act
            let page = try await ada.client.listEntries(query: .init(q: "kapadokya")).ok.body.json
            // check
            #expect(page.total == 1)
            #expect(page.items.map(\.id) == [mine.id])
        }
    }

    @Test("the search-key migration re-indexes existing entries, and reverts cleanly")
    func migration() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "migrate@example.com")
            let first = try await user.createText("Efes antik kenti")
            // act: back to text keys and forward again, then write through the new keys. One
            // connection: SQLite checks ADD COLUMN against that connection's cached schema.
            try await app.db.transaction { db in
                try await KeyEntrySearch().revert(on: db)
                try await KeyEntrySearch().prepare(on: db)
            }
            let second = try await user.createText("Efes müzesi")
            let found = try await user.client.listEntries(query: .init(q: "efes")).ok.body.json
            // check
            #expect(found.total == 2)
            #expect(Set(found.items.map(\.id)) == [first.id, second.id])
        }
    }
}

/// Rows in the SQLite full-text table (PostgreSQL indexes the entries' column: nothing to count).
private func indexedDocuments(_ app: Application) async throws -> Int {
    guard let sql = app.db as? any SQLDatabase, sql.dialect.name != "postgresql" else { return 1 }
    struct Count: Decodable { var total: Int }
    return try await sql.raw("SELECT COUNT(*) AS total FROM memory_entry_search").first(decoding: Count.self)?.total ?? -1
}
