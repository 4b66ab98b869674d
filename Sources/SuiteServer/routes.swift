import ServerCore
import Vapor
import WebUI

func routes(_ app: Application) throws {
    let web = app.web
    web.get(LauncherURL.home.pathComponents) { req in
        req.render(LauncherPage.View(AppCatalog.launcher(req.language), context: req.pageContext))
    }
    for entry in AppCatalog.all where !entry.isAvailable {
        web.get(LauncherURL.app(slug: entry.slug).pathComponents) { req in
            let model = UnavailablePage(appName: entry.name.text(req.language))
            return req.render(UnavailablePage.View(model, context: req.pageContext))
        }
    }
}
