#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One running worker process: its stdin, its stdout as a stream of lines, stderr to a log.
///
/// Reads happen on their own dispatch threads (blocking reads there never hold a Swift
/// concurrency thread); the actor that owns this object consumes `lines` in order.
final class WorkerProcess: @unchecked Sendable {
    let lines: AsyncStream<String>
    private let process: Process
    private let input: FileHandle

    /// Starts `executable arguments…` with `environment` added to the server's own.
    init(executable: String, arguments: [String], environment: [String: String], log: @escaping @Sendable (String) -> Void) throws {
        Self.ignoreBrokenPipes
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        self.process = process
        self.input = stdin.fileHandleForWriting
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        self.lines = lines
        Self.readLines(from: stdout.fileHandleForReading, into: { continuation.yield($0) }, end: { continuation.finish() })
        Self.readLines(from: stderr.fileHandleForReading, into: log, end: {})
    }

    /// Sends one request line; throws when the process is gone (EPIPE).
    func send(_ line: Data) throws {
        try input.write(contentsOf: line)
    }

    var isRunning: Bool { process.isRunning }
    var processIdentifier: Int32 { process.processIdentifier }

    /// Ends the process: closing stdin lets it finish its loop; SIGKILL if it does not.
    func terminate() {
        try? input.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Writing to a dead child must fail with EPIPE, not kill the server with SIGPIPE.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Reads on a thread of its own for the worker's whole life: a dispatch global queue's thread
    /// would be one of the few Swift concurrency's tasks of that priority run on (on Linux they
    /// are the same threads), held for as long as the worker runs.
    private static func readLines(from handle: FileHandle, into yield: @escaping @Sendable (String) -> Void, end: @escaping @Sendable () -> Void) {
        let reader = Thread {
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    if !line.isEmpty { yield(line) }
                }
            }
            if !buffer.isEmpty { yield(String(decoding: buffer, as: UTF8.self)) }
            end()
        }
        reader.name = "speech-worker-output"
        reader.start()
    }
}
