import Foundation
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Pages through the bridge: context, headers, flash, sessions")
struct PageBridgeTests {
    @Test("A page is UTF-8 HTML that no cache keeps, and a visitor's page starts no session, form or not")
    func headersAndNoSession() async throws {
        try await withSuiteApp { app in
            // act
            let launcher = try await WebClient(app).get("/")
            let settings = try await WebClient(app).get("/settings")
            // check
            #expect(launcher.headers.first(name: .contentType) == "text/html; charset=utf-8")
            #expect(launcher.headers.first(name: .cacheControl) == "no-store")
            #expect(launcher.headers[.setCookie].isEmpty, "a page without a form needs no session")
            #expect(settings.headers[.setCookie].contains { $0.hasPrefix("suite_csrf=") }, "a form's token comes in its cookie")
            #expect(!settings.headers[.setCookie].contains { $0.hasPrefix("suite_session=") }, "not in a new session")
        }
    }

    @Test("A flash shows on the next page only, with its kind")
    func flashOnce() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.get("/settings")
            _ = try await browser.post("/settings", form: ["theme": "dark"])
            // act
            let first = try await browser.get("/settings").body.string
            let second = try await browser.get("/settings").body.string
            // check
            #expect(first.contains(#"<p class="banner banner-success" role="status">Settings saved.</p>"#))
            #expect(!second.contains("Settings saved."))
        }
    }

    @Test("Not found says so once, in the reader's language, with 404")
    func notFoundOnce() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "fr-FR"
            // act
            let page = try await browser.get("/nowhere")
            // check
            #expect(page.status == .notFound)
            #expect(page.body.string.components(separatedBy: "<h1").count == 2)
            #expect(page.body.string.contains(#"<h1 class="large-title">Page introuvable</h1>"#))
            #expect(!page.body.string.contains("empty-title"))
        }
    }
}
