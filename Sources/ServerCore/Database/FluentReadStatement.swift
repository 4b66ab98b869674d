import Fluent
import FluentSQL
import SQLKit

/// A Fluent read (`.read` or `.aggregate`) turned into SQL text, so that it can run on the
/// read-only connections (`SQLiteReadPool`) instead of the driver's single writer connection.
/// The text is the driver's own: FluentSQL's converter with the SQLite driver's defaults,
/// serialized in the database's dialect.
enum FluentReadStatement {
    /// Nil for anything but a read or an aggregate: writes keep the driver's own path (an
    /// insert's `RETURNING` and the like are the driver's business).
    static func make(_ query: DatabaseQuery, on database: any SQLDatabase) -> SerializedSQL? {
        switch query.action {
        case .read, .aggregate:
            SerializedSQL(SQLQueryConverter(delegate: QueryOnlyConverterDelegate()).convert(query), on: database)
        case .create, .update, .delete, .custom:
            nil
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
