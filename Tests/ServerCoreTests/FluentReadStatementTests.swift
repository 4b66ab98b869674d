import Fluent
import FluentSQL
import Foundation
import SQLKit
import ServerTestSupport
import Testing

@testable import ServerCore

@Suite("Fluent reads are serialized without SQLKit's identifier escaping, to the same SQL")
struct FluentReadStatementTests {
    /// FluentSQL's query converter with its defaults, as the drivers use it for queries.
    struct Defaults: SQLConverterDelegate {
        func customDataType(_ dataType: DatabaseSchema.DataType) -> (any SQLExpression)? { nil }
    }

    /// The statement text and bind count the driver's own serialization makes of `query`.
    func driverSQL(_ query: DatabaseQuery, on database: any SQLDatabase) -> (String, Int) {
        var serializer = SQLSerializer(database: database)
        SQLQueryConverter(delegate: Defaults()).convert(query).serialize(to: &serializer)
        return (serializer.sql, serializer.binds.count)
    }

    @Test("filters, groups, sorts, limits, joins, an aggregate and a quote inside a name: the driver's text, byte for byte")
    func sameText() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            var count = User.query(on: app.db).filter(\.$email == "a@example.com").query
            count.action = .aggregate(.field(.path([.id], schema: User.schema), .count))
            let queries: [DatabaseQuery] = [
                User.query(on: app.db).filter(\.$email == "a@example.com").sort(\.$createdAt, .descending).limit(3).query,
                User.query(on: app.db).filter(\.$id ~~ [UUID(), UUID()])
                    .group(.or) { $0.filter(\.$email == "x").filter(\.$email != "y") }.range(5..<10).query,
                RefreshToken.query(on: app.db).join(User.self, on: \RefreshToken.$user.$id == \User.$id)
                    .filter(User.self, \.$email == "b@example.com").query,
                count,
                User.query(on: app.db).filter(.string("we\"ird"), .equal, "x").query,
            ]
            for query in queries {
                let ours = try #require(FluentReadStatement(query, dialect: sql.dialect))
                let (text, binds) = driverSQL(query, on: sql)
                #expect(ours.sql == text)
                #expect(ours.binds.count == binds)
            }
            #expect(driverSQL(queries[4], on: sql).0.contains(#""we""ird""#), "the quote is doubled, as SQLite escapes it")
        }
    }

    @Test("writes keep the driver's own path")
    func writesAreNotTaken() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            var query = User.query(on: app.db).filter(\.$email == "a@example.com").query
            for action in [DatabaseQuery.Action.delete, .update, .create] {
                query.action = action
                #expect(FluentReadStatement(query, dialect: sql.dialect) == nil)
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
