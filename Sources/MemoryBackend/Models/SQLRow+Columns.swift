import SQLKit

extension SQLRow {
    /// A nullable column: two lookups, where `SQLRowDecoder`'s `decodeIfPresent` makes three.
    func optional<T: Decodable>(_ column: String, as type: T.Type = T.self) throws -> T? {
        try decodeNil(column: column) ? nil : decode(column: column, as: T.self)
    }
}
