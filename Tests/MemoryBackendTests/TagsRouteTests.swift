import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// `/memory/settings/tags`: the account's tags added, renamed and deleted with plain forms;
/// a refused name comes back in its form with the reason; nobody reaches another person's tag.
@Suite("Memory web app: tags in settings")
struct TagsRouteTests {
    /// A memory tagged `ferry` through the add form, on a fresh account.
    static func owner(_ app: Application, _ email: String) async throws -> WebClient {
        let browser = WebClient(app)
        try await browser.register(email: email)
        try await browser.get("/memory/new")
        let added = try await browser.post(
            "/memory/new", form: ["kind": "text", "title": "Crossing", "text": "On the ferry.", "tags": "ferry",
                                  "occurredAt": "2025-11-26T09:30"])
        try #require(added.status == .seeOther, "\(added.body.string.prefix(300))")
        return browser
    }

    /// The id in a row's rename form, by the tag's name.
    static func tagID(_ html: String, _ name: String) throws -> String {
        let row = try #require(html.firstMatch(of: try Regex(#"id="tag-([0-9A-Fa-f-]{36})"[^>]*>\s*<a href="[^"]*" class="cell-text tag-link"><span class="cell-title">#"# + name + "<")))
        return String(try #require(row.output[1].substring))
    }

    @Test("a tag is added, renamed on every memory carrying it, and deleted keeping its memories")
    func addRenameDelete() async throws {
        try await withMemoryApp(clock: { MemoryWebRouteTests.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = try await Self.owner(app, "tags@example.com")
            let first = try await browser.get("/memory/settings/tags").body.string
            let ferry = try Self.tagID(first, "ferry")

            // act
            let added = try await browser.post("/memory/settings/tags", form: ["name": "  #Sunset "])
            let afterAdd = try await browser.get("/memory/settings/tags").body.string
            let sunset = try Self.tagID(afterAdd, "sunset")
            let renamed = try await browser.post("/memory/settings/tags/\(ferry)/rename", form: ["name": "Boat"])
            let afterRename = try await browser.get("/memory/settings/tags").body.string
            let byNewName = try await browser.get("/memory?tag=boat&welcomed=1").body.string
            let deleted = try await browser.post("/memory/settings/tags/\(ferry)/delete", form: [:])
            let afterDelete = try await browser.get("/memory/settings/tags").body.string
            let timeline = try await browser.get("/memory?welcomed=1").body.string
            let entryID = try await MemoryWebRouteTests.newestEntryID(browser)
            let undone = try await browser.post("/memory/settings/tags/restore", form: ["name": "boat", "ids[]": entryID])
            let afterUndo = try await browser.get("/memory/settings/tags").body.string

            // check
            #expect(first.contains("1 memory"))
            #expect(first.contains(#"data-sheet="delete-tag-sheet""#), "delete asks in the suite's sheet")
            #expect(added.status == .seeOther && added.headers.first(name: .location) == "/memory/settings/tags")
            #expect(afterAdd.contains("Tag #sunset added.") && afterAdd.contains("0 memories"))
            #expect(renamed.status == .seeOther)
            #expect(afterRename.contains("Tag renamed to #boat.") && !afterRename.contains(">#ferry<"))
            #expect(byNewName.contains("Crossing"), "the memory carries the new name")
            #expect(deleted.status == .seeOther)
            #expect(afterDelete.contains("Tag #boat deleted.") && !afterDelete.contains(">#boat<"))
            #expect(afterDelete.contains(sunset))
            #expect(timeline.contains("Crossing"), "the memory stays")
            #expect(afterDelete.contains(#"action="/memory/settings/tags/restore""#) && afterDelete.contains(entryID), "Undo is offered")
            #expect(undone.status == .seeOther)
            #expect(afterUndo.contains("Tag #boat restored.") && afterUndo.contains(">#boat<") && afterUndo.contains("1 memory"))
        }
    }

    @Test("an empty, too long or existing name comes back in its form with the reason and the typed text")
    func refusals() async throws {
        try await withMemoryApp(clock: { MemoryWebRouteTests.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = try await Self.owner(app, "tag-refusals@example.com")
            _ = try await browser.post("/memory/settings/tags", form: ["name": "sunset"])
            let sunset = try Self.tagID(try await browser.get("/memory/settings/tags").body.string, "sunset")
            let long = String(repeating: "a", count: 41)

            // act
            let empty = try await browser.post("/memory/settings/tags", form: ["name": "   "])
            let tooLong = try await browser.post("/memory/settings/tags", form: ["name": long])
            let duplicate = try await browser.post("/memory/settings/tags", form: ["name": "FERRY"])
            let renameTaken = try await browser.post("/memory/settings/tags/\(sunset)/rename", form: ["name": "Ferry"])
            let badCharacters = try await browser.post("/memory/settings/tags/\(sunset)/rename", form: ["name": "sun<set>"])

            // check
            #expect(empty.status == .unprocessableEntity)
            #expect(empty.body.string.contains("Enter a name for the tag."))
            #expect(tooLong.status == .unprocessableEntity)
            #expect(tooLong.body.string.contains("A tag is at most 40 characters.") && tooLong.body.string.contains(#"value="\#(long)""#))
            #expect(duplicate.status == .conflict)
            #expect(duplicate.body.string.contains("You already have a tag named FERRY.") && duplicate.body.string.contains(#"value="FERRY""#))
            let taken = renameTaken.body.string
            #expect(renameTaken.status == .conflict)
            #expect(taken.contains(#"<details class="tag-rename" open"#), "the refused row's form is open")
            #expect(taken.contains(#"value="Ferry""#) && taken.contains("You already have a tag named Ferry."))
            #expect(badCharacters.status == .unprocessableEntity)
            #expect(badCharacters.body.string.contains("Use only letters, digits, spaces, - and _."))
            #expect(badCharacters.body.string.contains(#"value="sun&lt;set&gt;""#))
            let list = try await browser.get("/memory/settings/tags").body.string
            #expect(list.contains(">#sunset<") && list.contains(">#ferry<"), "nothing was changed")
        }
    }

    @Test("another account's tag can never be renamed or deleted, nor listed")
    func isolation() async throws {
        try await withMemoryApp(clock: { MemoryWebRouteTests.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let owner = try await Self.owner(app, "tag-owner@example.com")
            let ferry = try Self.tagID(try await owner.get("/memory/settings/tags").body.string, "ferry")
            let stranger = WebClient(app)
            try await stranger.register(email: "tag-stranger@example.com")
            let strangersList = try await stranger.get("/memory/settings/tags").body.string

            // act
            let rename = try await stranger.post("/memory/settings/tags/\(ferry)/rename", form: ["name": "mine"])
            let refusedRename = try await stranger.post("/memory/settings/tags/\(ferry)/rename", form: ["name": ""])
            let delete = try await stranger.post("/memory/settings/tags/\(ferry)/delete", form: [:])
            let ownersEntry = try await MemoryWebRouteTests.newestEntryID(owner)
            let restoreOnto = try await stranger.post("/memory/settings/tags/restore", form: ["name": "mine", "ids[]": ownersEntry])

            // check
            #expect(!strangersList.contains(ferry) && strangersList.contains("No tags yet."))
            #expect(rename.status == .notFound)
            #expect(refusedRename.status == .notFound, "a refused name does not reveal the form either")
            #expect(delete.status == .notFound)
            #expect(restoreOnto.status == .seeOther)
            let list = try await owner.get("/memory/settings/tags").body.string
            #expect(list.contains(">#ferry<") && list.contains("1 memory"))
            #expect(!list.contains("#mine"), "Undo never tags another person's memory")
        }
    }

    @Test("the summary shows the month's collage, each photo opening its memory; a month without photos shows none")
    func summaryCollage() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "collage@example.com")
            try await RecapImageAPITests.seed(app, user)
            let browser = WebClient(app)
            try await browser.signIn(email: "collage@example.com", password: TestAccount.password)

            // act
            let march = try await browser.get("/memory/summary?year=2024&month=3")
            let april = try await browser.get("/memory/summary?year=2024&month=4")
            let turkish = try await browser.get("/memory/summary?year=2024&month=3", headers: ["Accept-Language": "tr"])

            // check
            let html = march.body.string
            #expect(march.status == .ok)
            #expect(html.contains("Photos of March 2024"))
            let photos = html.matches(of: /<a href="\/memory\/entries\/[0-9A-Fa-f-]{36}" class="collage-photo"><img src="[^"]+" alt="Photo of Sunday, March 10"/)
            #expect(photos.count == 2)
            #expect(april.status == .ok && !april.body.string.contains("summary-collage"))
            #expect(turkish.body.string.matches(of: /alt="[^"]+ fotoğrafı"/).count == 2, "described in the page's language")
        }
    }
}
