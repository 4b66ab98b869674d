import Markup
import WebUI

/// `/disposable/join`: a guest without the QR code types the short code from the card; the
/// code is looked up (failed look-ups are limited per address, `JoinLimits`) and leads to the invitation.
struct JoinByCodePage: PageModel {
    var code: String
    var isUnknown: Bool

    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.joinWithCode)
        // The way back to the page "Join with a code" is on (it was only the browser's own back).
        let navigation = NavigationBar.back(to: t(DisposableText.myEvents), url: DisposableURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation, app: "disposable") {
            form(.action(DisposableURL.joinByCode.url), .method("get"), .class("form-card")) {
                FormField(label: t(DisposableText.codeLabel), name: "code", value: code, hint: t(DisposableText.codeHint),
                          error: isUnknown ? t(DisposableText.codeUnknown) : nil, autocomplete: "off", maxLength: 12)
                SubmitButton(t(DisposableText.next))
            }
        }
    }
}
