import Foundation
import NIOConcurrencyHelpers

/// Where a read runs: in the task that asked for it, or on the blocking thread pool.
///
/// A page's reads take tens of microseconds, and sending each to the thread pool and back costs
/// two thread wake-ups, which measured 15–25 % of a list page's CPU (`make bench`, decision
/// 0002). But a long read (a search over every note, a year's recap over 100,000 entries) must
/// not hold one of the few threads Swift's concurrency runs every request on. So a statement
/// runs on the pool until it has been seen to be quick, then in its caller's task; one that turns
/// out slow goes back to the pool for good. Statements are keyed by their SQL text, whose values
/// are binds, so the number of kinds is the number of queries in the code, not of requests.
final class SQLiteReadPlacement: Sendable {
    /// A read quicker than this may run in a concurrency thread without stalling the requests
    /// behind it.
    let inlineLimit: Duration
    /// More kinds than any release has queries: past it, new kinds stay on the pool.
    static let maximumKinds = 2_000

    private enum Verdict { case quick, slow }
    private let verdicts = NIOLockedValueBox([String: Verdict]())

    init(inlineLimit: Duration = .milliseconds(1)) {
        self.inlineLimit = inlineLimit
    }

    /// Whether `sql` has only ever been quick.
    func runsInline(_ sql: String) -> Bool {
        verdicts.withLockedValue { $0[sql] } == .quick
    }

    /// Runs `read` and records from the CPU time it took where `sql` runs next time.
    ///
    /// CPU time, not the wall clock: under load a thread is often paused mid-read, and a quick
    /// read measured by the wall clock would look slow.
    func timing<Rows>(_ sql: String, _ read: () throws -> Rows) rethrows -> Rows {
        let start = Self.threadCPUTime()
        let rows = try read()
        record(sql, took: Self.threadCPUTime() - start)
        return rows
    }

    /// The CPU time this thread has used so far.
    static func threadCPUTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    private func record(_ sql: String, took duration: Duration) {
        let verdict: Verdict = duration < inlineLimit ? .quick : .slow
        verdicts.withLockedValue { verdicts in
            switch verdicts[sql] {
            case .slow: return  // once slow, kept off the concurrency threads
            case .quick: if verdict == .slow { verdicts[sql] = .slow }
            case nil: if verdicts.count < Self.maximumKinds { verdicts[sql] = verdict }
            }
        }
    }
}
