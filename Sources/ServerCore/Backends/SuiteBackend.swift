import Fluent
import Vapor

/// One app's server side, as the suite composes it.
///
/// Every backend module exposes one value conforming to this (`NotesBackend()`,
/// `MemoryBackend()`). `SuiteServer` lists them in launcher order; a backend's tests configure
/// ServerCore and that backend alone (`withSuiteApp([MyBackend()])`). The README's "Adding an
/// app" walks through a new one.
public protocol SuiteBackend: Sendable {
    /// The app's cell on the launcher, described by the app itself; nil for a backend the
    /// launcher does not show.
    var launcherEntry: LauncherEntry? { get }

    /// The backend's migrations in the order they landed. Append only: never edit, reorder or
    /// remove a landed entry.
    var migrations: [any Migration] { get }

    /// Registers the backend's strings, routes (contract and pages) and jobs. Runs once, after
    /// ServerCore is configured and the migrations above are added.
    func configure(_ app: Application) async throws

    /// Deletes an account's rows that the cascade from `users` cannot reach (search indexes,
    /// other schemas), inside the account-deletion transaction: it fails as a whole.
    func deleteAccountData(userID: UUID, on db: any Database) async throws

    /// Removes an account's files; runs once the deletion has committed, so a failed deletion
    /// never leaves rows pointing at missing files.
    func deleteAccountFiles(userID: UUID, in app: Application) async

    /// Ends what the account's tokens had open (live streams) once it signed out everywhere.
    func accountSignedOutEverywhere(userID: UUID, in app: Application) async
}

extension SuiteBackend {
    public var launcherEntry: LauncherEntry? { nil }
    public var migrations: [any Migration] { [] }
    public func deleteAccountData(userID: UUID, on db: any Database) async throws {}
    public func deleteAccountFiles(userID: UUID, in app: Application) async {}
    public func accountSignedOutEverywhere(userID: UUID, in app: Application) async {}
}

extension Application {
    /// Adds each backend in order: its migrations, its configuration, its account-lifecycle
    /// hooks. Call after `configureServerCore`.
    public func configure(backends: [any SuiteBackend]) async throws {
        launcherEntries = backends.compactMap(\.launcherEntry)
        for backend in backends {
            migrations.add(backend.migrations)
            try await backend.configure(self)
            accountLifecycle.onDelete { userID, db in try await backend.deleteAccountData(userID: userID, on: db) }
            // Weak: the lifecycle lives in the application's storage.
            accountLifecycle.afterDelete { [weak self] userID in
                guard let self else { return }
                await backend.deleteAccountFiles(userID: userID, in: self)
            }
            accountLifecycle.afterSignOutEverywhere { [weak self] userID in
                guard let self else { return }
                await backend.accountSignedOutEverywhere(userID: userID, in: self)
            }
        }
    }
}

extension Application {
    private struct LauncherEntriesKey: StorageKey { typealias Value = [LauncherEntry] }

    /// Every app of the suite, as the launcher lists it: which app a path belongs to (the way
    /// back from an error page).
    public internal(set) var launcherEntries: [LauncherEntry] {
        get { storage[LauncherEntriesKey.self] ?? [] }
        set { storage[LauncherEntriesKey.self] = newValue }
    }
}
