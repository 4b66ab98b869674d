import Fluent
import ServerCore
import Vapor

/// The Notes app on the server: per-account notes through Fluent and the `/notes` web pages.
/// Every rule (validation, search, sort, preview, relative time, export/import) is NotesKit's.
public enum NotesBackend {}

extension Application {
    /// Registers Notes' migrations and routes. Call after `configureServerCore`.
    public func configureNotesBackend() throws {
        migrations.add(NotesBackend.migrations)
        // Notes and imports are larger than the default form limit.
        try web(bodyLimit: NotesController.bodyLimit).register(collection: NotesController())
    }
}
