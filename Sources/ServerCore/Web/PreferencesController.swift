import Localization
import Vapor
import WebUI

/// `/settings`: language and appearance for everyone, account management when signed in.
struct PreferencesController: RouteCollection {
    struct Preferences: Content {
        var language: String?
        var theme: String?
        var from: String?
    }

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SettingsURL.settings.pathComponents, use: show)
        routes.post(SettingsURL.settings.pathComponents, use: save)
    }

    private func show(_ req: Request) async throws -> Response {
        let push = req.webUser == nil ? nil : try await PushSettingsController.section(req)
        return req.render(SettingsPage(language: req.language, theme: req.theme,
                                       returnPath: ReturnPath.validated(req.queryText(ReturnPath.parameter)), push: push,
                                       version: SuiteRelease.version))
    }

    /// Applies what the form sends (each choice submits on its own with JS) and comes back.
    private func save(_ req: Request) async throws -> Response {
        let form = try req.content.decode(Preferences.self)
        // Back to the settings, still knowing the page that sent the reader there.
        let response = ReturnPath.validated(form.from).map { req.redirect(to: ReturnPath.url(SettingsURL.settings, from: $0)) }
            ?? req.redirect(to: SettingsURL.settings)
        let secure = req.application.config.usesTLS
        var language = req.language
        if let raw = form.language {
            guard let chosen = Language(rawValue: raw) else {
                throw AppError.badRequest(field: "language", "Unsupported language '\(raw)'. Use en, tr or fr.")
            }
            language = chosen
            response.cookies[PreferenceCookie.language] = PreferenceCookie.value(chosen.rawValue, secure: secure)
        }
        if let raw = form.theme {
            guard let theme = ThemePreference(rawValue: raw) else {
                throw AppError.badRequest(field: "theme", "Unsupported theme '\(raw)'. Use system, light or dark.")
            }
            response.cookies[PreferenceCookie.theme] = PreferenceCookie.value(theme.rawValue, secure: secure)
        }
        // The new language applies from the next page on, so phrase the notice in it.
        req.flash(SuiteText.settingsSaved.text(language))
        return response
    }
}
