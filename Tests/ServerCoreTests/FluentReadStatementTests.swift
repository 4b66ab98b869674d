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
                let ours = try #require(FluentReadStatement.make(query, dialect: sql.dialect))
                let (text, binds) = driverSQL(query, on: sql)
                #expect(ours.sql == text)
                #expect(ours.binds.count == binds)
            }
            #expect(driverSQL(queries[4], on: sql).0.contains(#""we""ird""#), "the quote is doubled, as SQLite escapes it")
        }
    }

    @Test("SQLKit builder selects (aliases, functions, filters, sorts, a quote inside a name) read as the driver writes them")
    func builderSelectsSameText() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            let selects: [any SQLExpression] = [
                sql.select().column("id").column(SQLAlias(SQLFunction("substr", args: SQLColumn("body"), SQLLiteral.numeric("1"),
                                                                      SQLLiteral.numeric("400")), as: SQLIdentifier("body")))
                    .from("notes").where("user_id", .equal, SQLBind(UUID())).where(SQLColumn("deleted_at"), .is, SQLLiteral.null)
                    .orderBy("updated_at", .descending).orderBy("id", .ascending).limit(50).query,
                sql.select().column(SQLAlias(SQLFunction("count", args: SQLLiteral.all), as: SQLIdentifier("count")))
                    .from("we\"ird").where(SQLColumn("a\"b", table: "we\"ird"), .in, SQLGroupExpression([SQLBind(1), SQLBind(2)])).query,
            ]
            for select in selects {
                let ours = FluentReadStatement.serialize(select, dialect: sql.dialect)
                let theirs = SerializedSQL(select, on: sql)
                #expect(ours.sql == theirs.sql)
                #expect(ours.binds.map { String(reflecting: $0) } == theirs.binds.map { String(reflecting: $0) })
            }
            #expect(SerializedSQL(selects[1], on: sql).sql.contains(#""we""ird"."a""b""#), "quotes are doubled, as SQLite escapes them")
        }
    }

    /// The driver's text and binds (as text) for `query`.
    func driverStatement(_ query: DatabaseQuery, on database: any SQLDatabase) -> (String, [String]) {
        var serializer = SQLSerializer(database: database)
        SQLQueryConverter(delegate: Defaults()).convert(query).serialize(to: &serializer)
        return (serializer.sql, serializer.binds.map { String(reflecting: $0) })
    }

    /// Pairs of queries of one shape with different values: every part the shape walks.
    func sameShapePairs(_ db: any Database) -> [(DatabaseQuery, DatabaseQuery)] {
        func pair(_ make: (String, UUID, Date?, Int) -> DatabaseQuery) -> (DatabaseQuery, DatabaseQuery) {
            (make("a@example.com", UUID(), nil, 1), make("b@example.com", UUID(), Date(timeIntervalSince1970: 0), 2))
        }
        return [
            pair { email, _, _, _ in User.query(on: db).filter(\.$email == email).sort(\.$createdAt, .descending).limit(3).query },
            pair { email, id, _, n in
                User.query(on: db).filter(\.$id ~~ [id, UUID()]).group(.or) { $0.filter(\.$email == email).filter(\.$email != "y\(n)") }
                    .range(5..<10).query
            },
            pair { email, id, _, _ in
                RefreshToken.query(on: db).join(User.self, on: \RefreshToken.$user.$id == \User.$id)
                    .filter(User.self, \.$email == email).filter(\.$familyID == id).query
            },
            pair { email, _, _, _ in User.query(on: db).filter(\.$email =~ email).filter(\.$email ~= "x").filter(\.$email ~~ "y").query },
            pair { email, _, _, _ in User.query(on: db).filter(\.$email !~ email).unique().query },
            pair { _, id, _, _ in
                var count = User.query(on: db).filter(\.$id != id).query
                count.action = .aggregate(.field(.path([.id], schema: User.schema), .count))
                return count
            },
            pair { _, _, _, n in User.query(on: db).filter(\.$email ~~ []).filter(\.$email == "n\(n)").query },
            pair { _, _, _, n in User.query(on: db).filter(\.$email == .enumCase("fixed")).filter(\.$email == "n\(n)").query },
        ]
    }

    @Test("a query's text is made once per shape: the cached text and binds are the driver's for every query of the shape")
    func cachedShapes() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            let cache = FluentStatementCache()
            for (first, second) in sameShapePairs(app.db) {
                // setup: the first query of a shape fills the cache
                _ = try #require(FluentReadStatement.cached(first, dialect: sql.dialect, in: cache))
                let kept = cache.count
                // act: the second is answered from it
                let statement = try #require(FluentReadStatement.cached(second, dialect: sql.dialect, in: cache))
                // check
                let (text, binds) = driverStatement(second, on: sql)
                #expect(cache.count == kept, "no new shape for \(text)")
                #expect(statement.sql == text)
                #expect(statement.binds.map { String(reflecting: $0) } == binds, "binds in statement order for \(text)")
            }
            #expect(cache.count == sameShapePairs(app.db).count)
        }
    }

    @Test("what is written into the text itself makes a new shape: a limit, a NULL, a list's length, a literal")
    func differentShapes() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            let cache = FluentStatementCache()
            let nothing: String? = nil
            let queries = [
                User.query(on: app.db).limit(3).query,
                User.query(on: app.db).limit(4).query,
                User.query(on: app.db).filter(\.$email == "x").query,
                User.query(on: app.db).filter(.path(["email"], schema: User.schema), .equal, DatabaseQuery.Value.bind(nothing)).query,
                User.query(on: app.db).filter(\.$email ~~ ["a"]).query,
                User.query(on: app.db).filter(\.$email ~~ ["a", "b"]).query,
                User.query(on: app.db).filter(\.$email == .enumCase("one")).query,
                User.query(on: app.db).filter(\.$email == .enumCase("two")).query,
            ]
            for query in queries {
                let statement = try #require(FluentReadStatement.cached(query, dialect: sql.dialect, in: cache))
                #expect(statement.sql == driverStatement(query, on: sql).0)
            }
            #expect(cache.count == queries.count)
        }
    }

    @Test("a query with a custom part is serialized each time and never kept")
    func customIsNotKept() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            let cache = FluentStatementCache()
            let query = User.query(on: app.db).filter(.sql(unsafeRaw: "1 = 1")).query
            let statement = try #require(FluentReadStatement.cached(query, dialect: sql.dialect, in: cache))
            #expect(statement.sql == driverStatement(query, on: sql).0)
            #expect(cache.count == 0)
        }
    }

    @Test("writes keep the driver's own path")
    func writesAreNotTaken() async throws {
        try await withSuiteApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            var query = User.query(on: app.db).filter(\.$email == "a@example.com").query
            for action in [DatabaseQuery.Action.delete, .update, .create] {
                query.action = action
                #expect(FluentReadStatement.make(query, dialect: sql.dialect) == nil)
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
