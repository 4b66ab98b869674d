import Foundation
import MemoryAPI
import MemoryBackend
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: cached timeline pages never show stale data")
struct TimelineCacheTests {
    /// One timeline read: its ETag and the entries it shows (title and tags).
    private struct Read {
        var etag: String
        var entries: [String]
    }

    private func read(_ user: TestUser, _ path: String = "/api/entries") async throws -> Read {
        let response = try await user.get(path, bearer: true)
        #expect(response.status == .ok)
        let page = try JSONDecoder().decode(Page.self, from: response.body)
        return Read(etag: try #require(response.headers.first(name: .eTag)),
                    entries: page.items.map { "\($0.title ?? $0.text ?? "")\($0.tags.map { " #" + $0 }.joined())" })
    }

    private struct Page: Decodable {
        struct Item: Decodable {
            var title: String?
            var text: String?
            var tags: [String]
        }
        var items: [Item]
    }

    @Test("a repeated read is the stored page and revalidates with 304; every kind of change makes a new page")
    func changes() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "cache@example.com")
            let first = try await user.createText("bir", tags: ["deniz"], at: Date(timeIntervalSince1970: 1_700_000_000))
            let initial = try await read(user)
            // act + check: the same revision answers the same bytes, and 304 to a client holding them
            let repeated = try await read(user)
            let revalidated = try await user.get("/api/entries", headers: ["If-None-Match": initial.etag], bearer: true)
            #expect(repeated.etag == initial.etag)
            #expect(revalidated.status == .notModified && revalidated.body.readableBytes == 0)

            var seen = [initial.etag]
            func expectChange(_ what: String, shows expected: [String]) async throws {
                let now = try await read(user)
                #expect(!seen.contains(now.etag), "\(what) must not be answered from the cache")
                #expect(now.entries == expected, "\(what)")
                seen.append(now.etag)
            }
            let second = try await user.createText("iki", at: Date(timeIntervalSince1970: 1_700_000_100))
            try await expectChange("a create", shows: ["iki", "bir #deniz"])
            _ = try await user.client.updateEntry(path: .init(entryId: second.id), body: .json(.init(
                text: "iki!", tags: [], occurredAt: second.occurredAt, utcOffsetSeconds: 0, isPrivate: true))).ok
            try await expectChange("an update", shows: ["iki!", "bir #deniz"])
            let tag = try #require(try await user.client.listTags().ok.body.json.items.first)
            _ = try await user.client.renameTag(path: .init(tagId: tag.id), body: .json(.init(name: "Ege"))).ok
            try await expectChange("a tag rename", shows: ["iki!", "bir #ege"])
            _ = try await user.client.deleteTag(path: .init(tagId: tag.id)).noContent
            try await expectChange("a tag delete", shows: ["iki!", "bir"])
            _ = try await user.client.deleteEntry(path: .init(entryId: first.id)).noContent
            try await expectChange("a delete", shows: ["iki!"])
        }
    }

    @Test("tag counts and a month's summary, remembered between reads, follow every change")
    func rememberedResults() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "cache-results@example.com")
            let june = Date(timeIntervalSince1970: 1_718_000_000)  // 2024-06-10
            let first = try await user.createText("bir", tags: ["deniz"], at: june)
            func counts() async throws -> [String: Int] {
                let tags = try await user.client.listTags().ok.body.json.items
                return Dictionary(uniqueKeysWithValues: tags.map { ($0.name, $0.entryCount) })
            }
            func texts() async throws -> Int {
                try await user.client.getMonthlySummary(query: .init(year: 2024, month: 6)).ok.body.json.totals.text
            }
            #expect(try await counts() == ["deniz": 1])
            #expect(try await texts() == 1)
            #expect(try await counts() == ["deniz": 1], "a repeated read")
            // act + check
            _ = try await user.createText("iki", tags: ["deniz", "ege"], at: june)
            #expect(try await counts() == ["deniz": 2, "ege": 1])
            #expect(try await texts() == 2)
            _ = try await user.client.deleteEntry(path: .init(entryId: first.id)).noContent
            #expect(try await counts() == ["deniz": 1, "ege": 1])
            #expect(try await texts() == 1)
        }
    }

    @Test("a page one instance stored is not served once another instance wrote (two instances, one database)")
    func otherInstanceWrites() async throws {
        try await withTwoMemoryApps { first, second in
            // setup: the same person on both instances; the second stores the page
            let onFirst = try await TestUser.register(first, "two-instances@example.com")
            let onSecond = TestUser(app: second, token: onFirst.token, refreshToken: onFirst.refreshToken,
                                    client: MemoryClient.make(second, bearer: onFirst.token))
            _ = try await onFirst.createText("bir")
            let stored = try await read(onSecond)
            // act: the first instance writes
            _ = try await onFirst.createText("iki")
            let after = try await read(onSecond)
            // check
            #expect(stored.entries == ["bir"])
            #expect(after.entries.sorted() == ["bir", "iki"])
            #expect(after.etag != stored.etag)
        }
    }

    @Test("thumbnails made by the job show up on the cached page")
    func thumbnails() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "cache-thumbs@example.com")
            _ = try await user.create(.init(kind: .photo, utcOffsetSeconds: 0), files: [("l.jpg", try Fixture.data("landscape_6.jpg"))])
            let before = try await user.client.listEntries().ok.body.json
            // act
            try await app.jobs.drain(app: app)
            let after = try await user.client.listEntries().ok.body.json
            // check
            #expect(before.items.first?.media.first?.thumbnails.isEmpty == true)
            #expect(after.items.first?.media.first?.thumbnails.map(\.size).sorted() == [256, 1024])
        }
    }

    @Test("a stored page lives a minute at most, so its signed media URLs stay valid when served")
    func maxAge() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withMemoryApp(clock: clock.now) { app in
            // setup
            let user = try await TestUser.register(app, "cache-age@example.com")
            _ = try await user.createText("bir")
            let first = try await read(user)
            // act
            clock.advance(by: 59)
            let withinMinute = try await read(user)
            clock.advance(by: 2)
            let afterMinute = try await read(user)
            // check
            #expect(withinMinute.etag == first.etag)
            #expect(afterMinute.etag != first.etag)
        }
    }

    @Test("accounts never share stored pages, and each query is its own page")
    func perAccountAndQuery() async throws {
        try await withMemoryApp { app in
            // setup
            let ada = try await TestUser.register(app, "ada-cache@example.com")
            let bob = try await TestUser.register(app, "bob-cache@example.com")
            _ = try await ada.createText("ada'nın günü")
            _ = try await ada.createText("deniz")
            _ = try await bob.createText("bob'un günü")
            // act
            let adas = try await read(ada)
            let bobs = try await read(bob)
            let searched = try await read(ada, "/api/entries?q=deniz")
            // check
            #expect(adas.entries == ["deniz", "ada'nın günü"])
            #expect(bobs.entries == ["bob'un günü"])
            #expect(searched.entries == ["deniz"])
        }
    }

    @Test("MEMORY_PAGE_CACHE_SECONDS takes 0 (off) to 300; anything else keeps the default", arguments: [
        ("0", 0.0), ("30", 30.0), ("300", 300.0), ("301", 60.0), ("-1", 60.0), ("soon", 60.0), ("", 60.0),
    ])
    func setting(value: String, expected: Double) {
        let options = MemoryBackendOptions.fromEnvironment { $0 == "MEMORY_PAGE_CACHE_SECONDS" ? value : nil }
        #expect(options.pageCacheSeconds == expected)
    }
}
