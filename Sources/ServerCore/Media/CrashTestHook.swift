import Foundation

/// TEST HOOK ONLY: lets the crash test stop the server at a named point of a media write, so it
/// can `kill -9` it there instead of guessing with timers.
///
/// Inert unless the process was started with `SUITE_TEST_HOOK_PAUSE_AT=<point>`: then the first
/// time any task reaches that point it writes the point's name to the file named by
/// `SUITE_TEST_HOOK_MARKER` and waits forever (the test kills the process). Points, in the
/// order an upload passes them:
///
/// - `media.staging`: bytes written to the staging file, not yet flushed or sealed
/// - `media.staged`: every file sealed (fsync), nothing recorded yet
/// - `media.pending`: pending records committed, no file moved into place yet
/// - `media.placed`: files in place, owned by no row yet
/// - `media.transaction`: rows inserted and pending records deleted, the transaction not committed
/// - `media.committed`: committed
public enum CrashTestHook {
    private static let pausePoint = ProcessInfo.processInfo.environment["SUITE_TEST_HOOK_PAUSE_AT"]
    private static let marker = ProcessInfo.processInfo.environment["SUITE_TEST_HOOK_MARKER"]

    /// Pauses forever here when the test hook names `point`; returns at once otherwise.
    public static func reached(_ point: String) async {
        guard let pausePoint, pausePoint == point else { return }
        if let marker {
            try? Data(point.utf8).write(to: URL(fileURLWithPath: marker), options: .atomic)
        }
        while true {
            try? await Task.sleep(for: .seconds(3600))
        }
    }
}
