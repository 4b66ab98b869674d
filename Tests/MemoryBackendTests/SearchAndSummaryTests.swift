import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: full-text search, tags and summaries")
struct SearchAndSummaryTests {
    @Test("search is Turkish-aware and covers title, text, tags and song fields")
    func search() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "search@example.com")
            let city = try await user.createText("Boğaz'da yürüyüş", title: "İstanbul'da bir gün")
            let tagged = try await user.createText("kahvaltı", tags: ["IRMAK"])
            let song = try await user.create(.init(kind: .song, utcOffsetSeconds: 0,
                                                   song: .init(title: "Istanbul Blues", artist: "Nilüfer"))).created.body.json
            _ = try await user.createText("unrelated words")
            // act
            func search(_ q: String) async throws -> Set<String> {
                Set(try await user.client.listEntries(query: .init(q: q)).ok.body.json.items.map(\.id))
            }
            let lower = try await search("istanbul")
            let upper = try await search("İSTANBUL")
            let prefix = try await search("yürü")
            let tag = try await search("ırmak")
            let artist = try await search("nilufer")
            let none = try await search("nothing-here")
            // check
            #expect(lower == [city.id, song.id])
            #expect(upper == lower)
            #expect(prefix == [city.id])
            #expect(tag == [tagged.id])
            #expect(artist == [song.id])
            #expect(none.isEmpty)
        }
    }

    @Test("tags: list with counts, create, rename everywhere, suggestions by use, delete keeps entries")
    func tags() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "tags@example.com")
            _ = try await user.createText("a", tags: ["deniz", "yaz"])
            let second = try await user.createText("b", tags: ["deniz"])
            // act
            let created = try await user.client.createTag(body: .json(.init(name: "Kış"))).created.body.json
            let duplicate = try await user.client.createTag(body: .json(.init(name: "KIŞ")))
            let listed = try await user.client.listTags().ok.body.json.items
            let deniz = try #require(listed.first { $0.name == "deniz" })
            let renamed = try await user.client.renameTag(path: .init(tagId: deniz.id), body: .json(.init(name: "Sea")))
            let suggestions = try await user.client.suggestTags(query: .init(limit: 2)).ok.body.json.items
            let byPrefix = try await user.client.suggestTags(query: .init(prefix: "y")).ok.body.json.items
            let found = try await user.client.listEntries(query: .init(q: "sea")).ok.body.json
            let deleted = try await user.client.deleteTag(path: .init(tagId: deniz.id))
            let entry = try await user.client.getEntry(path: .init(entryId: second.id)).ok.body.json
            // check
            #expect(created.name == "kış" && created.entryCount == 0)
            #expect(try duplicate.conflict.body.applicationProblemJson.code == "tag_exists")
            #expect(listed.map(\.name) == ["deniz", "kış", "yaz"])
            #expect(deniz.entryCount == 2)
            #expect(try renamed.ok.body.json.entryCount == 2)
            #expect(suggestions.map(\.name) == ["sea", "yaz"])
            #expect(byPrefix.map(\.name) == ["yaz"])
            #expect(found.total == 2)
            _ = try deleted.noContent
            #expect(entry.tags.isEmpty)
        }
    }

    @Test("a monthly summary counts by the day each entry was lived; the yearly one has twelve months")
    func summaries() async throws {
        try await withMemoryApp { app in
            // setup: 2024-05-31T22:30Z at +03:00 is June 1st locally
            let user = try await TestUser.register(app, "sum@example.com")
            let june1 = try await user.create(.init(kind: .text, title: "İzmir", text: "deniz deniz güneş",
                                                    tags: ["yaz"], occurredAt: Date(timeIntervalSince1970: 1_717_194_600),
                                                    utcOffsetSeconds: 10_800)).created.body.json
            _ = try await user.create(.init(kind: .song, occurredAt: Date(timeIntervalSince1970: 1_717_286_400),
                                            utcOffsetSeconds: 0, song: .init(title: "T", artist: "Tarkan")))
            _ = try await user.createText("may", at: Date(timeIntervalSince1970: 1_717_100_000))
            // act
            let june = try await user.client.getMonthlySummary(query: .init(year: 2024, month: 6)).ok.body.json
            let year = try await user.client.getYearlySummary(query: .init(year: 2024)).ok.body.json
            let bad = try await user.client.getMonthlySummary(query: .init(year: 1800, month: 1))
            // check
            #expect(june.totals.text == 1 && june.totals.song == 1 && june.totals.photo == 0)
            #expect(june.days.count == 30)
            #expect(june.days.first?.date == "2024-06-01" && june.days.first?.counts.text == 1)
            #expect(june.longestStreak?.length == 2)
            #expect(june.tagCloud.map(\.term) == ["yaz"])
            #expect(june.wordCloud.first?.term == "deniz" && june.wordCloud.first?.count == 2)
            #expect(june.music.topArtists.first?.term == "Tarkan")
            #expect(year.months.count == 12 && year.months[4].text == 1 && year.months[5].text == 1)
            #expect(year.totals.text == 2)
            #expect(june1.kind == .text)
            #expect(try bad.badRequest.body.applicationProblemJson.errors?.first?.field == "year")
        }
    }
}
