import Localization
import Markup
import PageSnapshotTesting
import Testing
import WebUI

/// The password-reset pages, each from a model and a context alone, in English and Turkish.
@Suite("Password reset pages: golden HTML")
struct PasswordResetSnapshotTests {
    @Test("asking for a link (mail not configured), the answer, a new password refused, a dead link",
          arguments: Language.snapshotLanguages)
    func pages(language: Language) {
        let context = PageContext.snapshot(language)
        expectSnapshot(ForgotPasswordPage(mailConfigured: false).view(in: context), named: "forgot-password-\(language)")
        expectSnapshot(
            ForgotPasswordPage(sentTo: "ayse@example.com", mailConfigured: true).view(in: context),
            named: "forgot-password-sent-\(language)")
        let short = FormProblem(field: "newPassword", message: SuiteText.errorPasswordLength.text(language))
        expectSnapshot(
            ResetPasswordPage(token: "t0k3n", isLive: true, problem: short).view(in: context),
            named: "reset-password-\(language)")
        expectSnapshot(ResetPasswordPage(token: "t0k3n", isLive: false).view(in: context), named: "reset-link-dead-\(language)")
    }
}
