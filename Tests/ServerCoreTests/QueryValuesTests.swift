import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

@Suite("Query parameters are read once, as forms send them")
struct QueryValuesTests {
    @Test("the last value of a name (as Vapor reads it), + as a space, escapes decoded; numbers only when they are numbers")
    func values() async throws {
        try await withSuiteApp { app in
            // setup
            let url = "/memory?q=first&q=%C4%B0stanbul+walk&year=2025&month=may&flag&empty=&a%20b=c"
            let request = Request(application: app, url: URI(string: url), on: app.eventLoopGroup.next())
            // check
            #expect(request.queryText("q") == "İstanbul walk")
            #expect(request.queryNumber("year") == 2025)
            #expect(request.queryNumber("month") == nil)
            #expect(request.queryText("month") == "may")
            #expect(request.queryText("flag") == "")
            #expect(request.queryText("empty") == "")
            #expect(request.queryText("a b") == "c")
            #expect(request.queryText("missing") == nil)
            // Vapor's own decoder reads the same
            #expect(request.queryText("q") == request.query[String.self, at: "q"])
            #expect(request.queryNumber("year") == request.query[Int.self, at: "year"])
        }
    }

    @Test("a URL without a query has no parameters")
    func noQuery() async throws {
        try await withSuiteApp { app in
            let request = Request(application: app, url: URI(string: "/notes"), on: app.eventLoopGroup.next())
            #expect(request.queryText("q") == nil)
            #expect(request.queryNumber("limit") == nil)
        }
    }
}
