import Foundation
import NotesKit
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting
import ZIPFoundation

@testable import NotesBackend

@Suite("Notes web app: export, import, account deletion")
struct NotesTransferTests {
    @Test("Export JSON then import it into another account gives the same notes, dates and ids")
    func roundTrip() async throws {
        try await withNotesApp { app in
            // setup
            let alice = try await WebClient.signedIn(app, as: "alice@example.com")
            try await alice.createNote(title: "Ayşe'nin listesi", body: "Şeker\nun")
            try await alice.createNote(title: "Second")
            let exported = try await alice.get("/notes/export.json")
            let bob = try await WebClient.signedIn(app, as: "bob@example.com")
            // act
            let response = try await bob.importNotes(json: exported.body.string)
            let bobExport = try await bob.get("/notes/export.json")
            // check
            #expect(exported.headers.first(name: .contentDisposition)?.contains("notes.json") == true)
            #expect(response.status == .seeOther)
            let original = try NotesStoreFormat.decode(Data(exported.body.readableBytesView))
            let copied = try NotesStoreFormat.decode(Data(bobExport.body.readableBytesView))
            #expect(copied.map(\.title) == original.map(\.title))
            #expect(copied.map(\.createdAt) == original.map(\.createdAt))
            #expect(Set(copied.map(\.id)).isDisjoint(with: original.map(\.id)),
                    "ids already used by another account are replaced, never shared")
            #expect(try await alice.listedTitles().count == 2, "Alice's notes are untouched")
        }
    }

    @Test("Re-importing one's own export changes nothing; a newer copy updates the note")
    func reimport() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Draft")
            var notes = try NotesStoreFormat.decode(Data(try await browser.get("/notes/export.json").body.readableBytesView))
            notes[0].title = "Final"
            notes[0].updatedAt = notes[0].updatedAt.addingTimeInterval(3600)
            let newer = String(decoding: try NotesStoreFormat.encode(notes), as: UTF8.self)
            // act
            let response = try await browser.importNotes(json: newer)
            let page = try await browser.get("/notes").body.string
            // check
            #expect(response.status == .seeOther)
            #expect(try await browser.listedTitles() == ["Final"])
            #expect(page.contains("Imported 0 new and 1 updated notes."))
        }
    }

    @Test("A bad file is refused with a message naming the problem, and nothing is imported",
          arguments: [
            (#"{"not":"a list"}"#, "This file is not a notes export"),
            (#"[{"id":"8D5E3D4B-2F0C-4F7B-9C61-0A4B8E6F1A11","title":"Ok","body":"","createdAt":1,"updatedAt":1},{"id":"8D5E3D4B-2F0C-4F7B-9C61-0A4B8E6F1A12","body":"","createdAt":1,"updatedAt":1}]"#, "Note 2 can’t be read: “title”"),
            (#"[{"id":"8D5E3D4B-2F0C-4F7B-9C61-0A4B8E6F1A11","title":"  ","body":"","createdAt":1,"updatedAt":1}]"#, "Note 1: Please enter a title."),
          ])
    func badFile(content: String, message: String) async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            // act
            let response = try await browser.importNotes(json: content)
            // check
            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains(message))
            #expect(try await browser.listedNoteIDs().isEmpty)
        }
    }

    @Test("The Markdown export is a zip with one file per note")
    func markdownZip() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Groceries", body: "milk")
            // act
            let response = try await browser.get("/notes/export.zip")
            // check
            #expect(response.headers.contentType == .zip)
            let archive = try Archive(data: Data(response.body.readableBytesView), accessMode: .read)
            #expect(archive.map(\.path) == ["Groceries.md"])
        }
    }

    @Test("Deleting the account deletes its notes (foreign-key cascade)")
    func accountDeletion() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Mine")
            let other = try await WebClient.signedIn(app, as: "b@example.com")
            try await other.createNote(title: "Theirs")
            // act
            try await browser.get("/account/delete")
            let response = try await browser.post("/account/delete", form: ["password": "correct horse battery"])
            // check
            #expect(response.status == .seeOther)
            #expect(try await NoteRecord.query(on: app.db).all().map(\.title) == ["Theirs"])
        }
    }

    /// Posts `content` as the import form's file, as a browser would.
}
