import Fluent
import FluentSQL
import Foundation
import SQLKit

/// A Fluent read (`.read` or `.aggregate`) turned into SQL text by us, then run through the
/// driver as a ready statement (`SerializedSQL`).
///
/// Why: turning a query into SQL cost more than SQLite's own work on it, so the text is made
/// once per shape of query (`cached(_:dialect:in:)`). And on Linux SQLKit escapes every
/// identifier with the standard library's generic `replacing(_:with:)`, and a Fluent select
/// names each column three times (`"table"."column" AS "table_column"`): a tenth of a signed-in page's time in the release
/// profile went to escaping quotes that are never there. Here identifiers are written as they
/// are and escaped only when one really holds a quote (`IdentifierQuote`), so the text is the
/// SQLite dialect's, byte for byte (tested against it); the rows are read exactly as the driver
/// reads them (`RowOutput`).
enum FluentReadStatement {
    /// Nil for anything but a read or an aggregate: writes keep the driver's own path (an
    /// insert's `RETURNING` and the like are the driver's business).
    static func make(_ query: DatabaseQuery, dialect: any SQLDialect) -> SerializedSQL? {
        guard isRead(query) else { return nil }
        let expression = SQLQueryConverter(delegate: QueryOnlyConverterDelegate()).convert(query)
        return serialize(expression, dialect: dialect)
    }

    /// Any statement (a Fluent read converted above, or an SQLKit builder's select) as
    /// `dialect`'s text, with identifiers written the quick way (`IdentifierQuote`): the same
    /// bytes the driver writes, without SQLKit's generic escaping of every name.
    static func serialize(_ statement: any SQLExpression, dialect: any SQLDialect) -> SerializedSQL {
        var serializer = SQLSerializer(database: SerializingDatabase(dialect: QuickQuotingDialect(base: dialect)))
        statement.serialize(to: &serializer)
        return SerializedSQL(sql: serializer.sql, binds: serializer.binds)
    }

    /// The statement for `query`, its text made once per shape (`FluentQueryShape`) and kept in
    /// `cache`; a shapeless read is serialized each time. Nil for writes, as above.
    static func cached(_ query: DatabaseQuery, dialect: any SQLDialect, in cache: FluentStatementCache) -> SerializedSQL? {
        guard isRead(query) else { return nil }
        guard let (shape, binds) = FluentQueryShape.of(query) else { return make(query, dialect: dialect) }
        if let sql = cache.text(of: shape) { return SerializedSQL(sql: sql, binds: binds) }
        guard let made = make(query, dialect: dialect) else { return nil }
        // The shape's walk must bind what the serializer bound, in its order, before its text
        // stands for every query of the shape; a query where they differ is simply not kept.
        if made.binds.map({ String(reflecting: $0) }) == binds.map({ String(reflecting: $0) }) {
            cache.keep(made.sql, for: shape)
        }
        return made
    }

    private static func isRead(_ query: DatabaseQuery) -> Bool {
        switch query.action {
        case .read, .aggregate: true
        case .create, .update, .delete, .custom: false
        }
    }

    /// A row as Fluent's models read it: `schema_key` columns once a schema is set (Fluent's
    /// select aliases), `key` before. The same rules as the SQLite driver's private output.
    struct RowOutput: DatabaseOutput {
        let row: any SQLRow
        let schema: String?

        var description: String { String(describing: row) }

        private func column(_ key: FieldKey) -> String {
            guard let schema else { return key.description }
            return "\(schema)_\(key.description)"
        }

        func schema(_ schema: String) -> any DatabaseOutput { RowOutput(row: row, schema: schema) }
        func contains(_ key: FieldKey) -> Bool { row.contains(column: column(key)) }
        func decodeNil(_ key: FieldKey) throws -> Bool { try row.decodeNil(column: column(key)) }
        func decode<T: Decodable>(_ key: FieldKey, as type: T.Type) throws -> T {
            try row.decode(column: column(key), as: T.self)
        }
    }
}

