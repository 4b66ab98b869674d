import Foundation
import Testing

/// Golden files under `__Snapshots__/` beside the tests. `RECORD_SNAPSHOTS=1 swift test --filter
/// ChartsTests` rewrites them; review the diff like any other change.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// One element per line, so a diff shows which element changed. Text never contains a raw
    /// `<`, so the split cannot cut through content.
    static func readable(_ markup: String) -> String {
        markup.replacingOccurrences(of: "><", with: ">\n<") + "\n"
    }

    static func check(_ markup: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let actual = readable(markup)
        if isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no snapshot \(name): run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(expectedLines.count, actualLines.count)
            let want = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
            let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
            Issue.record(
                "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\nre-record with RECORD_SNAPSHOTS=1 if intended",
                sourceLocation: sourceLocation)
        }
    }
}
