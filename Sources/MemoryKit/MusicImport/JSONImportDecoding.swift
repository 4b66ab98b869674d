import Foundation

/// JSON decoding for imports, with errors that name the item and field instead of a coding path.
enum JSONImportDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(MusicImportError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error, in: data)
        } catch {
            throw MusicImportError(.notJSON)
        }
    }

    static func startsWithArray(_ data: Data) -> Bool {
        data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) } == 0x5B
    }

    static func describe(_ error: DecodingError, in data: Data) -> MusicImportError {
        let context: DecodingError.Context
        let problem: MusicImportError.Problem
        switch error {
        case .keyNotFound(let key, let keyContext):
            return MusicImportError(item: item(keyContext.codingPath), field: field(keyContext.codingPath + [key]), .missing)
        case .typeMismatch(let type, let mismatch):
            context = mismatch
            problem = .wrongType(expected: kind(type))
        case .valueNotFound(let type, let missing):
            context = missing
            problem = .nullValue(expected: kind(type))
        case .dataCorrupted(let corrupted):
            context = corrupted
            guard corrupted.codingPath.isEmpty else {
                problem = .invalidValue
                break
            }
            return MusicImportError(line: syntaxLine(in: data), .invalidJSON)
        @unknown default:
            return MusicImportError(.notJSON)
        }
        return MusicImportError(item: item(context.codingPath), field: field(context.codingPath), problem)
    }

    /// The 1-based position of the first array index on the path.
    private static func item(_ path: [any CodingKey]) -> Int? {
        path.lazy.compactMap(\.intValue).first.map { $0 + 1 }
    }

    /// The keys after the item, joined with dots (`date.uts`); nil for the item itself.
    private static func field(_ path: [any CodingKey]) -> String? {
        let keys = path.drop { $0.intValue == nil && path.contains { $0.intValue != nil } }
            .filter { $0.intValue == nil }.map(\.stringValue)
        return keys.isEmpty ? nil : keys.joined(separator: ".")
    }

    private static func kind(_ type: Any.Type) -> MusicImportError.ValueKind {
        switch type {
        case is String.Type: .string
        case is Int.Type, is Int64.Type, is Double.Type: .number
        case is [Any].Type: .list
        default: .object
        }
    }

    /// The line of a syntax error. JSONDecoder does not say where; JSONSerialization says
    /// "around character N", and the line is one more than the newlines before it.
    private static func syntaxLine(in data: Data) -> Int? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let text = String(describing: (error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? "")
            guard let range = text.range(of: "character "), let offset = Int(text[range.upperBound...].prefix { $0.isNumber })
            else { return nil }
            return data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        }
    }
}
