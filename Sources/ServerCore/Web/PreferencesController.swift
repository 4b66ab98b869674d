import Plot
import Vapor

/// `/settings`: language and appearance for everyone, account management when signed in.
struct PreferencesController: RouteCollection {
    struct Preferences: Content {
        var language: String?
        var theme: String?
    }

    func boot(routes: any RoutesBuilder) throws {
        routes.get("settings", use: show)
        routes.post("settings", use: save)
    }

    private func show(_ req: Request) async throws -> Response {
        let title = req.t("settings.title")
        let flash = req.takeFlash()
        let user = req.webUser
        return Page(title: title, navigation: AccountViews.backToApps(req, title: title)) {
            if let flash { Banner(.success, flash) }
            Form(url: "/settings", method: .post) {
                CSRFField(req)
                GroupedSection(header: req.t("settings.language"), cells: [
                    choiceCell(name: "language", options: Language.allCases.map { ($0.rawValue, $0.displayName) },
                               selected: req.language.rawValue, label: req.t("settings.language"))
                ])
                GroupedSection(header: req.t("settings.theme"), cells: [
                    choiceCell(name: "theme", options: ThemePreference.allCases.map {
                        ($0.rawValue, req.t("settings.theme.\($0.rawValue)"))
                    }, selected: req.theme.rawValue, label: req.t("settings.theme"))
                ])
                SubmitButtonView(req.t("settings.save"))
            }.class("settings-form")
            accountSection(req, user: user)
        }.render(for: req)
    }

    private func save(_ req: Request) async throws -> Response {
        let form = try req.content.decode(Preferences.self)
        let response = req.redirect(to: "/settings")
        let secure = req.application.config.usesTLS
        if let raw = form.language {
            guard let language = Language(rawValue: raw) else {
                throw AppError.badRequest(field: "language", "Unsupported language '\(raw)'. Use en, tr or fr.")
            }
            response.cookies[PreferenceCookie.language] = PreferenceCookie.value(language.rawValue, secure: secure)
        }
        if let raw = form.theme {
            guard let theme = ThemePreference(rawValue: raw) else {
                throw AppError.badRequest(field: "theme", "Unsupported theme '\(raw)'. Use system, light or dark.")
            }
            response.cookies[PreferenceCookie.theme] = PreferenceCookie.value(theme.rawValue, secure: secure)
        }
        // The new language applies from the next page on, so phrase the notice in it.
        let language = form.language.flatMap(Language.init(rawValue:)) ?? req.language
        req.flash(Localizer.shared.text("settings.saved", language))
        return response
    }

    /// A radio group styled as a segmented row: works without JS, one tap per choice.
    private func choiceCell(name: String, options: [(String, String)], selected: String, label: String)
        -> any Component
    {
        FieldSet {
            Element(name: "legend") { Text(label) }.class("visually-hidden")
            for (value, title) in options {
                Label(title) {
                    Input(type: .radio, name: name, value: value)
                        .attribute(named: "checked", value: value == selected ? "checked" : nil)
                }.class("choice")
            }
        }
        .class("cell choice-group")
    }

    private func accountSection(_ req: Request, user: User?) -> any Component {
        guard let user else {
            return GroupedSection(header: req.t("nav.account"), cells: [
                LinkCell(title: req.t("account.login.title"), url: "/account/login"),
                LinkCell(title: req.t("account.register.title"), url: "/account/register"),
            ])
        }
        return ComponentGroup {
            GroupedSection(header: req.t("nav.account"), footer: req.t("account.signedInAs", ["email": user.email]), cells: [
                LinkCell(title: req.t("account.password.change"), url: "/account/password"),
                LinkCell(title: req.t("account.delete"), url: "/account/delete"),
            ])
            Form(url: "/account/logout", method: .post) {
                CSRFField(req)
                SubmitButtonView(req.t("account.logout"), style: .secondary)
            }.class("logout-form")
        }
    }
}
