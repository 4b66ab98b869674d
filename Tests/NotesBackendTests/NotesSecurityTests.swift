import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Notes web app: isolation, sign-in, CSRF, escaping")
struct NotesSecurityTests {
    @Test("Another account cannot see, edit, delete, find or export a note, even by id: always 404")
    func isolation() async throws {
        try await withNotesApp { app in
            // setup
            let alice = try await WebClient.signedIn(app, as: "alice@example.com")
            try await alice.createNote(title: "Alice secret", body: "diary")
            let id = try #require(try await alice.listedNoteIDs().first)
            let bob = try await WebClient.signedIn(app, as: "bob@example.com")
            try await bob.get("/notes/new")  // a page with a form, so Bob has a CSRF token
            // act
            let view = try await bob.get("/notes/\(id)")
            let edit = try await bob.post("/notes/\(id)", form: ["title": "Bob was here", "body": ""])
            let delete = try await bob.post("/notes/\(id)/delete", form: [:])
            try await bob.post("/notes/delete", form: ["ids[]": id])
            let search = try await bob.get("/notes?q=secret").body.string
            let export = try await bob.get("/notes/export.json").body.string
            // check
            #expect(view.status == .notFound)
            #expect(edit.status == .notFound)
            #expect(delete.status == .notFound)
            #expect(!view.body.string.contains("Alice secret"))
            #expect(!search.contains("Alice secret"))
            #expect(!export.contains("Alice secret"))
            #expect(try await alice.listedTitles() == ["Alice secret"], "Alice's note is untouched")
        }
    }

    @Test("Signed out, /notes sends the visitor to sign in and back")
    func signInRequired() async throws {
        try await withNotesApp { app in
            // act
            let response = try await WebClient(app).get("/notes?q=x")
            // check
            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location)?.hasPrefix("/account/login?next=") == true)
        }
    }

    @Test("Note forms without the CSRF token are refused and change nothing", arguments: ["/notes", "/notes/delete"])
    func csrf(path: String) async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            try await browser.createNote(title: "Keep me")
            let id = try #require(try await browser.listedNoteIDs().first)
            // act
            let missing = try await browser.post(path, form: ["title": "Forged", "ids[]": id], csrf: .omit)
            let forged = try await browser.post(path, form: ["title": "Forged", "ids[]": id], csrf: .value("nope"))
            // check
            #expect(missing.status == .forbidden)
            #expect(forged.status == .forbidden)
            #expect(try await browser.listedTitles() == ["Keep me"])
        }
    }

    @Test("Titles and bodies with markup or entities show as typed text everywhere")
    func escaping() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            let title = #"<script>alert(1)</script> "><b>x &amp; y"#
            let body = "</textarea><img src=x onerror=alert(1)> &lt;ok&gt;"
            // act
            try await browser.createNote(title: title, body: body)
            let list = try await browser.get("/notes").body.string
            let id = try #require(try await browser.listedNoteIDs().first)
            let editor = try await browser.get("/notes/\(id)").body.string
            let search = try await browser.get("/notes?q=%22%3E%3Cb%3E").body.string
            // check
            for page in [list, editor, search] {
                #expect(!page.contains("<script>alert"))
                #expect(!page.contains("<b>x"))
                #expect(!page.contains("<img src=x"))
            }
            #expect(list.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;b&gt;x &amp;amp; y"))
            #expect(editor.contains(#"value="&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;b&gt;x &amp;amp; y""#))
            #expect(editor.contains("&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt; &amp;lt;ok&amp;gt;</textarea>"))
            #expect(search.contains(#"value="&quot;&gt;&lt;b&gt;""#), "the query is escaped in the search field")
        }
    }

    @Test("Limits: a 201-character title or a 100,001-character body is refused clearly; nothing stored")
    func limits() async throws {
        try await withNotesApp { app in
            // setup
            let browser = try await WebClient.signedIn(app, as: "a@example.com")
            // act
            let longTitle = try await browser.createNote(title: String(repeating: "t", count: 201))
            let longBody = try await browser.createNote(title: "Big", body: String(repeating: "ğ", count: 100_001))
            let fits = try await browser.createNote(title: String(repeating: "t", count: 200), body: String(repeating: "ğ", count: 100_000))
            // check
            #expect(longTitle.status == .unprocessableEntity)
            #expect(longTitle.body.string.contains("The title can have at most 200 characters (it has 201)."))
            #expect(longBody.status == .unprocessableEntity)
            #expect(longBody.body.string.contains("The note can have at most 100000 characters (it has 100001)."))
            #expect(fits.status == .seeOther)
            #expect(try await browser.listedNoteIDs().count == 1)
        }
    }

    @Test("The editor speaks Turkish: labels, validation and the list")
    func turkish() async throws {
        try await withNotesApp { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "tr-TR,tr;q=0.9"
            try await browser.register(email: "a@example.com")
            // act
            let empty = try await browser.get("/notes").body.string
            let invalid = try await browser.createNote(title: "")
            // check
            #expect(empty.contains("Henüz not yok"))
            #expect(empty.contains("+ ile yeni bir not ekleyin"))
            #expect(invalid.body.string.contains("Lütfen bir başlık girin."))
            #expect(invalid.body.string.contains("Başlık"))
        }
    }
}
