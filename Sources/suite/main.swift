import Foundation
import ServerCore
import SuiteServer
import Vapor

// `suite serve` (the default) migrates, then serves; `suite migrate` only migrates; `suite feedback`
// lists what people sent from "Send feedback".
try await Application.runCommandLine { app in
    try await configure(app, config: try AppConfig.fromEnvironment(), options: try ServerCoreOptions.fromEnvironment())
    app.asyncCommands.use(MigrateOnlyCommand(), as: "migrate")
    app.asyncCommands.use(FeedbackCommand(), as: "feedback")
    if CommandLine.arguments.dropFirst().first.map({ $0 == "serve" || $0.hasPrefix("-") }) ?? true {
        try await app.migrateDatabase()
    }
} whenListening: { app in
    // The line a person starting the server looks for, after the log lines above it.
    var address = app.config.publicBaseURL.absoluteString
    if address.hasSuffix("/") { address.removeLast() }
    let banner = """

        Suite is running: open \(address)/ in a browser.
        Create an account first: each app keeps its data per account. Ctrl-C stops the server.


        """
    FileHandle.standardOutput.write(Data(banner.utf8))
}
