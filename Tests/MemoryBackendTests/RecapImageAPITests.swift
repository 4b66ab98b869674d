import Foundation
import Imaging
import MemoryAPI
import MemoryKit
import OpenAPIRuntime
import RecapImage
import ServerTestSupport
import Testing
import VaporTesting

@testable import MemoryBackend

/// `GET /api/summaries/image` and the summary page's "Share as Image" download.
@Suite("Memory API: recap image")
struct RecapImageAPITests {
    /// 2024-03-10T12:00Z, inside the month the tests draw.
    static let march = Date(timeIntervalSince1970: 1_710_072_000)

    /// Two photos (one with GPS) and a tagged text in March 2024, thumbnails made.
    static func seed(_ app: Application, _ user: TestUser) async throws {
        for name in ["DSCN0010.jpg", "landscape_6.jpg"] {
            _ = try await user.create(.init(kind: .photo, occurredAt: march, utcOffsetSeconds: 10_800),
                                      files: [(name, try Fixture.data(name))]).created.body.json
        }
        _ = try await user.create(.init(kind: .text, text: "Harika bir gün", tags: ["deniz"], occurredAt: march,
                                        utcOffsetSeconds: 10_800)).created.body.json
        try await app.jobs.drain(app: app, timeout: 60)
    }

    static func bytes(_ output: Operations.GetSummaryImage.Output) async throws -> (type: String, data: Data) {
        switch try output.ok.body {
        case .png(let body): ("image/png", try await Data(collecting: body, upTo: 32 << 20))
        case .pdf(let body): ("application/pdf", try await Data(collecting: body, upTo: 32 << 20))
        }
    }

    @Test("the owner's month is a PNG of the template's size with the photos; another account gets an empty recap, never them")
    func ownerAndStranger() async throws {
        try await withMemoryApp { app in
            // setup
            let owner = try await TestUser.register(app, "recap-owner@example.com")
            let stranger = try await TestUser.register(app, "recap-stranger@example.com")
            try await Self.seed(app, owner)
            // act
            let mine = try await Self.bytes(owner.client.getSummaryImage(
                query: .init(year: 2024, month: 3, template: .story, language: .en)))
            let theirs = try await Self.bytes(stranger.client.getSummaryImage(
                query: .init(year: 2024, month: 3, template: .story, language: .en)))
            // check
            let processor = try ImageProcessor()
            let meta = try processor.metadata(of: mine.data)
            #expect(mine.type == "image/png" && meta.width == 1080 && meta.height == 1920)
            #expect(meta.location == nil, "no GPS in the output")
            let empty = SummaryEngine(language: .en).summarize([], period: .month(year: 2024, month: 3))
            let expected = try RecapImageRenderer(processor: processor).file(empty, photos: [], language: .en, template: .story)
            #expect(theirs.data == expected, "the stranger's image is an empty month's")
            #expect(mine.data != expected)
        }
    }

    @Test("the A4 template is a one-page PDF; the square one is 1080×1080")
    func templates() async throws {
        try await withMemoryApp { app in
            let user = try await TestUser.register(app, "recap-a4@example.com")
            try await Self.seed(app, user)
            let pdf = try await Self.bytes(user.client.getSummaryImage(query: .init(year: 2024, month: 3, template: .a4)))
            let square = try await Self.bytes(user.client.getSummaryImage(query: .init(year: 2024, month: 3, template: .square)))
            let year = try await Self.bytes(user.client.getSummaryImage(query: .init(year: 2024)))
            #expect(pdf.type == "application/pdf")
            let text = String(decoding: pdf.data, as: UTF8.self)
            #expect(text.hasPrefix("%PDF-") && text.components(separatedBy: "/Type /Page ").count - 1 == 1)
            #expect(try ImageProcessor().metadata(of: square.data).width == 1080)
            #expect(try ImageProcessor().metadata(of: square.data).height == 1080)
            #expect(try ImageProcessor().metadata(of: year.data).height == 1920, "no month: the year's recap, story by default")
        }
    }

    @Test("kept while nothing changes; a new entry draws it again")
    func cachedUntilTheMonthChanges() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "recap-cache@example.com")
            try await Self.seed(app, user)
            let query = Operations.GetSummaryImage.Input.Query(year: 2024, month: 3, template: .square, language: .tr)
            // act
            let first = try await Self.bytes(user.client.getSummaryImage(query: query))
            let settings = try #require(app.memoryRecapImages)
            let cached = settings.count
            let second = try await Self.bytes(user.client.getSummaryImage(query: query))
            _ = try await user.createText("yeni", at: Self.march)
            let third = try await Self.bytes(user.client.getSummaryImage(query: query))
            // check
            #expect(cached == 1)
            #expect(first.data == second.data)
            #expect(third.data != first.data, "3 memories became 4")
        }
    }

    @Test("bad parameters are refused naming the parameter; no token is 401",
          arguments: [("year=1800&month=3", "year"), ("year=2024&month=13", "month"), ("year=2024&template=poster", "template"),
                      ("year=2024&language=de", "language"), ("month=3", "year")])
    func badParameters(query: String, field: String) async throws {
        try await withMemoryApp { app in
            let user = try await TestUser.register(app, "recap-bad@example.com")
            let response = try await user.get("/api/summaries/image?" + query, bearer: true)
            let anonymous = try await user.get("/api/summaries/image?year=2024")
            #expect(response.status == .badRequest, "\(query): \(response.body.string)")
            #expect(response.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(response.body.string.contains("\"\(field)\""), "\(query): \(response.body.string)")
            #expect(anonymous.status == .unauthorized)
        }
    }

    @Test("the summary page offers the image, and its form downloads it with the session")
    func webDownload() async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "recap-web@example.com")
            try await MemoryWebRouteTests.add(browser, "Vapur", at: "2024-03-10T09:00")
            // act
            let page = try await browser.get("/memory/summary?year=2024&month=3")
            let image = try await browser.get("/memory/summary/image?year=2024&month=3&template=square")
            let bad = try await browser.get("/memory/summary/image?year=2024&month=3&template=poster")
            // check
            #expect(page.body.string.contains(#"action="/memory/summary/image""#))
            #expect(page.body.string.contains(#"name="template" value="a4""#))
            #expect(image.status == .ok)
            #expect(image.headers.contentType?.description == "image/png")
            #expect(image.headers.first(name: .contentDisposition) == #"attachment; filename="memory-recap-2024-03-square.png""#)
            #expect(try ImageProcessor().metadata(of: Data(image.body.readableBytesView)).width == 1080)
            #expect(bad.status == .badRequest)
        }
    }
}
