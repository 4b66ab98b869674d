import Fluent
import FluentSQL
import Foundation
import SQLKit
import ServerTestSupport
import Testing

@testable import ServerCore

@Suite("Fluent reads go to the read-only connections as the driver's SQL; writes keep the driver's path")
struct FluentReadStatementTests {
    @Test("writes keep the driver's own path")
    func writesAreNotTaken() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            var query = User.query(on: app.db).filter(\.$email == "a@example.com").query
            for action in [DatabaseQuery.Action.delete, .update, .create] {
                query.action = action
                #expect(FluentReadStatement.make(query, on: sql) == nil)
            }
        }
    }

    @Test("models read through it come back whole: every field, an optional one, a count")
    func readsRoundTrip() async throws {
        try await withSuiteApp { app in
            let user = User(email: "reader@example.com", passwordHash: "hash")
            try await user.create(on: app.db)
            let found = try #require(try await User.query(on: app.db).filter(\.$email == "reader@example.com").first())
            #expect(found.id == user.id && found.email == user.email && found.passwordHash == "hash")
            #expect(found.createdAt != nil)
            #expect(try await User.query(on: app.db).filter(\.$email == "reader@example.com").count() == 1)
        }
    }
}
