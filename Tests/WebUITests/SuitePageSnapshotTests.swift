import Localization
import Markup
import PageSnapshotTesting
import Testing
import WebUI

/// The suite's own pages, each from a model and a context alone, in English and Turkish.
@Suite("Suite pages: golden HTML")
struct SuitePageSnapshotTests {
    static let entries = [
        LauncherPage.Entry(name: "Notes", tagline: "Write, search and sort your notes.", icon: "/icons/notes.svg", url: "/notes", isAvailable: true),
        LauncherPage.Entry(name: "PolySleep", tagline: "Plan polyphasic sleep.", icon: "/icons/sleep.svg", url: "/sleep", isAvailable: false),
    ]
    static let account = AccountSummary(email: "ayse@example.com")

    @Test("launcher, signed out and signed in with a flash", arguments: Language.snapshotLanguages)
    func launcher(language: Language) {
        let model = LauncherPage(entries: Self.entries)
        expectSnapshot(model.view(in: .snapshot(language)), named: "launcher-signed-out-\(language)")
        let signedIn = PageContext.snapshot(language, account: Self.account, flash: Flash(.success, "Welcome!"))
        expectSnapshot(model.view(in: signedIn), named: "launcher-signed-in-\(language)")
    }

    @Test("the placeholder of an app that has not landed", arguments: Language.snapshotLanguages)
    func unavailable(language: Language) {
        expectSnapshot(
            UnavailablePage(appName: "PolySleep").view(in: .snapshot(language)),
            named: "unavailable-\(language)")
    }

    @Test("settings, signed in and signed out", arguments: Language.snapshotLanguages)
    func settings(language: Language) {
        let model = SettingsPage(language: language, theme: .dark, version: "1.0.0")
        expectSnapshot(
            model.view(in: .snapshot(language, account: Self.account, path: "/settings")),
            named: "settings-signed-in-\(language)")
        expectSnapshot(model.view(in: .snapshot(language, path: "/settings")), named: "settings-signed-out-\(language)")
    }

    @Test("settings' Notifications: this device's panel, each device's switches, the test button", arguments: Language.snapshotLanguages)
    func settingsNotifications(language: Language) {
        let push = SettingsPage.PushSettings(vapidPublicKey: "BKey", devices: [
            .init(id: "5F0C1D2E-0000-4000-8000-000000000001", name: "Chrome · Android", host: "fcm.googleapis.com",
                  switches: [true, false, true, true]),
            .init(id: "5F0C1D2E-0000-4000-8000-000000000002", name: "Safari · iPhone", host: "web.push.apple.com",
                  switches: [true, true, true, true]),
        ])
        let model = SettingsPage(language: language, theme: .light, push: push, version: "1.0.0")
        expectSnapshot(
            model.view(in: .snapshot(language, account: Self.account, path: "/settings")),
            named: "settings-notifications-\(language)")
    }

    @Test("sign in with a refused password, and create account", arguments: Language.snapshotLanguages)
    func credentials(language: Language) {
        let refused = CredentialsPage(
            mode: .signIn, email: "ayse@example.com", next: "/notes",
            problem: FormProblem(field: nil, message: SuiteText.errorInvalidCredentials.text(language)))
        expectSnapshot(refused.view(in: .snapshot(language)), named: "sign-in-refused-\(language)")
        let register = CredentialsPage(
            mode: .register, email: "ayse@", problem: FormProblem(field: "email", message: SuiteText.errorInvalidEmail.text(language)))
        expectSnapshot(register.view(in: .snapshot(language)), named: "register-invalid-email-\(language)")
    }

    @Test("change password and delete account", arguments: Language.snapshotLanguages)
    func accountPages(language: Language) {
        let context = PageContext.snapshot(language, account: Self.account)
        let wrong = FormProblem(field: "currentPassword", message: SuiteText.errorPasswordWrong.text(language))
        expectSnapshot(ChangePasswordPage(problem: wrong).view(in: context), named: "change-password-\(language)")
        expectSnapshot(DeleteAccountPage().view(in: context), named: "delete-account-\(language)")
    }

    @Test("error pages: not found and a failure", arguments: Language.snapshotLanguages)
    func errors(language: Language) {
        let notFound = ErrorPage(isNotFound: true, message: SuiteText.errorNotFound.text(language))
        let page = notFound.view(in: .snapshot(language)).renderedString()
        expectSnapshot(notFound.view(in: .snapshot(language)), named: "not-found-\(language)")
        // "Page not found" once: the bar says it, the empty state explains.
        let title = SuiteText.notFoundTitle.text(language)
        #expect(page.components(separatedBy: ">\(title)<").count - 1 == 2)  // the bar's hidden compact title and large title
        #expect(!page.contains("empty-title"))
        let failure = ErrorPage(isNotFound: false, message: SuiteText.errorInternal.text(language))
        expectSnapshot(failure.view(in: .snapshot(language)), named: "error-\(language)")
    }
}
