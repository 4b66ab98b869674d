import ServerCore
import Vapor
import WebUI

/// The launcher at `/`, composed from the entries the backends describe, and the honest
/// "not available yet" page at the path of every app whose web version has not landed.
struct Launcher: SuiteBackend {
    let entries: [LauncherEntry]

    func configure(_ app: Application) throws {
        let web = app.web
        web.get(LauncherURL.home.pathComponents) { [entries] req in
            let assets = req.application.staticAssets
            return req.render(LauncherPage(entries: entries.map { entry in
                LauncherPage.Entry(
                    name: entry.name(req.language), tagline: entry.tagline(req.language),
                    icon: assets.url(entry.icon.url), url: entry.url.url, isAvailable: entry.isAvailable)
            }))
        }
        for entry in entries where !entry.isAvailable {
            web.get(entry.url.pathComponents) { req in
                req.render(UnavailablePage(appName: entry.name(req.language)))
            }
        }
    }
}
