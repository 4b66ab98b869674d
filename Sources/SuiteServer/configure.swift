import DisposableBackend
import LaunchBackend
import MemoryBackend
import NotesBackend
import SleepBackend
import ServerCore
import Vapor

/// The whole suite: every app's backend in launcher order, then the launcher itself.
///
/// A backend whose web app is still being built says so itself (`availability: .comingSoon` in
/// its `LauncherEntry`), and its path shows the not-available page.
public enum Suite {
    public static func backends() -> [any SuiteBackend] {
        let apps: [any SuiteBackend] = [
            NotesBackend(),
            SleepBackend(),
            LaunchBackend(),
            MemoryBackend(),
            DisposableBackend(),
        ]
        return apps + [Launcher(entries: apps.compactMap(\.launcherEntry))]
    }
}

/// Builds the whole server: the shared core (accounts contract included), then each backend.
/// `SUITE_CLOCK_FILE` (browser tests only) shifts the server's clock: ``ShiftedClock``.
public func configure(_ app: Application, config: AppConfig, options: ServerCoreOptions = .init()) async throws {
    if let path = Environment.get(ShiftedClock.environmentKey), !path.isEmpty {
        let clock = ShiftedClock(path: path)
        app.clock = { clock.now() }
    }
    try await app.configureServerCore(config: config, options: options)
    try await app.configure(backends: Suite.backends())
}
