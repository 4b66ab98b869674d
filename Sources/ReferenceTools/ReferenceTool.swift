import Foundation
import MediaTools

/// Other people's implementations that tests check our output against (exiftool, zbar, Info-ZIP,
/// Python's zipfile, poppler, botocore). One copy of each, shared by every test target.
///
/// Each runs through `ProcessRunner` (docs/backend-rules.md rule 12): a tool waited for on one
/// of Swift's threads holds up every other test running beside it.
public enum ReferenceTool {
    /// Runs `executable` and returns its whole output; `stdout` and `stderr` kept apart.
    public static func run(_ executable: String, _ arguments: [String]) async throws -> ProcessRunner.Output {
        try await ProcessRunner.run(executable: executable, arguments: arguments)
    }

    /// `python3` from the PATH (the test venv's, which has botocore and boto3).
    public static func python(_ arguments: [String]) async throws -> ProcessRunner.Output {
        try await run("/usr/bin/env", ["python3"] + arguments)
    }

    /// Writes `data` to a temporary file named after `name` for `body` and removes it after.
    public static func withFile<T>(_ data: Data, name: String, _ body: (URL) async throws -> T) async throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await body(url)
    }
}

extension ProcessRunner.Output {
    /// Standard output as text, without the trailing newline.
    public var text: String {
        String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
