import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Notes list: the preview length setting")
struct NotesPreviewLengthTests {
    static let body = String(repeating: "Ferry to Kadıköy, simit and tea by the water. ", count: 6)

    static func preview(in page: String) throws -> String {
        try #require(WebClient.matches(of: #"<span class="note-preview">(.*?)</span>"#, in: page).first)
    }

    @Test("Short, Medium and Long show 80, 100 and 120 characters (and the ellipsis); the choice is remembered for the visit")
    func lengths() async throws {
        try await withNotesApp { app in
            // setup
            let phone = try await WebClient.signedIn(app)
            try await phone.createNote(title: "Trip", body: Self.body)
            // act
            let medium = try Self.preview(in: try await phone.get("/notes").body.string)
            let shortPage = try await phone.get("/notes?preview=short").body.string
            let remembered = try await phone.get("/notes").body.string
            let long = try Self.preview(in: try await phone.get("/notes?preview=long").body.string)
            // check
            #expect(medium.count <= 101 && medium.count > 81, "the default stays Medium")
            #expect(try Self.preview(in: shortPage).count <= 81)
            #expect(long.count <= 121 && long.count > 101)
            #expect(shortPage.contains(#"data-preview="short""#), "the list's rows are one line")
            #expect(try Self.preview(in: remembered).count <= 81, "the choice holds without the parameter")
            #expect(shortPage.contains(#"aria-current="true">Short</a>"#))
        }
    }
}
