import Foundation

/// What the package's OpenAPI documents promise, read from the `openapi.yaml` of the named
/// contract modules under `Sources/`, so tests follow the contracts as they change. Each
/// backend's tests check the contracts that backend serves (an app built for Memory's tests
/// does not mount Disposable's routes).
///
/// A small line reader for the documents' own layout (two-space indents, one response per line
/// under `responses:`), not a YAML parser.
public struct ContractDocuments: Sendable {
    public struct Operation: Hashable, Sendable, CustomStringConvertible {
        public var method: String
        public var path: String
        public var isPublic: Bool
        public init(method: String, path: String, isPublic: Bool) {
            self.method = method
            self.path = path
            self.isPublic = isPublic
        }
        public var description: String { "\(method.uppercased()) \(path)" }
    }

    /// A documented error code with the status of the response that documents it.
    public struct ErrorCode: Hashable, Sendable, CustomStringConvertible {
        public var code: String
        public var status: Int
        public init(code: String, status: Int) {
            self.code = code
            self.status = status
        }
        public var description: String { "\(status) \(code)" }
    }

    public var files: [URL] = []
    public var operations: [Operation] = []
    public var errorCodes: Set<ErrorCode> = []

    public init() {}

    /// The documents of `contracts` (module names such as `MemoryAPI`).
    public static func load(contracts: Set<String>) throws -> ContractDocuments {
        var result = ContractDocuments()
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.lastPathComponent == "openapi.yaml",
                contracts.contains(url.deletingLastPathComponent().lastPathComponent)
            else { continue }
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
