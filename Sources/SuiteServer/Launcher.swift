import ServerCore
import Vapor

/// The launcher at `/`, composed from the entries the backends describe, and the honest
/// "not available yet" page at the path of every app whose web version has not landed.
struct Launcher: SuiteBackend {
    let entries: [LauncherEntry]

    func configure(_ app: Application) throws {
        let web = app.web
        web.get { [entries] in try LauncherPage.render($0, entries: entries) }
        for entry in entries where !entry.isAvailable {
            web.get(.constant(entry.key)) { try UnavailablePage.render($0, app: entry) }
        }
    }
}
