import NIOConcurrencyHelpers

/// The SQL text of each shape of Fluent read this process has run (`FluentQueryShape`).
///
/// A server asks a few hundred kinds of question, so the cache stays small; should a bug or an
/// unbounded `IN (…)` list ever make shapes without end, it empties itself when full.
final class FluentStatementCache: Sendable {
    private let texts = NIOLockedValueBox([FluentQueryShape: String]())
    private let capacity: Int

    init(capacity: Int = 2_048) {
        self.capacity = capacity
    }

    func text(of shape: FluentQueryShape) -> String? {
        texts.withLockedValue { $0[shape] }
    }

    func keep(_ text: String, for shape: FluentQueryShape) {
        texts.withLockedValue { texts in
            if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
            texts[shape] = text
        }
    }

    var count: Int { texts.withLockedValue { $0.count } }

    /// One per process: every SQLite database of the server speaks the same dialect.
    static let shared = FluentStatementCache()
}
