import Foundation

/// Runs a command-line tool to completion without blocking Swift concurrency's threads.
public enum ProcessRunner {
    /// Exit status and captured output of a finished process.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: Data
    }

    /// Runs `executable` with `arguments`; the blocking reads happen on a thread of their own.
    ///
    /// Not `DispatchQueue.global()`: on Linux Swift's cooperative pool is dispatch's global root
    /// queue, one thread per core, so a tool waited for there holds a thread every task needs.
    /// A thread per run costs far less than the process it waits for.
    public static func run(executable: String, arguments: [String]) async throws(AudioProbeError) -> Output {
        let result: Result<Output, AudioProbeError> = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: runBlocking(executable: executable, arguments: arguments))
            }.start()
        }
        return try result.get()
    }

    private static func runBlocking(executable: String, arguments: [String]) -> Result<Output, AudioProbeError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(.ffprobeNotFound(path: executable))
        }
        // Drain stderr concurrently so a chatty tool cannot fill its pipe and stall.
        let stderrBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        Thread {
            stderrBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return .success(Output(status: process.terminationStatus, stdout: stdout, stderr: stderrBox.data))
    }

    /// Hands the stderr bytes from the reading thread back; the group's wait orders the accesses.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }
}
