import Foundation
import Vapor

extension Application {
    /// An executable's whole life: detect the environment, bootstrap logging, let `setUp`
    /// configure the application and register commands, run the command the arguments name,
    /// and shut down cleanly whether it succeeded or failed (`suite`, `bench-seed`).
    ///
    /// `whenListening` runs once the HTTP server accepts connections (the serve command only),
    /// so an executable can tell the person who started it where to go.
    ///
    /// A failure (a bad setting, a database that cannot open) ends the process with status 1 and
    /// one line on standard error that names it. Throwing it out of `main` instead would crash the
    /// process with a signal and print a backtrace of every thread, 140 lines, after the message.
    public static func runCommandLine(
        _ setUp: (Application) async throws -> Void,
        whenListening: ((Application) -> Void)? = nil
    ) async throws {
        var environment = try Environment.detect()
        try LoggingSystem.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        do {
            try await setUp(app)
            try await app.startup()
            if let whenListening, app.http.server.shared.localAddress != nil { whenListening(app) }
            try await app.running?.onStop.get()
        } catch {
            try? await app.asyncShutdown()
            let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "suite"
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
        try await app.asyncShutdown()
    }
}
