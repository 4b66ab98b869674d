import Fluent
import Plot
import Vapor

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
        let web = routes.grouped("account")
        web.get("register") { try AccountViews.register($0, next: $0.query["next"]) }
        web.post("register", use: register)
        web.get("login") { try AccountViews.login($0, next: $0.query["next"]) }
        web.post("login", use: login)
        web.post("logout", use: logout)
        web.get("password") { req in try AccountViews.password(req, user: try req.requireWebUser()) }
        web.post("password", use: changePassword)
        web.get("delete") { req in try AccountViews.delete(req, user: try req.requireWebUser()) }
        web.post("delete", use: delete)
    }

    private func register(_ req: Request) async throws -> Response {
        let form = try req.content.decode(Credentials.self)
        do {
            let user = try await req.accounts.register(email: form.email, password: form.password)
            try await req.startSession(for: user)
            req.flash(req.t("account.welcome"))
            return req.redirect(to: req.safeReturnPath(form.next))
        } catch let error as AppError {
            return try AccountViews.register(req, next: form.next, email: form.email, error: error)
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
            return try AccountViews.login(req, next: form.next, email: form.email, error: error)
        }
    }

    private func logout(_ req: Request) async throws -> Response {
        if let user = req.webUser {
            try await TokenService.revokeAll(userID: user.requireID(), on: req.db, now: req.application.clock())
        }
        req.auth.logout(User.self)
        req.session.destroy()
        return req.redirect(to: "/")
    }

    private func changePassword(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let form = try req.content.decode(PasswordChange.self)
        do {
            try await req.accounts.changePassword(of: user, current: form.currentPassword, new: form.newPassword)
            try await req.startSession(for: user)
            req.flash(req.t("account.password.changed"))
            return req.redirect(to: "/settings")
        } catch let error as AppError {
            return try AccountViews.password(req, user: user, error: error)
        }
    }

    private func delete(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let form = try req.content.decode(Deletion.self)
        do {
            try await req.accounts.delete(user, password: form.password)
        } catch let error as AppError {
            return try AccountViews.delete(req, user: user, error: error)
        }
        req.auth.logout(User.self)
        req.session.data = SessionData()
        req.flash(req.t("account.delete.done"))
        return req.redirect(to: "/")
    }
}
