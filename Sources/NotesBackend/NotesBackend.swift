import Fluent
import ServerCore
import Vapor

/// The Notes app on the server: per-account notes through Fluent and the `/notes` web pages.
/// Every rule (validation, search, sort, preview, relative time, export/import) is NotesKit's.
public enum NotesBackend {
    /// Registers the strings, migrations and routes. Call after `configureServerCore`.
    public static func configure(_ app: Application) throws {
        Localizer.shared.register(NotesStrings.table)
        app.migrations.add(migrations)
        // Notes and imports are larger than the default form limit.
        try app.web(bodyLimit: NotesController.bodyLimit).register(collection: NotesController())
    }
}
