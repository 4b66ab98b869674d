import Foundation

/// The server's clock moved by the number of seconds written in a file (`SUITE_CLOCK_FILE`),
/// so a browser test can put the server and the browser at the same instant of the plan
/// ("13:54:55 in Istanbul") and move both forward (Tests/Browser/pinned_clock.py). Only a
/// server started with the variable set ever reads it; a missing or empty file means no shift.
///
/// The file is read on every call, on purpose: a test rewrites it between steps and the next
/// request must see the new time, and a test server serves few requests.
struct ShiftedClock: Sendable {
    let path: String

    /// The environment variable that names the file.
    static let environmentKey = "SUITE_CLOCK_FILE"

    var offset: TimeInterval {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        return TimeInterval(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    func now() -> Date { Date().addingTimeInterval(offset) }
}
