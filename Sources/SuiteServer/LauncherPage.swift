import Plot
import ServerCore
import Vapor

/// `/`: the launcher, one cell per app.
enum LauncherPage {
    static func render(_ req: Request, entries: [LauncherEntry]) throws -> Response {
        let title = req.t("launcher.title")
        let flash = req.takeFlash()
        let navigation = NavigationBar(title: title, actions: [
            .init(req.t("nav.settings"), url: "/settings", symbol: "⚙︎", id: "settings-link")
        ])
        return Page(title: title, navigation: navigation) {
            if let flash { Banner(.success, flash) }
            Paragraph(req.t("launcher.subtitle")).class("page-subtitle")
            GroupedSection(cells: entries.map { entry in
                LinkCell(
                    title: req.t(entry.nameKey), subtitle: req.t(entry.taglineKey),
                    badge: entry.isAvailable ? nil : req.t("unavailable.title"), url: entry.path, icon: entry.icon)
            })
            if let user = req.webUser {
                Paragraph(req.t("account.signedInAs", ["email": user.email])).class("page-footnote")
            } else {
                Div {
                    Link(req.t("account.login.title"), url: "/account/login").class("button button-primary")
                    Link(req.t("account.register.title"), url: "/account/register").class("button button-secondary")
                }.class("button-row")
            }
        }.render(for: req)
    }
}

/// The honest placeholder for an app whose web version has not landed.
enum UnavailablePage {
    static func render(_ req: Request, app: LauncherEntry) throws -> Response {
        let name = req.t(app.nameKey)
        return Page(title: name, navigation: NavigationBar(title: name, back: .init(req.t("nav.apps"), url: "/"))) {
            EmptyState(
                icon: "hourglass", title: req.t("unavailable.title"), message: req.t("unavailable.body", ["app": name]),
                action: (req.t("unavailable.back"), "/"))
        }.render(for: req)
    }
}
