import Foundation
import Localization
import Markup
import Testing
import WebUI

/// Golden-file tests for pages: a page rendered from a model and a ``PageContext`` is compared
/// with `__Snapshots__/<name>.html` beside the test file.
///
/// Files hold one tag per line (a line break between `>` and `<`, where no text is touched), so
/// a change reads as a small diff in review. Set `RECORD_SNAPSHOTS=1` to write the files anew
/// from the current output (then review `git diff`); a missing file is recorded and fails once.
public func expectSnapshot(
    _ page: some HTML, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = PageSnapshot.format(page.renderedString())
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true).appendingPathComponent("\(name).html")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        if !recording {
            Issue.record("recorded a new snapshot \(name).html: review it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    if expected != actual {
        let difference = PageSnapshot.firstDifference(expected, actual)
        Issue.record(
            "\(name).html differs (RECORD_SNAPSHOTS=1 re-records) at line \(difference.line):\n- \(difference.expected)\n+ \(difference.actual)",
            sourceLocation: sourceLocation)
    }
}

public enum PageSnapshot {
    /// One tag per line: a newline wherever a tag ends and the next begins. Text and attribute
    /// values never hold a raw `<` or `>` (both are escaped), so nothing else changes.
    public static func format(_ html: String) -> String {
        html.replacingOccurrences(of: "><", with: ">\n<") + "\n"
    }

    static func firstDifference(_ expected: String, _ actual: String) -> (line: Int, expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "(end)"
            let after = index < new.count ? String(new[index]) : "(end)"
            if before != after { return (index + 1, before, after) }
        }
        return (0, "", "")
    }
}

extension PageContext {
    /// A context as a test pins it: fixed token, path and time zone.
    public static func snapshot(
        _ language: Language, account: AccountSummary? = nil, flash: Flash? = nil, path: String = "/",
        theme: ThemePreference = .system
    ) -> PageContext {
        PageContext(
            language: language, theme: theme, timeZone: TimeZone(identifier: "Europe/Istanbul")!, account: account,
            currentPath: path, flash: flash, csrf: .fixed("csrf-token-for-tests"))
    }
}

extension Language {
    /// The languages every page's golden file is recorded in: English, and Turkish for its casing
    /// (dotted İ) and formal register. French shares English's layout and is checked by the string
    /// tables' tests.
    public static let snapshotLanguages: [Language] = [.en, .tr]
}
