import Foundation
import NotesKit
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// Over a real socket a large form arrives streamed; the CSRF check must still see its token.
@Suite("Notes web app: large forms over a real socket")
struct NotesSocketTests {
    @Test("A 100,000-character form gets past the CSRF check over the socket; without the token it is refused")
    func largeNote() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.get("/notes/new")
            let body = String(repeating: "ğüşiöç ", count: 100_000 / 7)
            // act
            browser.method = .running(port: 0)
            // An over-long title answers 422 without a redirect (the socket client would follow
            // one): reaching validation proves the streamed body passed the CSRF check.
            let validated = try await browser.post("/notes", form: ["title": String(repeating: "t", count: 201), "body": body])
            let forged = try await browser.post("/notes", form: ["title": "Forged", "body": body], csrf: .omit)
            browser.method = .inMemory
            // check
            #expect(validated.status == .unprocessableEntity)
            #expect(validated.body.string.contains("The title can have at most 200 characters"))
            #expect(forged.status == .forbidden)
        }
    }
}
