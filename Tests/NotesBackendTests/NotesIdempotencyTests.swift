import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Notes: the device outbox's retry of a new note never saves it twice")
struct NotesIdempotencyTests {
    @Test("A retried create with the same Idempotency-Key answers like the first and keeps one note; other text under that key is refused")
    func retriedCreate() async throws {
        try await withNotesApp { app in
            // setup: the outbox's first try reached the server, its answer was lost
            let phone = try await WebClient.signedIn(app)
            _ = try await phone.get("/notes/new")
            let keyed: HTTPHeaders = ["Idempotency-Key": "outbox-item-1"]
            let first = try await phone.post("/notes", form: ["title": "Offline idea", "body": "typed on the train"], headers: keyed)
            // act
            let retry = try await phone.post("/notes", form: ["title": "Offline idea", "body": "typed on the train"], headers: keyed)
            let reused = try await phone.post("/notes", form: ["title": "Other", "body": "text"], headers: keyed)
            let unkeyed = try await phone.post("/notes", form: ["title": "Offline idea", "body": "typed on the train"])
            // check
            #expect(first.status == .seeOther && retry.status == .seeOther)
            #expect(retry.headers.first(name: .location) == first.headers.first(name: .location))
            #expect(reused.status == .unprocessableEntity, "the key belongs to another text")
            #expect(try await phone.listedTitles() == ["Offline idea", "Offline idea"], "the retry added none; a keyless post still creates")
        }
    }

    @Test("Keys are the account's own: another account's note with the same key is its own note")
    func keysPerAccount() async throws {
        try await withNotesApp { app in
            // setup
            let ada = try await WebClient.signedIn(app, as: "ada@example.com")
            let bob = try await WebClient.signedIn(app, as: "bob@example.com")
            _ = try await ada.get("/notes/new")
            _ = try await bob.get("/notes/new")
            let keyed: HTTPHeaders = ["Idempotency-Key": "same-key"]
            // act
            _ = try await ada.post("/notes", form: ["title": "Ada note", "body": ""], headers: keyed)
            let bobs = try await bob.post("/notes", form: ["title": "Bob note", "body": ""], headers: keyed)
            // check
            #expect(bobs.status == .seeOther)
            #expect(try await bob.listedTitles() == ["Bob note"])
            #expect(try await ada.listedTitles() == ["Ada note"])
        }
    }
}
