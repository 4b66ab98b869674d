import Vapor

extension Application {
    /// An executable's whole life: detect the environment, bootstrap logging, let `setUp`
    /// configure the application and register commands, run the command the arguments name,
    /// and shut down cleanly whether it succeeded or failed (`suite`, `bench-seed`).
    ///
    /// `whenListening` runs once the HTTP server accepts connections (the serve command only),
    /// so an executable can tell the person who started it where to go.
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
            app.logger.report(error: error)
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
