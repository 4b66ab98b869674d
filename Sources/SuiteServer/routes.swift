import ServerCore
import Vapor

func routes(_ app: Application) throws {
    let web = app.web
    web.get { try LauncherPage.render($0) }
    for entry in AppCatalog.all where !entry.isAvailable {
        web.get(.constant(entry.path)) { try UnavailablePage.render($0, app: entry) }
    }
}
