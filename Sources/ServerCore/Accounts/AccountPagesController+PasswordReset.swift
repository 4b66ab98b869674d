import Fluent
import Vapor
import WebUI

/// "Forgot password?": asking for a link by email, and the link's page that sets a new password.
extension AccountPagesController {
    struct ResetRequest: Content {
        var email: String
    }

    struct NewPassword: Content {
        var newPassword: String
    }

    func bootPasswordReset(routes: any RoutesBuilder) {
        routes.get(AccountURL.forgotPassword.pathComponents) { req in
            req.render(ForgotPasswordPage(mailConfigured: req.application.mailIsConfigured))
        }
        routes.post(AccountURL.forgotPassword.pathComponents, use: requestReset)
        routes.get(AccountURL.resetPassword(.key).pathComponents) { req in
            let token = req.parameters.get("token") ?? ""
            let isLive = try await req.accounts.passwordResetIsLive(token)
            return req.render(ResetPasswordPage(token: token, isLive: isLive), status: isLive ? .ok : .gone)
        }
        routes.post(AccountURL.resetPassword(.key).pathComponents, use: resetPassword)
    }

    /// The same answer whether or not the address has an account; the link goes by mail, or to
    /// the server's log when no mail server is configured.
    private func requestReset(_ req: Request) async throws -> Response {
        let form = try req.content.decode(ResetRequest.self)
        let mailConfigured = req.application.mailIsConfigured
        do {
            if let reset = try await req.accounts.requestPasswordReset(email: form.email, clientAddress: req.clientAddress) {
                let link = req.application.config.absoluteURL(AccountURL.resetPassword(.value(reset.token)).url)
                let message = MailMessage(
                    to: reset.email, subject: SuiteText.resetMailSubject.text(req.language),
                    body: SuiteText.resetMailBody.text(req.language, ["email": reset.email, "link": link]))
                let queued = try await req.application.queueMail(message, on: req.db)
                if !queued {
                    req.logger.notice("Mail is not configured (SMTP_URL): password-reset link for \(reset.email): \(link)")
                }
            }
            let email = form.email.trimmingCharacters(in: .whitespacesAndNewlines)
            return req.render(ForgotPasswordPage(sentTo: email, mailConfigured: mailConfigured))
        } catch let error as AppError {
            let page = ForgotPasswordPage(email: form.email, problem: error.problem(req), mailConfigured: mailConfigured)
            let response = req.render(page, status: error.status)
            error.headers.forEach { response.headers.replaceOrAdd(name: $0.name, value: $0.value) }
            return response
        }
    }

    private func resetPassword(_ req: Request) async throws -> Response {
        let token = req.parameters.get("token") ?? ""
        let form = try req.content.decode(NewPassword.self)
        do {
            let user = try await req.accounts.resetPassword(token: token, newPassword: form.newPassword)
            try await req.startSession(for: user)
            req.flash(SuiteText.resetDone.text(req.language))
            return req.redirect(to: LauncherURL.home)
        } catch let error as AppError where error.code == AccountService.resetLinkInvalid.code {
            return req.render(ResetPasswordPage(token: token, isLive: false), status: .gone)
        } catch let error as AppError {
            return req.render(ResetPasswordPage(token: token, isLive: true, problem: error.problem(req)), status: error.status)
        }
    }
}
