import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress bar on standard error: redrawn in place on a terminal, a line per tenth otherwise
/// (logs and pipes stay readable).
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let lock = NSLock()
    private var total: Int
    private var done = 0
    private var detail = ""
    private var lastDecile = -1
    private let interactive = isatty(STDERR_FILENO) == 1
    private var finished = false

    init(_ label: String, total: Int) {
        self.label = label
        self.total = total
    }

    func update(done: Int, total: Int? = nil, detail: String = "") {
        lock.withLock {
            guard !finished else { return }
            self.done = done
            if let total { self.total = total }
            self.detail = detail
            draw()
        }
    }

    func finish(_ message: String? = nil) {
        lock.withLock {
            guard !finished else { return }
            finished = true
            if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if let message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        }
    }

    private func draw() {
        let total = max(self.total, 1)
        let fraction = min(1, Double(done) / Double(total))
        if interactive {
            let width = 28
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let line = "\r\u{1B}[K\(label) \(bar) \(done)/\(self.total) \(detail)"
            FileHandle.standardError.write(Data(line.utf8))
        } else {
            let decile = Int(fraction * 10)
            guard decile != lastDecile else { return }
            lastDecile = decile
            FileHandle.standardError.write(Data("\(label) \(done)/\(self.total) \(detail)\n".utf8))
        }
    }
}

/// Byte counts the way people read them: 812 KB, 3.4 MB.
func byteText(_ bytes: Int64) -> String {
    ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
}
