import Fluent
import NotesKit
import ServerCore
import Vapor

/// The Notes app on the server: per-account notes through Fluent and the `/notes` web pages.
/// Every rule (validation, search, sort, preview, relative time, export/import) is NotesKit's.
public struct NotesBackend: SuiteBackend {
    public init() {}

    public var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "notes", name: NotesText.listTitle, tagline: NotesText.launcherTagline, availability: .available)
    }

    public var migrations: [any Migration] { NotesMigrations.all }

    /// Registers Notes' pages. Notes rows go with the account's cascade, so the
    /// account-lifecycle hooks keep their defaults.
    public func configure(_ app: Application) throws {
        // Notes and imports are larger than the default form limit.
        try app.web(bodyLimit: NotesController.bodyLimit, oversized: NotesController.oversizedForm).register(collection: NotesController())
    }
}
