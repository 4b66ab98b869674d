import ServerCore
import Vapor
import WebUI

func routes(_ app: Application) throws {
    let web = app.web
    web.get(LauncherURL.home.pathComponents) { req in
        req.render(AppCatalog.launcher(req.language))
    }
    for entry in AppCatalog.all where !entry.isAvailable {
        web.get(LauncherURL.app(slug: entry.slug).pathComponents) { req in
            req.render(UnavailablePage(appName: entry.name.text(req.language)))
        }
    }
}
