import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Notes editor: an edit from another device is never silently overwritten")
struct NotesConflictTests {
    @Test("A save on a note changed since it was opened stops with 409, keeps both texts, then Keep Mine overwrites")
    func changedElsewhere() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_750_000_000))
        try await withNotesApp(clock: clock.now) { app in
            // setup: the same account on two devices, both with the note open
            let phone = try await WebClient.signedIn(app, as: "a@example.com")
            try await phone.createNote(title: "Groceries", body: "- milk")
            let id = try #require(try await phone.listedNoteIDs().first)
            let laptop = WebClient(app)
            try await laptop.signIn(email: "a@example.com")
            let opened = try Self.revision(in: try await phone.get("/notes/\(id)").body.string)
            let laptopOpened = try Self.revision(in: try await laptop.get("/notes/\(id)").body.string)
            clock.advance(by: 30)
            _ = try await laptop.post("/notes/\(id)", form: ["title": "Groceries", "body": "- milk\n- eggs", "revision": laptopOpened])
            // act
            let stale = try await phone.post("/notes/\(id)", form: ["title": "Groceries", "body": "- milk\n- bread", "revision": opened])
            let storedAfterStale = try await laptop.get("/notes/\(id)").body.string
            let latest = try Self.revision(in: stale.body.string)
            let kept = try await phone.post("/notes/\(id)", form: ["title": "Groceries", "body": "- milk\n- bread", "revision": latest])
            // check
            #expect(stale.status == .conflict)
            #expect(stale.body.string.contains("This note was changed on another device"))
            #expect(stale.body.string.contains("- milk\n- bread"), "the typed text is still in the form")
            #expect(stale.body.string.contains(#"formaction="/notes""#), "Save as New Note sends the text to create")
            #expect(stale.body.string.contains(#"href="/notes/\#(id)""#), "Open Latest Version")
            #expect(storedAfterStale.contains("- milk\n- eggs") && !storedAfterStale.contains("bread"), "nothing was written")
            #expect(latest != opened)
            #expect(kept.status == .seeOther)
            #expect(try await laptop.get("/notes/\(id)").body.string.contains("- milk\n- bread"))
        }
    }

    @Test("Save as New Note from a conflict keeps both versions")
    func saveAsNew() async throws {
        try await withNotesApp { app in
            // setup
            let phone = try await WebClient.signedIn(app, as: "a@example.com")
            try await phone.createNote(title: "Plan", body: "one")
            let id = try #require(try await phone.listedNoteIDs().first)
            let stale = try await phone.post("/notes/\(id)", form: ["title": "Plan B", "body": "two", "revision": "1"])
            // act: the conflict page's Save as New Note posts the same fields to /notes
            let created = try await phone.post("/notes", form: ["title": "Plan B", "body": "two", "revision": "1"])
            // check
            #expect(stale.status == .conflict)
            #expect(created.status == .seeOther)
            #expect(try await phone.listedTitles().sorted() == ["Plan", "Plan B"])
        }
    }

    @Test("A save on a note deleted elsewhere keeps the typed text and offers to save it as a new note")
    func deletedElsewhere() async throws {
        try await withNotesApp { app in
            // setup
            let phone = try await WebClient.signedIn(app, as: "a@example.com")
            try await phone.createNote(title: "Long body", body: "draft")
            let id = try #require(try await phone.listedNoteIDs().first)
            let opened = try Self.revision(in: try await phone.get("/notes/\(id)").body.string)
            let laptop = WebClient(app)
            try await laptop.signIn(email: "a@example.com")
            _ = try await laptop.get("/notes/\(id)")
            _ = try await laptop.post("/notes/\(id)/delete", form: [:])
            // act
            let gone = try await phone.post("/notes/\(id)", form: ["title": "Long body, edited", "body": "draft 2", "revision": opened])
            // check
            #expect(gone.status == .notFound)
            #expect(gone.body.string.contains("This note was deleted on another device"))
            #expect(gone.body.string.contains(#"value="Long body, edited""#) && gone.body.string.contains("draft 2"))
            #expect(gone.body.string.contains(#"action="/notes""#), "Done creates a new note from the kept text")
        }
    }

    static func revision(in page: String) throws -> String {
        try #require(WebClient.matches(of: #"name="revision" value="([0-9]+)""#, in: page).first)
    }
}
