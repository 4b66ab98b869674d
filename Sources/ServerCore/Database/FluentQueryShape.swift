import Fluent

/// What of a Fluent read decides its SQL text (schema, fields, joins, filter structure, sort,
/// limit), apart from the values it binds, which it lists in the order the statement uses them.
///
/// Two queries of one shape serialize to the same text, so the text is made once per shape
/// (`FluentStatementCache`): a page asks the same few questions with different ids, and turning
/// each into SQL was most of a read's cost outside SQLite. The walk mirrors FluentSQL's
/// `SQLQueryConverter` and SQLKit's `SELECT` order (columns, joins, `WHERE`, `ORDER BY`, `LIMIT`,
/// `OFFSET`); anything it does not know (a custom expression, a nested JSON path, a dictionary
/// value) makes the query shapeless, and it is serialized as before.
struct FluentQueryShape: Hashable, Sendable {
    /// One part of the shape: a name, a key, a number or a structural marker.
    enum Token: Hashable, Sendable {
        case text(String)
        case key(FieldKey)
        case number(Int)
        case none
    }

    let tokens: [Token]

    /// The shape of `query` and its binds in statement order; nil when the query is shapeless.
    static func of(_ query: DatabaseQuery) -> (shape: FluentQueryShape, binds: [any Encodable & Sendable])? {
        var walk = Walk()
        guard walk.query(query) else { return nil }
        return (FluentQueryShape(tokens: walk.tokens), walk.binds)
    }

    private struct Walk {
        var tokens: [Token] = []
        var binds: [any Encodable & Sendable] = []

        init() { tokens.reserveCapacity(64) }

        mutating func query(_ query: DatabaseQuery) -> Bool {
            tokens.append(.text(query.schema))
            optional(query.space)
            tokens.append(.number(query.isUnique ? 1 : 0))
            switch query.action {
            case .read:
                tokens.append(.number(0))
                tokens.append(.number(query.fields.count))
                for field in query.fields { guard self.field(field) else { return false } }
            case .aggregate(.field(let field, let method)):
                tokens.append(.number(1))
                guard let code = Self.code(method), self.field(field) else { return false }
                tokens.append(.number(code))
            default:
                return false
            }
            tokens.append(.number(query.joins.count))
            for join in query.joins { guard self.join(join) else { return false } }
            tokens.append(.number(query.filters.count))
            for filter in query.filters { guard self.filter(filter) else { return false } }
            tokens.append(.number(query.sorts.count))
            for sort in query.sorts {
                guard case .sort(let field, let direction) = sort, self.field(field) else { return false }
                switch direction {
                case .ascending: tokens.append(.number(0))
                case .descending: tokens.append(.number(1))
                case .custom: return false
                }
            }
            // Limits and offsets are written into the text as numbers.
            tokens.append(.number(query.limits.count))
            for limit in query.limits {
                guard case .count(let count) = limit else { return false }
                tokens.append(.number(count))
            }
            tokens.append(.number(query.offsets.count))
            for offset in query.offsets {
                guard case .count(let count) = offset else { return false }
                tokens.append(.number(count))
            }
            return true
        }

        mutating func optional(_ text: String?) {
            tokens.append(text.map(Token.text) ?? .none)
        }

        mutating func field(_ field: DatabaseQuery.Field) -> Bool {
            switch field {
            case .path(let path, let schema) where path.count == 1:
                tokens.append(.text(schema))
                tokens.append(.none)
                tokens.append(.key(path[0]))
            case .extendedPath(let path, let schema, let space) where path.count == 1:
                tokens.append(.text(schema))
                optional(space)
                tokens.append(.key(path[0]))
            default:
                return false
            }
            return true
        }

        mutating func join(_ join: DatabaseQuery.Join) -> Bool {
            switch join {
            case .join(let schema, let alias, let method, let foreign, let local):
                return joined(schema: schema, space: nil, alias: alias, method: method) && field(foreign) && field(local)
            case .extendedJoin(let schema, let space, let alias, let method, let foreign, let local):
                return joined(schema: schema, space: space, alias: alias, method: method) && field(foreign) && field(local)
            case .advancedJoin(let schema, let space, let alias, let method, let filters):
                guard joined(schema: schema, space: space, alias: alias, method: method) else { return false }
                tokens.append(.number(filters.count))
                return filters.allSatisfy { filter($0) }
            case .custom:
                return false
            }
        }