/// The SQLite driver's converter delegate only changes schema data types; queries convert with
/// FluentSQL's defaults, which is all this one keeps.
private struct QueryOnlyConverterDelegate: SQLConverterDelegate {
    func customDataType(_ dataType: DatabaseSchema.DataType) -> (any SQLExpression)? { nil }
}

/// `SQLIdentifier` writes `quote`, the name, `quote`, and escapes the name only when the quote is
/// an `SQLRaw`. This quote is not one, so names are written as they are; on the closing call it
/// looks at the name just written and doubles any `"` in it, as SQLite's escaping would.
/// One instance serves one statement (it remembers whether it opened a name).
private final class IdentifierQuote: SQLExpression, @unchecked Sendable {
    private var openedAt: Int?

    func serialize(to serializer: inout SQLSerializer) {
        guard let openedAt else {
            serializer.sql.append("\"")
            self.openedAt = serializer.sql.utf8.count
            return
        }
        self.openedAt = nil
        let start = serializer.sql.utf8.index(serializer.sql.utf8.startIndex, offsetBy: openedAt)
        if serializer.sql.utf8[start...].contains(UInt8(ascii: "\"")) {
            let name = serializer.sql[start...].replacingOccurrences(of: "\"", with: "\"\"")
            serializer.sql.replaceSubrange(start..., with: name)
        }
        serializer.sql.append("\"")
    }
}

/// The driver's dialect in every respect but the identifier quote.
private struct QuickQuotingDialect: SQLDialect {
    let base: any SQLDialect
    let quote = IdentifierQuote()

    var name: String { base.name }
    var identifierQuote: any SQLExpression { quote }
    var literalStringQuote: any SQLExpression { base.literalStringQuote }
    var supportsAutoIncrement: Bool { base.supportsAutoIncrement }
    var autoIncrementClause: any SQLExpression { base.autoIncrementClause }
    var autoIncrementFunction: (any SQLExpression)? { base.autoIncrementFunction }
    func bindPlaceholder(at position: Int) -> any SQLExpression { base.bindPlaceholder(at: position) }
    func literalBoolean(_ value: Bool) -> any SQLExpression { base.literalBoolean(value) }
    var literalDefault: any SQLExpression { base.literalDefault }
    var supportsIfExists: Bool { base.supportsIfExists }
    var enumSyntax: SQLEnumSyntax { base.enumSyntax }
    var supportsDropBehavior: Bool { base.supportsDropBehavior }
    var supportsReturning: Bool { base.supportsReturning }
    var triggerSyntax: SQLTriggerSyntax { base.triggerSyntax }
    var alterTableSyntax: SQLAlterTableSyntax { base.alterTableSyntax }
    func customDataType(for dataType: SQLDataType) -> (any SQLExpression)? { base.customDataType(for: dataType) }
    func normalizeSQLConstraint(identifier: any SQLExpression) -> any SQLExpression {
        base.normalizeSQLConstraint(identifier: identifier)
    }
    var upsertSyntax: SQLUpsertSyntax { base.upsertSyntax }
    var unionFeatures: SQLUnionFeatures { base.unionFeatures }
    var sharedSelectLockExpression: (any SQLExpression)? { base.sharedSelectLockExpression }
    var exclusiveSelectLockExpression: (any SQLExpression)? { base.exclusiveSelectLockExpression }
    func nestedSubpathExpression(in column: any SQLExpression, for path: [String]) -> (any SQLExpression)? {
        base.nestedSubpathExpression(in: column, for: path)
    }
}

/// What `SQLSerializer` needs to know a dialect; it never runs anything.
private struct SerializingDatabase: SQLDatabase {
    let dialect: any SQLDialect
    var logger: Logger { Logger(label: "sql-serializer") }
    var eventLoop: any EventLoop { preconditionFailure("only serializes") }
    var version: (any SQLDatabaseReportedVersion)? { nil }
    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        preconditionFailure("only serializes")
    }
}
