import Markup
import WebUI

/// `/disposable/help`: the FAQ (docs/apps/disposable.md#help) in plain words, with the configured retention, a short
/// guide and whom to ask. Open to everyone: guests read it before joining too.
struct HelpPage: PageModel {
    var retentionDays: Int
    var contactEmail: String?
    /// The page that led here (the invitation, a guest's settings); else the app's start.
    var returnPath: String? = nil

    /// Each question and its answer, in the order a first-time guest wonders about them.
    static let questions: [(question: DisposableText, answer: DisposableText)] = [
        (.faqHowQ, .faqHowA), (.faqLimitQ, .faqLimitA), (.faqAppQ, .faqAppA), (.faqWhoQ, .faqWhoA),
        (.faqOrganizerQ, .faqOrganizerA), (.faqKeptQ, .faqKeptA), (.faqDeleteQ, .faqDeleteA),
    ]

    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.helpTitle)
        let values = ["days": t(DisposableText.days, count: retentionDays)]
        let navigation = NavigationBar.back(to: t(SuiteText.navBack), url: returnPath ?? DisposableURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation, app: "disposable") {
            section(.class("help-guide"), .ariaLabelledBy("help-guide-title")) {
                h2(.class("list-header"), .id("help-guide-title")) { t(DisposableText.guideTitle) }
                ol(.class("help-steps")) {
                    li { t(DisposableText.guideScan) }
                    li { t(DisposableText.guideName) }
                    li { t(DisposableText.guideShoot) }
                    li { t(DisposableText.guideSee) }
                }
            }
            section(.class("faq"), .ariaLabelledBy("faq-title")) {
                h2(.class("list-header"), .id("faq-title")) { t(DisposableText.faqTitle) }
                for item in Self.questions {
                    details(.class("faq-item")) {
                        summary { t(item.question) }
                        p { t(item.answer, values) }
                    }
                }
            }
            GroupedSection(header: t(DisposableText.contactTitle), footer: t(DisposableText.contactOrganizer)) {
                if let contactEmail {
                    LinkCell(title: t(DisposableText.contactWrite), detail: contactEmail, url: "mailto:\(contactEmail)")
                }
                LinkCell(title: t(DisposableText.termsTitle), url: DisposableURL.terms.url)
                LinkCell(title: t(DisposableText.privacyTitle), url: DisposableURL.privacy.url)
                // To the people who run the service (D-172), not the organizer: a problem with the app itself.
                LinkCell(title: t(SuiteText.feedbackLink), url: ReturnPath.url(SettingsURL.feedback, from: DisposableURL.help.url))
            }
        }
    }
}
