import Foundation

/// The decoder every LL2 response goes through. DTOs parse dates themselves (see `LL2Date`), so
/// it needs no special strategies; one shared factory keeps future tweaks in one place.
public enum LL2Decoder {
    /// A fresh decoder for LL2 payloads.
    public static func make() -> JSONDecoder {
        JSONDecoder()
    }

    /// Decodes `type` from `data` with LL2 conventions.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try make().decode(type, from: data)
    }
}
