import Foundation
@testable import LaunchBackend
import LaunchLibrary
import Localization
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// `/launches/search`: every cached launch, searched without asking LL2.
@Suite("SpaceNasa search over the cache")
struct SearchTests {
    @Test("Search finds launches from every cached page by name, mission, provider, rocket and pad, and never calls LL2")
    func searchesTheCacheOnly() async throws {
        try await withLaunchApp { app, fake in
            // setup: two lists read through the proxy fill the cache
            let browser = WebClient(app)
            _ = try await browser.get("/launches/list")
            _ = try await browser.get("/launches/list?segment=previous")
            let callsBefore = fake.calls.count

            // act
            let byPad = try await browser.get("/launches/search?q=Mu%20Center").body.string
            let byMission = try await browser.get("/launches/search?q=wentian").body.string
            let byProvider = try await browser.get("/launches/search?q=rocket%20lab").body.string
            let byRocket = try await browser.get("/launches/search?q=SSLV").body.string
            let nothing = try await browser.get("/launches/search?q=zzqx").body.string

            // check
            #expect(fake.calls.count == callsBefore, "search reads the cache, never LL2")
            #expect(byPad.contains("Epsilon | RAISE-3"))
            #expect(byMission.contains("Long March 5B | Wentian"))
            #expect(byProvider.contains("Electron | Antipodean Adventure"))
            #expect(!byProvider.contains("Falcon 9"), "every word must match")
            #expect(byRocket.contains("SSLV | EOS-02"))
            #expect(nothing.contains("No saved launch matches “zzqx”."))
            let index = await app.launches.launchIndex.current()
            let searched = index.entries.count
            let total = try #require(index.upstreamTotal)
            #expect(total >= FakeLL2Fixtures.total, "LL2's count of both lists")
            #expect(byPad.contains("Searched \(searched) of \(total.formatted(.number.locale(Locale(identifier: "en_US")))) launches"))
        }
    }

    @Test("Turkish capitals and dotless i match whoever typed them")
    func turkishFolding() async throws {
        try await withLaunchApp { app, _ in
            // setup
            let browser = WebClient(app)
            _ = try await browser.get("/launches/list")

            // act
            let upper = try await browser.get("/launches/search?q=SR%C4%B0HAR%C4%B0KOTA", headers: ["Accept-Language": "tr"]).body.string
            let dotless = try await browser.get("/launches/search?q=%C4%B1ndian", headers: ["Accept-Language": "tr"]).body.string

            // check: "SRİHARİKOTA" finds "Sriharikota", "ındian" finds "Indian Space Research Organization"
            #expect(upper.contains("SSLV | EOS-02"))
            #expect(dotless.contains("SSLV | EOS-02"))
            #expect(upper.contains("sunucuda kayıtlı"))
        }
    }

    @Test("No query shows the prompt; an overlong one is a 400 naming q")
    func promptAndValidation() async throws {
        try await withLaunchApp { app, fake in
            let browser = WebClient(app)
            let prompt = try await browser.get("/launches/search")
            let long = try await browser.get("/launches/search?q=\(String(repeating: "a", count: 201))", headers: ["Accept": "application/json"])
            #expect(prompt.status == .ok)
            #expect(prompt.body.string.contains("Search every launch saved on this server"))
            #expect(!prompt.body.string.contains("class=\"launch-row\""))
            #expect(long.status == .badRequest)
            #expect(long.body.string.contains("\"q\""))
            #expect(fake.calls.isEmpty)
        }
    }

    @Test("The index keeps the newest copy of each launch and reads details as well as pages")
    func indexDeduplicates() throws {
        let page = try FakeLL2Fixtures.fixture(FakeLL2Fixtures.upcomingName)
        let detail = try FakeLL2Fixtures.fixture(FakeLL2Fixtures.capstoneName)
        let old = Date(timeIntervalSince1970: 1_000)
        let responses = [
            "https://ll2/launch/upcoming/": CachedResponse(body: page, storedAt: old),
            "https://ll2/launch/upcoming/?copy": CachedResponse(body: page, storedAt: old.addingTimeInterval(60)),
            "https://ll2/launch/\(FakeLL2Fixtures.capstoneID)/": CachedResponse(body: detail, storedAt: old),
        ]
        let index = CachedLaunchIndex.build(responses, totalKeys: ["https://ll2/launch/upcoming/", "https://ll2/launch/previous/"])
        #expect(index.entries.count == 11, "the ten listed launches once each, and CAPSTONE from its detail")
        #expect(index.upstreamTotal == nil, "the previous list's count is unknown")
        #expect(index.matches(SearchQuery("capstone"), now: old).count == 1)
    }
}
