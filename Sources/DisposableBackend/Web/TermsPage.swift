import Markup
import WebUI

/// `/disposable/terms`: what happens to the photos, with the configured retention.
struct TermsPage: PageModel {
    var retentionDays: Int

    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.termsTitle)
        return Page(context, title: title, app: "disposable") {
            div(.class("form-card prose")) {
                p { t(DisposableText.termsBody, ["days": t(DisposableText.days, count: retentionDays)]) }
                p { a(.href(DisposableURL.privacy.url)) { t(DisposableText.privacyTitle) } }
            }
        }
    }
}
