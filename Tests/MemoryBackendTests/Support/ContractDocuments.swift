import Foundation
import ServerTestSupport

/// What the package's OpenAPI documents promise, read from every `openapi.yaml` under
/// `Sources/` — whichever module owns a contract — so tests follow the contracts as they move.
///
/// A small line reader for the documents' own layout (two-space indents, one response per line
/// under `responses:`), not a YAML parser.
struct ContractDocuments {
    struct Operation: Hashable, CustomStringConvertible {
        var method: String
        var path: String
        var isPublic: Bool
        var description: String { "\(method.uppercased()) \(path)" }
    }

    /// A documented error code with the status of the response that documents it.
    struct ErrorCode: Hashable, CustomStringConvertible {
        var code: String
        var status: Int
        var description: String { "\(status) \(code)" }
    }

    var files: [URL] = []
    var operations: [Operation] = []
    var errorCodes: Set<ErrorCode> = []

    static func load() throws -> ContractDocuments {
        var result = ContractDocuments()
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.lastPathComponent == "openapi.yaml" else { continue }
            result.files.append(url)
            result.read(try String(contentsOf: url, encoding: .utf8))
        }
        return result
    }

    private mutating func read(_ text: String) {
        let lines = text.components(separatedBy: "\n")
        var section = ""
        var path: String?
        var statusOfResponse: [String: Int] = [:]
        var codesOfResponse: [String: [String]] = [:]
        var currentResponse: String?
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            let content = line.trimmingCharacters(in: .whitespaces)
            if indent == 0, content.hasSuffix(":") { section = String(content.dropLast()) }
            if section == "components", indent == 2 { currentResponse = nil; section = content == "responses:" ? "responses" : "components" }
            if section == "responses", indent == 4, content.hasSuffix(":") { currentResponse = String(content.dropLast()) }
            if section == "responses", indent == 6, content.hasPrefix("description:"), let name = currentResponse {
                codesOfResponse[name] = Self.backtickedCodes(content)
            }
            if section == "paths", indent == 2, content.hasSuffix(":") { path = String(content.dropLast()) }
            if section == "paths", indent == 4, let path,
                ["get:", "post:", "put:", "patch:", "delete:"].contains(content) {
                operations.append(Operation(method: String(content.dropLast()), path: path, isPublic: false))
            }
            if section == "paths", indent == 6, content == "security: []", !operations.isEmpty {
                operations[operations.count - 1].isPublic = true
            }
            if let reference = Self.responseReference(content) { statusOfResponse[reference.name] = reference.status }
        }
        for (name, codes) in codesOfResponse {
            guard let status = statusOfResponse[name] else { continue }
            for code in codes { errorCodes.insert(ErrorCode(code: code, status: status)) }
        }
    }

    /// `'404': { $ref: '#/components/responses/NotFound' }` → (404, NotFound).
    private static func responseReference(_ line: String) -> (status: Int, name: String)? {
        guard line.hasPrefix("'"), let marker = line.range(of: "#/components/responses/"),
            let status = Int(line.dropFirst().prefix(3))
        else { return nil }
        let name = line[marker.upperBound...].prefix { $0.isLetter || $0.isNumber }
        return (status, String(name))
    }

    /// The backticked words inside the description's parentheses: `(codes: `a`, `b`)` → a, b.
    /// (Backticked words outside them name fields, such as `errors`.)
    private static func backtickedCodes(_ text: String) -> [String] {
        var codes: [String] = []
        var depth = 0
        var inside = ""
        for character in text {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth -= 1; continue }
            if depth > 0 { inside.append(character) } else if !inside.isEmpty { inside.append(" ") }
        }
        for (index, piece) in inside.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            if !piece.isEmpty, piece.allSatisfy({ $0.isLowercase || $0 == "_" }) { codes.append(piece) }
        }
        return codes
    }
}
