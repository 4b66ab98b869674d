import Foundation
import ServerTestSupport
import Testing

@testable import MemoryBackend

/// Memory's pages saying no without stranding anyone: an address with a value a parameter
/// can't take, and a delete that can be undone (issue 36).
@Suite("Memory web app: refusals and undo")
struct MemoryRefusalRouteTests {
    @Test("every query parameter of Memory's pages, out of range, answers a 400 page naming it and leading back into Memory",
          arguments: [
              ("/memory", "page", "0"), ("/memory", "page", "10001"), ("/memory", "page", "two"),
              ("/memory", "type", "video"), ("/memory", "group", "year"),
              ("/memory/summary", "year", "1899"), ("/memory/summary", "year", "10000"), ("/memory/summary", "year", "soon"),
              ("/memory/summary", "month", "13"), ("/memory/summary", "month", "0"), ("/memory/summary", "month", "may"),
          ])
    func refusedParameters(path: String, parameter: String, value: String) async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "refused@example.com")
            _ = try await browser.get("/memory?welcomed=1")
            // act
            let page = try await browser.get("\(path)?\(parameter)=\(value)")
            // check
            let html = page.body.string
            #expect(page.status == .badRequest)
            #expect(html.contains("“\(parameter)”"), "names the parameter")
            #expect(html.contains("(\(value))"), "and the value it was given")
            #expect(html.contains(/<a [^>]*href="\/memory[^"]*"[^>]*id="error-back"/), "leads back into Memory")
        }
    }

    @Test("a deleted entry comes back whole with Undo on the timeline; another account cannot restore it")
    func deleteThenUndo() async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "undo@example.com")
            try await MemoryWebRouteTests.add(browser, "Ferry", at: "2025-11-26T09:30")
            let id = try await MemoryWebRouteTests.newestEntryID(browser)
            _ = try await browser.get("/memory/entries/\(id)")
            // act
            let deleted = try await browser.post("/memory/entries/\(id)/delete", form: [:])
            let timeline = try await browser.get("/memory")
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger@example.com")
            _ = try await stranger.get("/memory?welcomed=1")
            _ = try await stranger.post("/memory/entries/restore", form: ["ids[]": id])
            let whileDeleted = try await browser.get("/memory/entries/\(id)")
            let undone = try await browser.post("/memory/entries/restore", form: ["ids[]": id])
            let back = try await browser.get("/memory/entries/\(id)")
            // check
            #expect(deleted.status == .seeOther)
            #expect(timeline.body.string.contains(#"action="/memory/entries/restore""#), "the banner offers Undo")
            #expect(whileDeleted.status == .notFound, "gone meanwhile, whatever a stranger tried")
            #expect(undone.status == .seeOther)
            #expect(back.status == .ok)
            #expect(back.body.string.contains("Ferry") && back.body.string.contains("ferry"), "title and text as they were")
        }
    }
}
