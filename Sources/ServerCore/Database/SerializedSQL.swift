import SQLKit

/// A statement already turned into SQL text and binds, written as it is.
///
/// A statement is serialized once: a Fluent read to send it to the read-only connections
/// (`FluentReadStatement`), a raw statement to see whether it only reads
/// (`SQLiteRoutingDatabase`); whoever runs it then writes the text it is given.
struct SerializedSQL: SQLExpression {
    let sql: String
    let binds: [any Encodable & Sendable]

    init(sql: String, binds: [any Encodable & Sendable]) {
        self.sql = sql
        self.binds = binds
    }

    /// `expression` as `database` writes it.
    init(_ expression: any SQLExpression, on database: any SQLDatabase) {
        var serializer = SQLSerializer(database: database)
        expression.serialize(to: &serializer)
        self.init(sql: serializer.sql, binds: serializer.binds)
    }

    /// Written into a serializer that starts empty (the driver serializes a whole statement),
    /// so the placeholders `?1…?n` written before still number these binds.
    func serialize(to serializer: inout SQLSerializer) {
        serializer.write(sql)
        serializer.binds.append(contentsOf: binds)
    }
}