        private mutating func joined(schema: String, space: String?, alias: String?, method: DatabaseQuery.Join.Method) -> Bool {
            tokens.append(.text(schema))
            optional(space)
            optional(alias)
            switch method {
            case .inner: tokens.append(.number(0))
            case .left: tokens.append(.number(1))
            case .custom: return false
            }
            return true
        }

        mutating func filter(_ filter: DatabaseQuery.Filter) -> Bool {
            switch filter {
            case .value(let field, .equality(let inverse), let value) where Self.isNull(value):
                // `IS NULL` / `IS NOT NULL`: nothing bound.
                tokens.append(.number(inverse ? 11 : 10))
                return self.field(field)
            case .value(let field, .contains(let inverse, let position), .bind(let bind)):
                // `LIKE` with the pattern bound as text, as FluentSQL builds it.
                guard let text = (bind as? String) ?? (bind as? any CustomStringConvertible)?.description else { return false }
                tokens.append(.number(inverse ? 13 : 12))
                switch position {
                case .anywhere: tokens.append(.number(0)); binds.append("%" + text + "%")
                case .prefix: tokens.append(.number(1)); binds.append(text + "%")
                case .suffix: tokens.append(.number(2)); binds.append("%" + text)
                }
                return self.field(field)
            case .value(_, .subset(let inverse), .array(let values)) where values.isEmpty:
                tokens.append(.number(inverse ? 15 : 14))  // `1 <> 0` / `1 = 0`
                return true
            case .value(let field, let method, let value):
                guard let code = Self.code(method) else { return false }
                tokens.append(.number(20))
                tokens.append(.number(code))
                return self.field(field) && self.value(value)
            case .field(let left, let method, let right):
                guard let code = Self.code(method) else { return false }
                tokens.append(.number(21))
                tokens.append(.number(code))
                return self.field(left) && self.field(right)
            case .group(let filters, let relation):
                switch relation {
                case .and: tokens.append(.number(22))
                case .or: tokens.append(.number(23))
                case .custom: return false
                }
                tokens.append(.number(filters.count))
                return filters.allSatisfy { self.filter($0) }
            case .custom:
                return false
            }
        }

        mutating func value(_ value: DatabaseQuery.Value) -> Bool {
            switch value {
            case .bind(let bind):
                if Self.isNull(value) {
                    tokens.append(.number(1))  // written as `NULL`
                } else {
                    tokens.append(.number(0))
                    binds.append(bind)
                }
            case .null:
                tokens.append(.number(1))
            case .array(let values):
                tokens.append(.number(2))
                tokens.append(.number(values.count))
                return values.allSatisfy { self.value($0) }
            case .enumCase(let name):
                tokens.append(.number(3))
                tokens.append(.text(name))  // written as a string literal
            case .default:
                tokens.append(.number(4))
            case .dictionary, .custom:
                return false
            }
            return true
        }

        static func isNull(_ value: DatabaseQuery.Value) -> Bool {
            switch value {
            case .null: true
            case .bind(let bind): (bind as? any AnyOptionalType).map { $0.wrappedValue == nil } ?? false
            default: false
            }
        }

        static func code(_ method: DatabaseQuery.Filter.Method) -> Int? {
            switch method {
            case .equality(let inverse): inverse ? 1 : 0
            case .order(let inverse, let equality): 2 + (inverse ? 2 : 0) + (equality ? 1 : 0)
            case .subset(let inverse): inverse ? 7 : 6
            case .contains, .custom: nil  // `contains` is only written by the case above
            }
        }

        static func code(_ method: DatabaseQuery.Aggregate.Method) -> Int? {
            switch method {
            case .average: 0
            case .count: 1
            case .sum: 2
            case .maximum: 3
            case .minimum: 4
            case .custom: nil
            }
        }
    }
}
