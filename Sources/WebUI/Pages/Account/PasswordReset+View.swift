import Markup

extension ForgotPasswordPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(sentTo == nil ? SuiteText.forgotTitle : SuiteText.forgotSentTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.loginTitle), url: AccountURL.login.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            if let problem, problem.field == nil { Banner(.error, problem.message) }
            if !mailConfigured { Banner(.warning, t(SuiteText.forgotMailNotConfigured)) }
            if let sentTo {
                p(.class("form-intro"), .role("status")) { t(SuiteText.forgotSentBody, ["email": sentTo]) }
                p(.class("form-alternative")) { a(.href(AccountURL.login.url)) { t(SuiteText.forgotBackToSignIn) } }
            } else {
                p(.class("form-intro")) { t(SuiteText.forgotIntro) }
                PostForm(action: AccountURL.forgotPassword.url, context: context, class: "form-card") {
                    FormField(
                        label: t(SuiteText.email), name: "email", type: "email", value: email,
                        error: problem?.message(for: "email"), autocomplete: "username", maxLength: 254)
                    SubmitButton(t(SuiteText.forgotSubmit))
                }
                p(.class("form-alternative")) { a(.href(AccountURL.login.url)) { t(SuiteText.forgotBackToSignIn) } }
            }
        }
    }
}

extension ResetPasswordPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(isLive ? SuiteText.resetTitle : SuiteText.resetInvalidTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.loginTitle), url: AccountURL.login.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            if isLive {
                if let problem, problem.field == nil { Banner(.error, problem.message) }
                PostForm(action: AccountURL.resetPassword(.value(token)).url, context: context, class: "form-card") {
                    FormField(
                        label: t(SuiteText.newPassword), name: "newPassword", type: "password",
                        hint: t(SuiteText.passwordHint), error: problem?.message(for: "newPassword"),
                        autocomplete: "new-password", maxLength: 128)
                    SubmitButton(t(SuiteText.resetSubmit))
                }
            } else {
                Banner(.warning, t(SuiteText.resetInvalidBody))
                p(.class("form-alternative")) {
                    LinkButton(t(SuiteText.resetAskAgain), url: AccountURL.forgotPassword.url)
                }
            }
        }
    }
}
