import Vapor

extension Request {
    private struct QueryValuesKey: StorageKey { typealias Value = [String: String] }

    /// The URL's query parameters, read once: the last value of each name (as Vapor's decoder
    /// reads a repeated one), `+` read as a space and percent escapes decoded, as forms send
    /// them. Vapor's `query[…]` builds a form decoder for every parameter it reads (a twentieth
    /// of a summary page for its year and month).
    private var queryValues: [String: String] {
        once(QueryValuesKey.self) {
            var values: [String: String] = [:]
            for pair in (url.query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.formDecoded(parts[0]), let value = Self.formDecoded(parts.count > 1 ? parts[1] : "")
                else { continue }
                values[name] = value
            }
            return values
        }
    }

    private static func formDecoded(_ text: Substring) -> String? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else { return String(text) }
        return text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// The query parameter `name` as text; nil when it is absent.
    public func queryText(_ name: String) -> String? {
        queryValues[name]
    }

    /// The query parameter `name` as a whole number; nil when it is absent or not one.
    public func queryNumber(_ name: String) -> Int? {
        queryValues[name].flatMap { Int($0) }
    }

    /// `name` as a whole number in `range`; nil when absent or empty; a value outside it (or no
    /// number) is refused with a 400 that names the parameter and the range, never clamped away.
    public func queryNumber(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = queryValues[name], !text.isEmpty else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw AppError.badParameter(name, value: text, allowed: "\(range.lowerBound)–\(range.upperBound)")
        }
        return number
    }

    /// `name` as one of `choices` (its raw values); nil when absent or empty; anything else is
    /// refused with a 400 that names the parameter and lists the choices.
    public func queryChoice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ choices: Choice.Type) throws -> Choice?
    where Choice.RawValue == String {
        guard let text = queryValues[name], !text.isEmpty else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw AppError.badParameter(name, value: text, allowed: Choice.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return choice
    }
}
