import Foundation
import SQLKit
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Notes web app: failures and the script endpoints")
struct NotesFailureTests {
    @Test("When the notes cannot be loaded or saved, the page says so and keeps what was typed")
    func storageFailure() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.get("/notes/new")
            let sql = try #require(app.db as? any SQLDatabase)
            try await sql.raw("DROP TABLE notes").run()
            // act
            let save = try await browser.post("/notes", form: ["title": "Unsaved idea", "body": "keep me"])
            let list = try await browser.get("/notes")
            // check
            #expect(save.status == .internalServerError)
            #expect(save.body.string.contains("Couldn’t save. Please try again."))
            #expect(save.body.string.contains(#"value="Unsaved idea""#))
            #expect(save.body.string.contains(">keep me</textarea>"))
            #expect(list.status == .serviceUnavailable)
            #expect(list.body.string.contains("Couldn’t load your notes. Please try again."))
            #expect(list.body.string.contains(#"role="alert""#))
        }
    }

    @Test("Swipe-to-delete's JSON calls: delete answers the ids and the undo window; restore brings the note back")
    func scriptEndpoints() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Swiped")
            let id = try #require(try await browser.listedNoteIDs().first)
            let token = try #require(browser.csrfToken)
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .accept, value: "application/json")
            headers.replaceOrAdd(name: "X-CSRF-Token", value: token)
            headers.contentType = .urlEncodedForm
            // act
            let deleted = try await browser.send(.POST, "/notes/\(id)/delete", headers: headers, body: nil)
            let afterDelete = try await browser.listedNoteIDs()
            let restored = try await browser.send(.POST, "/notes/restore", headers: headers, body: ByteBuffer(string: "ids%5B%5D=\(id)"))
            // check
            #expect(deleted.status == .ok)
            #expect(deleted.body.string.contains(id))
            #expect(deleted.body.string.contains(#""undoSeconds":120"#))
            #expect(afterDelete.isEmpty)
            #expect(restored.status == .ok)
            #expect(try await browser.listedNoteIDs() == [id])
        }
    }
}
