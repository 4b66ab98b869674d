import Markup

extension CredentialsPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let isSignIn = mode == .signIn
        let title = t(isSignIn ? SuiteText.loginTitle : SuiteText.registerTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            if let problem, problem.field == nil { Banner(.error, problem.message) }
            PostForm(action: (isSignIn ? AccountURL.login : AccountURL.register).url, context: context, class: "form-card") {
                HiddenField(name: "next", value: next)
                FormField(
                    label: t(SuiteText.email), name: "email", type: "email", value: email,
                    error: problem?.message(for: "email"), autocomplete: isSignIn ? "username" : "email", maxLength: 254)
                FormField(
                    label: t(SuiteText.password), name: "password", type: "password",
                    hint: isSignIn ? nil : t(SuiteText.passwordHint), error: problem?.message(for: "password"),
                    autocomplete: isSignIn ? "current-password" : "new-password", maxLength: 128)
                SubmitButton(t(isSignIn ? SuiteText.loginSubmit : SuiteText.registerSubmit))
            }
            if isSignIn {
                p(.class("form-alternative")) { a(.href(AccountURL.forgotPassword.url)) { t(SuiteText.forgotLink) } }
            }
            p(.class("form-alternative")) {
                t(isSignIn ? SuiteText.registerPrompt : SuiteText.loginPrompt) + " "
                a(.href((isSignIn ? AccountURL.register : AccountURL.login).url(next: next))) {
                    t(isSignIn ? SuiteText.registerTitle : SuiteText.loginTitle)
                }
            }
        }
    }
}

extension ChangePasswordPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(SuiteText.changePassword)
        let navigation = NavigationBar.back(to: t(SuiteText.navSettings), url: SettingsURL.settings.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            PostForm(action: AccountURL.password.url, context: context, class: "form-card") {
                FormField(
                    label: t(SuiteText.currentPassword), name: "currentPassword", type: "password",
                    error: problem?.message(for: "currentPassword"), autocomplete: "current-password")
                FormField(
                    label: t(SuiteText.newPassword), name: "newPassword", type: "password", hint: t(SuiteText.passwordHint),
                    error: problem?.message(for: "newPassword"), autocomplete: "new-password", maxLength: 128)
                SubmitButton(t(SuiteText.changePassword))
            }
        }
    }
}

extension DeleteAccountPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(SuiteText.deleteAccount)
        let navigation = NavigationBar.back(to: t(SuiteText.navSettings), url: SettingsURL.settings.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            Banner(.warning, t(SuiteText.deleteAccountWarning))
            PostForm(action: AccountURL.delete.url, context: context, class: "form-card") {
                FormField(
                    label: t(SuiteText.password), name: "password", type: "password",
                    error: problem?.message(for: "password"), autocomplete: "current-password")
                SubmitButton(t(SuiteText.deleteAccount), style: .destructive)
            }
        }
    }
}
