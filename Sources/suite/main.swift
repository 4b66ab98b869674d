import ServerCore
import SuiteServer
import Vapor

// `suite serve` (the default) migrates, then serves; `suite migrate` only migrates.
try await Application.runCommandLine { app in
    try await configure(app, config: try AppConfig.fromEnvironment())
    app.asyncCommands.use(MigrateOnlyCommand(), as: "migrate")
    if CommandLine.arguments.dropFirst().first.map({ $0 == "serve" || $0.hasPrefix("-") }) ?? true {
        try await app.migrateDatabase()
    }
}
