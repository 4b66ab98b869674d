import Foundation
import Localization
import ServerCore
import ServerTestSupport
@testable import SuiteServer
import Testing
import VaporTesting

@Suite("Shell: launcher, health, metrics, errors, security headers, language and theme")
struct ShellTests {
    @Test("The launcher lists the five apps with an honest availability")
    func launcher() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // act
            let page = try await WebClient(app).get("/")
            // check
            #expect(page.status == .ok)
            let html = page.body.string
            let names = ["Notes", "PolySleep", "SpaceNasa", "Memory Recap", "Disposable"]
            let positions = names.compactMap { html.range(of: $0)?.lowerBound }
            #expect(positions.count == names.count, "every app is listed")
            #expect(positions == positions.sorted(), "in launcher order")
            for path in ["/notes", "/sleep", "/launches", "/memory", "/disposable"] {
                #expect(html.contains(#"href="\#(path)""#))
            }
            #expect(!html.contains("Not available yet"), "all five apps have landed")
        }
    }

    @Test("Each backend names itself on the launcher, in the reader's language")
    func launcherSpeaksEachBackendsStrings() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "tr"
            // act
            let page = try await browser.get("/")
            // check
            let html = page.body.string
            #expect(html.contains("Notlar"), "NotesKit's own title")
            #expect(html.contains("Notlarınızı yazın, arayın ve sıralayın."), "NotesBackend's tagline")
            #expect(html.contains("Aylık ve yıllık özetlerle zaman tüneliniz."), "MemoryBackend's tagline")
            #expect(html.contains("Etkinliğiniz için ortak tek kullanımlık kamera."), "the placeholder's tagline")
            #expect(!html.contains("launcherTagline") && !html.contains("appName"), "no key shows through")
        }
    }

    @Test("/healthz answers 200 while the database answers")
    func health() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            let response = try await WebClient(app).get("/healthz")
            #expect(response.status == .ok)
            #expect(response.body.string == "ok")
        }
    }

    @Test("/metrics counts requests by route and status")
    func metrics() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            try await browser.get("/healthz")
            // act
            let metrics = try await browser.get("/metrics")
            // check
            let text = metrics.body.string
            #expect(text.contains("http_requests_total"))
            #expect(text.contains(#"path="/healthz""#))
            #expect(text.contains("http_request_duration_seconds_bucket"))
        }
    }

    @Test("Security headers are on a page, an API error and a static file", arguments: ["/", "/api/nothing-here", "/css/suite.css"])
    func securityHeaders(path: String) async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // act
            let response = try await WebClient(app).get(path)
            // check
            let csp = try #require(response.headers.first(name: "Content-Security-Policy"))
            #expect(csp.contains("frame-ancestors 'none'"))
            #expect(csp.contains("default-src 'self'"))
            #expect(response.headers.first(name: "X-Content-Type-Options") == "nosniff")
            #expect(response.headers.first(name: "Referrer-Policy") == "strict-origin-when-cross-origin")
        }
    }

    @Test("Unknown API paths answer problem+json; unknown pages a localized 404 page")
    func notFound() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "tr-TR,tr;q=0.9"
            // act
            let api = try await browser.get("/api/nothing-here")
            let page = try await browser.get("/no-such-page")
            // check
            #expect(api.status == .notFound)
            #expect(api.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(try api.content.decode(ProblemDetails.self).code == "not_found")
            #expect(page.status == .notFound)
            #expect(page.body.string.contains("Sayfa bulunamadı"))
            #expect(page.body.string.contains(#"<html lang="tr""#))
        }
    }

    @Test("Accept-Language picks Turkish; a saved choice of French and dark mode sticks")
    func languageAndTheme() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "tr"
            let turkish = try await browser.get("/")
            try await browser.get("/settings")
            // act
            let saved = try await browser.post("/settings", form: ["language": "fr", "theme": "dark"])
            let french = try await browser.get("/")
            // check
            #expect(turkish.body.string.contains("Uygulamalar"))
            #expect(saved.status == .seeOther)
            #expect(french.body.string.contains(#"<html lang="fr" data-theme="dark">"#))
            #expect(french.body.string.contains("Vos apps, un seul compte."))
        }
    }

    @Test("A malformed form gets a plain 400 page: no decoding internals reach the client")
    func malformedFormHidesInternals() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            try await browser.get("/account/login")
            // act: the password field is missing
            let page = try await browser.post("/account/login", form: ["email": "x@example.com"])
            // check
            #expect(page.status == .badRequest)
            #expect(page.body.string.contains("The request could not be read."))
            #expect(!page.body.string.contains("CodingKeys"))
            #expect(!page.body.string.contains("No such key"))
        }
    }

    @Test("An unsupported language is refused, naming the field")
    func badPreference() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            let browser = WebClient(app)
            try await browser.get("/settings")
            let response = try await browser.post("/settings", form: ["language": "de"])
            #expect(response.status == .badRequest)
            #expect(response.body.string.contains("Unsupported language"))
        }
    }

    @Test("The app is installable: manifest, icons and service worker are served")
    func progressiveWebApp() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            // act
            let manifest = try await browser.get("/manifest.webmanifest")
            let worker = try await browser.get("/sw.js")
            let icon = try await browser.get("/icons/suite-192.png")
            let launcher = try await browser.get("/")
            // check
            let json = try JSONSerialization.jsonObject(with: Data(manifest.body.readableBytesView)) as? [String: Any]
            #expect(json?["start_url"] as? String == "/")
            #expect(json?["display"] as? String == "standalone")
            #expect(worker.status == .ok)
            #expect(worker.headers.contentType?.subType == "javascript")
            #expect(worker.body.string.contains("/offline.html"))
            #expect(icon.headers.contentType == .png)
            #expect(launcher.body.string.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
        }
    }

    @Test("Text from users is escaped, in attributes too")
    func escaping() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let browser = WebClient(app)
            try await browser.get("/account/login")
            let hostile = #""><script>alert(1)</script>@x.com"#
            // act
            let page = try await browser.post("/account/login", form: ["email": hostile, "password": "whatever pw", "next": #"/"><b>x"#])
            // check
            #expect(!page.body.string.contains("<script>alert(1)</script>"))
            #expect(page.body.string.contains(#"value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.com""#))
            #expect(!page.body.string.contains("<b>x"))
        }
    }
}

