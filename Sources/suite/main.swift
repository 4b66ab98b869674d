import Foundation
import ServerCore
import SuiteServer
import Vapor

// `suite serve` (the default) migrates, then serves; `suite migrate` only migrates.
var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
    let config = try AppConfig.fromEnvironment()
    try await configure(app, config: config)
    app.asyncCommands.use(MigrateOnlyCommand(), as: "migrate")
    let serving = CommandLine.arguments.dropFirst().first.map { $0 == "serve" || $0.hasPrefix("-") } ?? true
    if serving {
        try await app.migrateDatabase()
    }
    try await app.startup()
    if serving, app.http.server.shared.localAddress != nil {
        // The one line a person starting the server looks for, after the log lines above it.
        let address = config.publicBaseURL.absoluteString.trimmingSuffix("/")
        let banner = """

            Suite is running: open \(address)/ in a browser.
            Create an account first: each app keeps its data per account. Ctrl-C stops the server.


            """
        FileHandle.standardOutput.write(Data(banner.utf8))
    }
    try await app.running?.onStop.get()
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    throw error
}
try await app.asyncShutdown()

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
