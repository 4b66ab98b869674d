import Foundation

/// Formatted text by input, shared between threads.
///
/// Foundation's format styles cost microseconds per call on Linux (a duration or a relative time
/// about 100 µs), and kits format the same values again and again: a notification plan repeats a
/// handful of block times, a detail screen re-renders the same date every second. Output depends
/// only on the input and the owner's fixed locale and zone, so remembering it is always correct.
/// Any pure text function may use one (rendered Markdown, say).
public typealias FormatMemo<Key: Hashable & Sendable> = Memo<Key, String>

extension Memo where Value == String {
    /// The remembered text for `key`, else `make()`'s, remembered.
    public func text(_ key: Key, _ make: () -> String) -> String {
        value(key, make)
    }
}

/// Values of a pure function by input, shared between threads (`FormatMemo` for text). The memo
/// empties itself when full, so a long-running process never grows it without bound.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let capacity: Int

    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The remembered value for `key`, else `make()`'s, remembered. `make` runs outside the lock;
    /// when it throws, nothing is remembered.
    public func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = try make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }
}

/// A memo key for text compared byte for byte.
///
/// Swift hashes and compares `String`s by canonical equivalence, normalizing non-ASCII text on
/// every call (a third of a Turkish notes row's cost went to hashing its body). A memo only needs
/// to know it saw the same bytes: a differently normalized copy of a text is a harmless miss.
public struct ExactText: Hashable, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in right.withUTF8 { b in Self.sameBytes(a, b) } }
    }

    /// `memcmp`: the generic `elementsEqual` compared byte by byte, a visible share of a notes row.
    static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0, let first = a.baseAddress, let second = b.baseAddress else { return true }
        return first == second || memcmp(first, second, a.count) == 0
    }

    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
