import Fluent
import Vapor
import WebUI

/// Sign-up, sign-in, sign-out, password change and account deletion for the web.
/// Registered on `Application.web`, so sessions and the CSRF check apply.
struct AccountPagesController: RouteCollection {
    struct Credentials: Content {
        var email: String
        var password: String
        var next: String?
    }

    struct PasswordChange: Content {
        var currentPassword: String
        var newPassword: String
    }

    struct Deletion: Content {
        var password: String
    }

    func boot(routes: any RoutesBuilder) throws {
        routes.get(AccountURL.register.pathComponents) { req in
            credentialsPage(req, CredentialsPage(mode: .register, next: req.safeReturnPath(req.queryText("next"))))
        }
        routes.post(AccountURL.register.pathComponents, use: register)
        routes.get(AccountURL.login.pathComponents) { req in
            credentialsPage(req, CredentialsPage(mode: .signIn, next: req.safeReturnPath(req.queryText("next"))))
        }
        routes.post(AccountURL.login.pathComponents, use: login)
        routes.post(AccountURL.logout.pathComponents, use: logout)
        routes.get(AccountURL.password.pathComponents) { req in
            _ = try req.requireWebUser()
            return req.render(ChangePasswordPage())
        }
        routes.post(AccountURL.password.pathComponents, use: changePassword)
        routes.get(AccountURL.delete.pathComponents) { req in
            _ = try req.requireWebUser()
            return req.render(DeleteAccountPage())
        }
        routes.post(AccountURL.delete.pathComponents, use: delete)
        bootPasswordReset(routes: routes)
    }

    private func register(_ req: Request) async throws -> Response {
        let form = try req.content.decode(Credentials.self)
        do {
            let user = try await req.accounts.register(email: form.email, password: form.password)
            try await req.startSession(for: user)
            req.flash(SuiteText.welcome.text(req.language))
            return req.redirect(to: req.safeReturnPath(form.next))
        } catch let error as AppError {
            let model = CredentialsPage(
                mode: .register, email: form.email, next: req.safeReturnPath(form.next), problem: error.problem(req))
            return credentialsPage(req, model, error: error)
        }
    }

    private func login(_ req: Request) async throws -> Response {
        let form = try req.content.decode(Credentials.self)
        do {
            let user = try await req.accounts.authenticate(
                email: form.email, password: form.password, clientAddress: req.clientAddress)
            try await req.startSession(for: user)
            return req.redirect(to: req.safeReturnPath(form.next))
        } catch let error as AppError {
            let model = CredentialsPage(
                mode: .signIn, email: form.email, next: req.safeReturnPath(form.next), problem: error.problem(req))
            return credentialsPage(req, model, error: error)
        }
    }

    /// The sign-in or sign-up page; a refused attempt keeps its status and headers
    /// (`Retry-After` when throttled).
    private func credentialsPage(_ req: Request, _ model: CredentialsPage, error: AppError? = nil) -> Response {
        let response = req.render(model, status: error?.status ?? .ok)
        error?.headers.forEach { response.headers.replaceOrAdd(name: $0.name, value: $0.value) }
        return response
    }

    private func logout(_ req: Request) async throws -> Response {
        if let user = req.webUser {
            try await TokenService.revokeAll(userID: user.requireID(), on: req.db, now: req.application.clock())
            await req.application.accountLifecycle.signedOutEverywhere(userID: try user.requireID())
        }
        req.auth.logout(User.self)
        req.session.destroy()
        return req.redirect(to: LauncherURL.home)
    }

    private func changePassword(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let form = try req.content.decode(PasswordChange.self)
        do {
            try await req.accounts.changePassword(of: user, current: form.currentPassword, new: form.newPassword)
            try await req.startSession(for: user)
            req.flash(SuiteText.passwordChanged.text(req.language))
            return req.redirect(to: SettingsURL.settings)
        } catch let error as AppError {
            return req.render(ChangePasswordPage(problem: error.problem(req)), status: error.status)
        }
    }

    private func delete(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let form = try req.content.decode(Deletion.self)
        do {
            try await req.accounts.delete(user, password: form.password)
        } catch let error as AppError {
            return req.render(DeleteAccountPage(problem: error.problem(req)), status: error.status)
        }
        req.auth.logout(User.self)
        req.session.data = SessionData()
        req.flash(SuiteText.accountDeleted.text(req.language))
        return req.redirect(to: LauncherURL.home)
    }
}

extension AppError {
    /// What a page shows for this error: its field and the message in the reader's language.
    func problem(_ req: Request) -> FormProblem {
        FormProblem(field: field, message: message(in: req.language))
    }
}
