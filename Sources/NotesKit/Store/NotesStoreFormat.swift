import Foundation

/// The `notes_store` JSON format: the iOS app's `[Note]` through `Codable`, shared by the
/// UserDefaults store, export and import, so a file moves between the iOS app and the web as is
/// (docs/apps/notes.md#storage).
public enum NotesStoreFormat {
    /// The UserDefaults key the iOS app has always used.
    public static let userDefaultsKey = "notes_store"

    /// `notes` as the iOS app writes them: dates as seconds since 2001 (`JSONEncoder`'s default).
    /// Keys are sorted so the same notes always give the same bytes.
    public static func encode(_ notes: [Note], prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .deferredToDate
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        return try encoder.encode(notes)
    }

    /// Decodes `[Note]`. Dates may be numbers (seconds since 2001, the iOS default) or
    /// ISO 8601 strings, so hand-written or other tools' files import too.
    public static func decode(_ data: Data) throws -> [Note] {
        try decoder().decode([Note].self, from: data)
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Double.self) {
                return Date(timeIntervalSinceReferenceDate: seconds)
            }
            let text = try container.decode(String.self)
            if let date = try? Date(text, strategy: .iso8601) { return date }
            if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected seconds since 2001 or an ISO 8601 date")
        }
        return decoder
    }
}
