import Foundation
import ServerTestSupport
import Vapor
import VaporTesting

/// What a person does in the Notes app, for the in-process tests.
extension WebClient {
    /// A new account, signed in through the real form.
    static func signedIn(_ app: Application, as email: String = "a@example.com") async throws -> WebClient {
        let browser = WebClient(app)
        try await browser.register(email: email)
        return browser
    }

    /// Opens the editor and saves a note; returns the save's response (303 on success).
    @discardableResult
    func createNote(title: String, body: String = "") async throws -> TestingHTTPResponse {
        try await get("/notes/new")
        return try await post("/notes", form: ["title": title, "body": body])
    }

    /// The ids of the rows on the list page, top to bottom.
    func listedNoteIDs(_ path: String = "/notes") async throws -> [String] {
        let page = try await get(path).body.string
        return Self.matches(of: #"data-id="([0-9A-F-]{36})""#, in: page)
    }

    /// The titles on the list page, top to bottom, as the HTML has them.
    func listedTitles(_ path: String = "/notes") async throws -> [String] {
        let page = try await get(path).body.string
        return Self.matches(of: #"<span class="note-title">(.*?)</span>"#, in: page)
    }

    /// Uploads a `notes_store` JSON file through the import form.
    @discardableResult
    func importNotes(json content: String) async throws -> TestingHTTPResponse {
        try await get("/notes/import")
        let boundary = "----suite-test-boundary"
        let body = """
            --\(boundary)\r
            Content-Disposition: form-data; name="_csrf"\r
            \r
            \(csrfToken ?? "")\r
            --\(boundary)\r
            Content-Disposition: form-data; name="file"; filename="notes_store.json"\r
            Content-Type: application/json\r
            \r
            \(content)\r
            --\(boundary)--\r

            """
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
        return try await send(.POST, "/notes/import", headers: headers, body: ByteBuffer(string: body))
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
