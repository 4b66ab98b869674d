import Foundation
import ServerTestSupport
import Testing
import VaporTesting

@testable import NotesBackend

/// docs/apps/notes.md#scenarios, through the server as a browser uses it.
@Suite("Notes web app: the app's scenarios")
struct NotesScenarioTests {
    @Test("Create: an empty title is refused with a warning and 422, the typed body kept; nothing is stored")
    func emptyTitle() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            // act
            let response = try await browser.createNote(title: "   ", body: "Body I typed")
            // check
            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains("Please enter a title."))
            #expect(response.body.string.contains(#"aria-invalid="true""#))
            #expect(response.body.string.contains(">Body I typed</textarea>"))
            #expect(try await browser.listedNoteIDs().isEmpty)
        }
    }

    @Test("Create: a valid note is saved and shows in the list with its preview")
    func createValid() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            // act
            let response = try await browser.createNote(title: "  Shopping  ", body: "Milk, eggs\nand bread")
            let list = try await browser.get("/notes").body.string
            // check
            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location) == "/notes")
            #expect(try await browser.listedTitles() == ["Shopping"], "the title is stored trimmed")
            #expect(list.contains("Milk, eggs and bread"), "the preview is the body on one line")
            #expect(list.contains(#"aria-label="Shopping, last updated just now""#))
        }
    }

    @Test("Update: a changed title is in the list at once and the note moves to the top")
    func update() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_750_000_000))
        try await withNotesApp(clock: clock.now) { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "First")
            clock.advance(by: 60)
            try await browser.createNote(title: "Second")
            let firstID = try #require(try await browser.listedNoteIDs().last)
            clock.advance(by: 600)
            // act
            try await browser.get("/notes/\(firstID)")
            let saved = try await browser.post("/notes/\(firstID)", form: ["title": "First, renamed", "body": ""])
            // check
            #expect(saved.status == .seeOther)
            #expect(try await browser.listedTitles() == ["First, renamed", "Second"])
            let editor = try await browser.get("/notes/\(firstID)").body.string
            #expect(editor.contains("Last updated just now"))
        }
    }

    @Test("Delete: the note leaves the list; with none left the empty state shows")
    func delete() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Keep")
            try await browser.createNote(title: "Drop")
            let ids = try await browser.listedNoteIDs()
            // act
            try await browser.get("/notes/\(ids[0])")
            try await browser.post("/notes/\(ids[0])/delete", form: [:])
            let afterOne = try await browser.listedTitles()
            try await browser.get("/notes?edit=1")
            try await browser.post("/notes/delete", form: ["ids[]": ids[1]])
            let empty = try await browser.get("/notes").body.string
            // check
            #expect(afterOne == ["Keep"])
            #expect(empty.contains("No notes yet"))
            #expect(empty.contains("Tap + to add a note"))
            #expect(empty.contains(#"href="/notes/new""#))
        }
    }

    @Test("Delete can be undone within the window, and not after it")
    func undo() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_750_000_000))
        try await withNotesApp(clock: clock.now) { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Oops")
            clock.advance(by: 1)
            try await browser.createNote(title: "Gone for good")
            let ids = try await browser.listedNoteIDs()  // newest first: "Gone for good", "Oops"
            try await browser.get("/notes?edit=1")
            try await browser.post("/notes/delete", form: ["ids[]": ids[1]])
            let banner = try await browser.get("/notes").body.string
            // act
            let restored = try await browser.post("/notes/restore", form: ["ids[]": ids[1]])
            try await browser.post("/notes/\(ids[0])/delete", form: [:])
            clock.advance(by: 600)
            try await browser.post("/notes/restore", form: ["ids[]": ids[0]])
            try await browser.createNote(title: "Next")
            // check
            #expect(banner.contains("Note deleted"), "the list offers Undo after a delete")
            #expect(restored.status == .seeOther)
            #expect(try await browser.listedTitles() == ["Next", "Oops"])
            #expect(try await NoteRecord.query(on: app.db).count() == 2, "a note past its undo window is purged")
        }
    }

    @Test("Search filters titles, ignoring case and accents, right for Turkish İ/ı; no match says so")
    func search() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            for title in ["İstanbul gezisi", "Izgara tarifi", "ırmak kenarı", "Café list"] {
                try await browser.createNote(title: title)
            }
            // act
            let istanbul = try await browser.listedTitles("/notes?q=istanbul")
            let dotless = try await browser.listedTitles("/notes?q=IRMAK")
            let cafe = try await browser.listedTitles("/notes?q=cafe")
            let none = try await browser.get("/notes?q=zebra").body.string
            // check
            #expect(istanbul == ["İstanbul gezisi"])
            #expect(dotless == ["ırmak kenarı"])
            #expect(cafe == ["Café list"])
            #expect(none.contains("No results"))
            #expect(none.contains("No notes match “zebra”."))
        }
    }

    @Test("Sort: newest change first by default, newest created first on request")
    func sort() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_750_000_000))
        try await withNotesApp(clock: clock.now) { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Old")
            clock.advance(by: 60)
            try await browser.createNote(title: "New")
            let oldID = try #require(try await browser.listedNoteIDs().last)
            clock.advance(by: 60)
            try await browser.get("/notes/\(oldID)")
            try await browser.post("/notes/\(oldID)", form: ["title": "Old", "body": "edited"])
            // act
            let byUpdate = try await browser.listedTitles()
            let byCreation = try await browser.listedTitles("/notes?sort=created")
            let remembered = try await browser.listedTitles()
            // check
            #expect(byUpdate == ["Old", "New"])
            #expect(byCreation == ["New", "Old"])
            #expect(remembered == ["New", "Old"], "the chosen order sticks for the session")
        }
    }

    @Test("Persistence: notes survive a server restart")
    func restart() async throws {
        try await withRestartableSuiteApp([NotesBackend()]) { launch in
            // setup
            try await launch { app in
                let browser = try await WebClient.signedIn(app, as: "a@example.com")
                try await browser.createNote(title: "Survivor", body: "Still here")
            }
            // act
            var titles: [String] = []
            try await launch { app in
                let browser = WebClient(app)
                try await browser.get("/account/login")
                try await browser.post("/account/login", form: ["email": "a@example.com", "password": "correct horse battery"])
                titles = try await browser.listedTitles()
            }
            // check
            #expect(titles == ["Survivor"])
        }
    }
}
