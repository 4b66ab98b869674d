import Foundation

/// `pdfinfo` (poppler-utils, installed by `scripts/bootstrap test`): a real PDF reader's report.
public enum PDFInfo {
    /// The report's text, or an error when poppler cannot read the document.
    public static func report(_ pdf: Data) async throws -> String {
        let output = try await ReferenceTool.withFile(pdf, name: "document.pdf") { url in
            try await ReferenceTool.run("/usr/bin/pdfinfo", [url.path])
        }
        guard output.status == 0 else { throw Unreadable(reason: String(decoding: output.stderr, as: UTF8.self)) }
        return String(decoding: output.stdout, as: UTF8.self)
    }

    /// The report as `field: value` pairs ("Pages": "1", "Title": …); the first of a repeated field.
    public static func fields(_ pdf: Data) async throws -> [String: String] {
        let pairs = try await report(pdf).split(separator: "\n").compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    public struct Unreadable: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { "pdfinfo could not read the document: \(reason)" }
    }
}
