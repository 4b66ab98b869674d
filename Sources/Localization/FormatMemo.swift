import Foundation

/// Formatted text by input, shared between threads.
///
/// Foundation's format styles cost microseconds per call on Linux (a duration or a relative time
/// about 100 µs), and kits format the same values again and again: a notification plan repeats a
/// handful of block times, a detail screen re-renders the same date every second. Output depends
/// only on the input and the owner's fixed locale and zone, so remembering it is always correct.
/// The memo empties itself when full, so a long-running process never grows it without bound.
/// Any pure text function may use one (rendered Markdown, say).
public final class FormatMemo<Key: Hashable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: String] = [:]
    private let capacity: Int

    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The remembered text for `key`, else `make()`'s, remembered. `make` runs outside the lock.
    public func text(_ key: Key, _ make: () -> String) -> String {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }
}
