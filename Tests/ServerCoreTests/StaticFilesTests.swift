import Foundation
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Static files: versioned URLs, caching, content types, compression")
struct StaticFilesTests {
    @Test("url(_:) appends the content's version, except for JS modules and unknown files")
    func versionedURLs() throws {
        // setup
        let folder = try TemporaryPublicFolder(["css/site.css": "body{}", "js/app.js": "export {}"])
        let assets = StaticAssets(publicDirectory: folder.path)
        // act
        let css = assets.url("/css/site.css")
        // check
        #expect(css.hasPrefix("/css/site.css?v="))
        #expect(css.count == "/css/site.css?v=".count + 12)
        #expect(assets.url("/js/app.js") == "/js/app.js", "modules import each other by plain path")
        #expect(assets.url("/css/missing.css") == "/css/missing.css")
        #expect(assets.url("/../etc/passwd") == "/../etc/passwd")
    }

    @Test("The stylesheet is served with its light-dark() fallback, a content type, and 304 for a matching ETag")
    func stylesheetFallback() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            // act
            let first = try await browser.get(app.staticAssets.url("/css/suite.css"))
            let etag = try #require(first.headers.first(name: .eTag))
            let again = try await browser.get("/css/suite.css", headers: ["If-None-Match": etag])
            // check
            #expect(first.status == .ok)
            #expect(first.headers.contentType == .css)
            #expect(first.body.string.contains("@supports not (color: light-dark(#000, #fff)) {"))
            #expect(first.body.string.contains(":root[data-theme=\"dark\"] { --bg: #000000"))
            #expect(again.status == .notModified)
        }
    }

    @Test("A module's static imports are found through the whole graph, once each, for modulepreload links")
    func moduleGraph() throws {
        // setup: a page module importing two shared modules, one of them over several lines,
        // both importing a third; a dynamic import() and a bare specifier stay out
        let folder = try TemporaryPublicFolder([
            "js/page.js": """
                import { camera } from "./shared/camera.js";
                import {
                  Outbox,
                  State,
                } from "/js/shared/outbox.js";
                import "./side-effect.js";
                import { lazy } from "leaflet";
                const later = () => import("./later.js");
                """,
            "js/shared/camera.js": "import { ask } from './permissions.js';\nexport const camera = 1;",
            "js/shared/outbox.js": "import { ask } from \"./permissions.js\";\nimport { wait } from \"../backoff.js\";",
            "js/shared/permissions.js": "export const ask = 1;",
            "js/backoff.js": "export const wait = 1;",
            "js/side-effect.js": "window.x = 1;",
            "js/later.js": "export {};",
        ])
        let assets = StaticAssets(publicDirectory: folder.path)
        // act
        let imports = assets.moduleImports(of: "/js/page.js")
        // check
        #expect(imports == ["/js/shared/camera.js", "/js/shared/outbox.js", "/js/side-effect.js",
                            "/js/shared/permissions.js", "/js/backoff.js"])
        #expect(assets.moduleImports(of: "/js/missing.js").isEmpty)
    }

    @Test("An edited file gets a new version once the re-check interval has passed")
    func editedFile() throws {
        // setup
        let folder = try TemporaryPublicFolder(["css/site.css": "body{}"])
        let now = LockedDate(Date(timeIntervalSince1970: 1_000))
        let assets = StaticAssets(publicDirectory: folder.path, clock: { now.value })
        let before = assets.url("/css/site.css")
        try folder.write("css/site.css", "body{color:red}")
        // act
        let withinASecond = assets.url("/css/site.css")
        now.value = now.value.addingTimeInterval(2)
        let later = assets.url("/css/site.css")
        // check
        #expect(withinASecond == before)
        #expect(later != before)
    }

    @Test("A request with the current version may be kept a year; any other is revalidated")
    func cacheControl() async throws {
        try await withSuiteApp { app in
            // setup
            let current = app.staticAssets.url("/css/suite.css")
            let browser = WebClient(app)
            // act
            let versioned = try await browser.get(current)
            let plain = try await browser.get("/css/suite.css")
            let stale = try await browser.get("/css/suite.css?v=000000000000")
            let worker = try await browser.get("/sw.js")
            let page = try await browser.get("/settings")
            // check
            #expect(versioned.status == .ok)
            #expect(versioned.headers.first(name: .cacheControl) == "public, max-age=31536000, immutable")
            #expect(plain.headers.first(name: .cacheControl) == "no-cache")
            #expect(plain.headers.first(name: .eTag) != nil, "no-cache revalidates with the ETag")
            #expect(stale.headers.first(name: .cacheControl) == "no-cache")
            #expect(worker.headers.first(name: .cacheControl) == "no-cache")
            #expect(page.body.string.contains(#"href="\#(current)""#), "pages link the versioned stylesheet")
        }
    }

    @Test("The manifest is served as application/manifest+json")
    func manifest() async throws {
        try await withSuiteApp { app in
            let response = try await WebClient(app).get("/manifest.webmanifest")
            #expect(response.status == .ok)
            #expect(response.headers.contentType?.subType == "manifest+json")
            #expect(response.headers.contentType?.type == "application")
        }
    }

    @Test("Text is gzipped when accepted; pages opened from another site are not (BREACH)")
    func compression() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            browser.method = .running(port: 0)
            let gzip: HTTPHeaders = ["Accept-Encoding": "gzip"]
            // act
            let css = try await browser.get("/css/suite.css", headers: gzip)
            let manifest = try await browser.get("/manifest.webmanifest", headers: gzip)
            let firstParty = try await browser.get("/settings", headers: gzip.adding("Sec-Fetch-Site", "same-origin"))
            let crossSite = try await browser.get("/settings", headers: gzip.adding("Sec-Fetch-Site", "cross-site"))
            let noHint = try await browser.get("/settings", headers: gzip)
            let png = try await browser.get("/icons/suite-192.png", headers: gzip)
            // check
            #expect(css.headers.first(name: .contentEncoding) == "gzip")
            #expect(css.headers[.vary].joined(separator: ",").contains("Accept-Encoding"))
            #expect(manifest.headers.first(name: .contentEncoding) == "gzip")
            #expect(firstParty.headers.first(name: .contentEncoding) == "gzip")
            #expect(crossSite.headers.first(name: .contentEncoding) == nil)
            #expect(noHint.headers.first(name: .contentEncoding) == nil, "no Sec-Fetch-Site: not known to be ours")
            #expect(png.headers.first(name: .contentEncoding) == nil)
        }
    }

    @Test("Pages name the account they were rendered for, so the offline cache never mixes accounts")
    func accountTag() async throws {
        try await withSuiteApp { app in
            // setup
            let ayse = WebClient(app)
            let anonymous = try await ayse.get("/settings")
            try await ayse.register(email: "ayse@example.com")
            let mehmet = WebClient(app)
            try await mehmet.register(email: "mehmet@example.com")
            // act
            let first = try await ayse.get("/settings")
            let again = try await ayse.get("/account/password")
            let other = try await mehmet.get("/settings")
            let stylesheet = try await ayse.get("/css/suite.css")
            // check
            let tag = first.headers.first(name: "Suite-Account")
            #expect(anonymous.headers.first(name: "Suite-Account") == "anonymous")
            #expect(tag != nil && tag != "anonymous")
            #expect(again.headers.first(name: "Suite-Account") == tag, "stable across pages")
            #expect(other.headers.first(name: "Suite-Account") != tag)
            #expect(!(tag ?? "").contains("ayse"), "the label reveals nothing")
            #expect(stylesheet.headers.first(name: "Suite-Account") == nil, "only pages carry it")
        }
    }
}

/// A `Public/`-like folder of its own for tests that edit files.
private struct TemporaryPublicFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("public-\(UUID().uuidString)").path
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

private final class LockedDate: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    init(_ date: Date) { self.date = date }
    var value: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}

extension HTTPHeaders {
    fileprivate func adding(_ name: String, _ value: String) -> HTTPHeaders {
        var copy = self
        copy.add(name: name, value: value)
        return copy
    }
}
