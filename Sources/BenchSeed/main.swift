import MemoryBackend
import ServerCore
import Vapor

// `bench-seed seed --email E --password P --count N [--month-count M]` (see SeedBenchCommand) and
// `bench-seed floors --email E` (see FloorsCommand), `bench-seed push --email E --count N --p256dh K`
// (see PushBenchCommand):
// ServerCore and Memory on the data directory `suite serve` will then use.
try await Application.runCommandLine { app in
    try await app.configureServerCore(config: try AppConfig.fromEnvironment())
    try await app.configure(backends: [MemoryBackend()])
    app.asyncCommands.use(SeedBenchCommand(), as: "seed")
    app.asyncCommands.use(FloorsCommand(), as: "floors")
    app.asyncCommands.use(PushBenchCommand(), as: "push")
}
