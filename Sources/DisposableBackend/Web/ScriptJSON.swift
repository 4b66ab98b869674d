import Foundation

/// The starting facts a page hands its script (`JSONDataScript`): sorted keys, so a page's
/// HTML is the same on every render and its golden snapshot holds.
enum ScriptJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
