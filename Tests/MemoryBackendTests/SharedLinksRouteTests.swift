import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// `/memory/settings/share-links`: the account's working links in one place, each turned off by
/// a plain form; nobody else's links are listed or can be turned off.
@Suite("Memory web app: shared links in settings")
struct SharedLinksRouteTests {
    /// Makes a link through the JSON API with the page's session, as memory.js does.
    static func share(_ browser: WebClient, _ json: String) async throws -> (id: String, path: String) {
        var headers = HTTPHeaders()
        headers.contentType = .json
        headers.add(name: "X-CSRF-Token", value: browser.csrfToken ?? "")
        let response = try await browser.send(.POST, "/api/share-links", headers: headers, body: ByteBuffer(string: json))
        try #require(response.status == .created, "\(response.body.string)")
        struct Link: Decodable { var id: String, url: String }
        let link = try JSONDecoder().decode(Link.self, from: Data(response.body.readableBytesView))
        return (link.id, "/s/" + (link.url.split(separator: "/").last.map(String.init) ?? ""))
    }

    @Test("working links are listed by what they share; Turn Off ends one; another account sees none and ends none")
    func listAndTurnOff() async throws {
        try await withMemoryApp(clock: { MemoryWebRouteTests.utc("2026-11-26T12:00:00") }) { app in
            // setup: a memory's link, a month's link, and a link already turned off
            let owner = WebClient(app)
            try await owner.register(email: "links@example.com")
            try await MemoryWebRouteTests.add(owner, "Ferry", at: "2025-11-26T09:30")
            let entryID = try await MemoryWebRouteTests.newestEntryID(owner)
            try await owner.get("/memory/settings")
            let entryLink = try await Self.share(owner, #"{"target":"entry","entryId":"\#(entryID)"}"#)
            let monthLink = try await Self.share(owner, #"{"target":"monthlySummary","year":2025,"month":11}"#)
            let ended = try await Self.share(owner, #"{"target":"entry","entryId":"\#(entryID)"}"#)
            var headers = HTTPHeaders()
            headers.add(name: "X-CSRF-Token", value: owner.csrfToken ?? "")
            _ = try await owner.send(.DELETE, "/api/share-links/\(ended.id)", headers: headers, body: nil)
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger@example.com")

            // act
            let list = try await owner.get("/memory/settings/share-links").body.string
            let strangersList = try await stranger.get("/memory/settings/share-links").body.string
            let strangerTurnsOff = try await stranger.post("/memory/settings/share-links/\(monthLink.id)/turn-off", form: [:])
            try await owner.get("/memory/settings/share-links")
            let turnedOff = try await owner.post("/memory/settings/share-links/\(entryLink.id)/turn-off", form: [:])
            let after = try await owner.get("/memory/settings/share-links").body.string

            // check
            #expect(list.contains(">Ferry<"))
            #expect(list.contains("November 2025 Recap"))
            #expect(list.contains("/share-links/\(entryLink.id)/turn-off") && list.contains("/share-links/\(monthLink.id)/turn-off"))
            #expect(!list.contains(ended.id), "a link turned off before is not listed")
            #expect(strangersList.contains("No link shares anything right now."))
            #expect(strangerTurnsOff.status == .notFound)
            #expect(try await stranger.get(monthLink.path).status == .ok, "the stranger ended nothing")
            #expect(turnedOff.status == .seeOther)
            #expect(turnedOff.headers.first(name: .location) == "/memory/settings/share-links")
            #expect(try await stranger.get(entryLink.path).status == .gone)
            #expect(!after.contains(entryLink.id) && after.contains(monthLink.id))
            #expect(after.contains("Link turned off."))
        }
    }
}
