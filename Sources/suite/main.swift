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
    if CommandLine.arguments.dropFirst().first.map({ $0 == "serve" || $0.hasPrefix("-") }) ?? true {
        try await app.migrateDatabase()
    }
    try await app.execute()
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    throw error
}
try await app.asyncShutdown()
