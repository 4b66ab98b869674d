import Foundation

/// The starting facts a page hands its script (`JSONDataScript`): sorted keys, so a page's
/// HTML is the same on every render and its golden snapshot holds.
enum ScriptJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// `object` (encoded above) with one more member, `key`, whose value is JSON encoded before
    /// (a part that seldom changes, kept encoded). `key` must sort after every key of `object`,
    /// so the result is what encoding the whole would give.
    static func appending(_ json: String, as key: String, to object: String) -> String {
        precondition(object.hasSuffix("}"), "an encoded object")
        let member = "\"\(key)\":\(json)}"
        return object == "{}" ? "{" + member : object.dropLast() + "," + member
    }
}
