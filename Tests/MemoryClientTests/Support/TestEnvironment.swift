import Foundation
import MemoryClient

/// A clock tests move by hand; `sleep` moves it instead of waiting, so backoffs pass at once.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var ids = 0

    init(_ start: Date = Date(timeIntervalSince1970: 1_717_200_000)) {  // 2024-06-01T00:00:00Z
        current = start
    }

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    func set(_ date: Date) {
        lock.withLock { current = date }
    }

    /// An environment on this clock: no real waiting, jitter pinned to `random`, sequential ids.
    func environment(random: Double = 0.5, timeZone: TimeZone = TimeZone(identifier: "Europe/Istanbul")!) -> ClientEnvironment {
        ClientEnvironment(
            now: { self.now },
            sleep: { duration in
                let (seconds, attoseconds) = duration.components
                self.advance(Double(seconds) + Double(attoseconds) / 1e18)
            },
            random: { random },
            makeID: { self.nextID() },
            timeZone: { timeZone })
    }

    private func nextID() -> UUID {
        lock.withLock {
            ids += 1
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", ids))!
        }
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A file with these bytes in `folder`.
func writeFile(_ name: String, _ bytes: [UInt8], in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
}