@Suite("Database selection")
struct DatabaseSelectionTests {
    @Test("The suites run on the database the environment names (SQLite, or PostgreSQL in the second run)")
    func databaseMatchesEnvironment() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            let expected = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"] == nil ? "sqlite" : "postgresql"
            let dialect = try #require(app.db as? any SQLDatabase).dialect.name
            #expect(dialect == expected)
        }
    }
}

import SQLKit

@Suite("Reader's time zone")
struct TimeZoneTests {
    @Test("The suite_tz cookie sets the request's time zone; unknown or missing means UTC")
    func timeZoneCookie() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            // setup
            let istanbul = Request(application: app, headers: ["Cookie": "suite_tz=Europe/Istanbul"], on: app.eventLoopGroup.next())
            let bogus = Request(application: app, headers: ["Cookie": "suite_tz=Mars/Olympus"], on: app.eventLoopGroup.next())
            let none = Request(application: app, on: app.eventLoopGroup.next())
            // check
            #expect(istanbul.timeZone.identifier == "Europe/Istanbul")
            #expect(bogus.timeZone == TimeZone(secondsFromGMT: 0))
            #expect(none.timeZone == TimeZone(secondsFromGMT: 0))
        }
    }
}

import Vapor

@Suite("Launcher entries")
struct LauncherEntryTests {
    @Test("Every app's name and tagline exist in every language; icons have an empty alt (the name is beside them)")
    func entries() async throws {
        try await withSuiteApp(Suite.backends()) { app in
            let page = try await WebClient(app).get("/").body.string
            #expect(page.components(separatedBy: #"class="cell-icon""#).count - 1 == 5)
            #expect(page.components(separatedBy: #"alt="""#).count - 1 == 5)
        }
    }
}
