import Plot
import Vapor

/// The account pages. Each takes the error of a failed submission so the form comes back
/// filled in, with the message next to the field it is about and the right status code.
enum AccountViews {
    static func register(
        _ req: Request, next: String?, email: String? = nil, error: AppError? = nil
    ) throws -> Response {
        let title = req.t("account.register.title")
        return Page(title: title, navigation: backToApps(req, title: title), status: error?.status ?? .ok) {
            Form(url: "/account/register", method: .post) {
                CSRFField(req)
                HiddenField(name: "next", value: req.safeReturnPath(next))
                credentialFields(req, email: email, error: error, newPassword: true)
                SubmitButtonView(req.t("account.register.submit"))
            }.class("form-card")
            Paragraph {
                Text(req.t("account.login.prompt") + " ")
                Link(req.t("account.login.title"), url: "/account/login" + nextQuery(next))
            }.class("form-alternative")
        }.render(for: req)
    }

    static func login(_ req: Request, next: String?, email: String? = nil, error: AppError? = nil) throws -> Response {
        let title = req.t("account.login.title")
        let page = Page(title: title, navigation: backToApps(req, title: title), status: error?.status ?? .ok) {
            if let error, error.field == nil { Banner(.error, error.message(in: req.language)) }
            Form(url: "/account/login", method: .post) {
                CSRFField(req)
                HiddenField(name: "next", value: req.safeReturnPath(next))
                credentialFields(req, email: email, error: error, newPassword: false)
                SubmitButtonView(req.t("account.login.submit"))
            }.class("form-card")
            Paragraph {
                Text(req.t("account.register.prompt") + " ")
                Link(req.t("account.register.title"), url: "/account/register" + nextQuery(next))
            }.class("form-alternative")
        }
        let response = page.render(for: req)
        error?.headers.forEach { response.headers.replaceOrAdd(name: $0.name, value: $0.value) }
        return response
    }

    static func password(_ req: Request, user: User, error: AppError? = nil) throws -> Response {
        let title = req.t("account.password.change")
        return Page(title: title, navigation: backToSettings(req, title: title), status: error?.status ?? .ok) {
            Form(url: "/account/password", method: .post) {
                CSRFField(req)
                FormField(
                    label: req.t("account.password.current"), name: "currentPassword", type: .password,
                    error: message(req, error, for: "currentPassword"), autocomplete: "current-password")
                FormField(
                    label: req.t("account.password.new"), name: "newPassword", type: .password,
                    hint: req.t("account.password.hint"), error: message(req, error, for: "newPassword"),
                    autocomplete: "new-password", maxLength: 128)
                SubmitButtonView(req.t("account.password.change"))
            }.class("form-card")
        }.render(for: req)
    }

    static func delete(_ req: Request, user: User, error: AppError? = nil) throws -> Response {
        let title = req.t("account.delete")
        return Page(title: title, navigation: backToSettings(req, title: title), status: error?.status ?? .ok) {
            Banner(.info, req.t("account.delete.warning"))
            Form(url: "/account/delete", method: .post) {
                CSRFField(req)
                FormField(
                    label: req.t("account.password"), name: "password", type: .password,
                    error: message(req, error, for: "password"), autocomplete: "current-password")
                SubmitButtonView(req.t("account.delete"), style: .destructive)
            }.class("form-card")
        }.render(for: req)
    }

    private static func credentialFields(_ req: Request, email: String?, error: AppError?, newPassword: Bool)
        -> any Component
    {
        ComponentGroup {
            FormField(
                label: req.t("account.email"), name: "email", type: .email, value: email,
                error: message(req, error, for: "email"), autocomplete: newPassword ? "email" : "username",
                maxLength: 254)
            FormField(
                label: req.t("account.password"), name: "password", type: .password,
                hint: newPassword ? req.t("account.password.hint") : nil, error: message(req, error, for: "password"),
                autocomplete: newPassword ? "new-password" : "current-password", maxLength: 128)
        }
    }

    /// The localized message for an error about `field`, if that is the field it names.
    private static func message(_ req: Request, _ error: AppError?, for field: String) -> String? {
        guard let error, error.field == field else { return nil }
        return error.message(in: req.language)
    }

    private static func nextQuery(_ next: String?) -> String {
        guard let next, next != "/" else { return "" }
        return "?next=" + URLQuery.encode(next)
    }

    static func backToApps(_ req: Request, title: String) -> NavigationBar {
        NavigationBar(title: title, back: .init(req.t("nav.apps"), url: "/"))
    }

    static func backToSettings(_ req: Request, title: String) -> NavigationBar {
        NavigationBar(title: title, back: .init(req.t("nav.settings"), url: "/settings"))
    }
}
