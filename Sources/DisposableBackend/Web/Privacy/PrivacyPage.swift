import Markup
import WebUI

/// `/disposable/privacy`: who controls the data (the organizer; the operator processes it), what
/// is stored (no location), who sees what and when (the organizer sees every photo before a
/// later reveal), how long (the configured retention) and the buttons that exercise the rights.
/// Open to everyone: guests read it before joining.
struct PrivacyPage: PageModel {
    var retentionDays: Int
    var contactEmail: String?

    /// Each part's title and paragraphs, in the order a guest asks.
    static let parts: [(title: DisposableText, paragraphs: [DisposableText])] = [
        (.privacyWhoTitle, [.privacyWhoBody]),
        (.privacyWhatTitle, [.privacyWhatGuest, .privacyWhatLocation, .privacyWhatOrganizer, .privacyWhatAddress,
                              .privacyWhatDevice]),
        (.privacySeeTitle, [.privacySeeGuests, .privacySeeOrganizer, .privacySeeWall]),
        (.privacyKeptTitle, [.privacyKeptBody]),
        (.privacyRightsTitle, [.privacyRightsBody, .privacyRightsMore]),
    ]

    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.privacyTitle)
        let values = ["days": t(DisposableText.days, count: retentionDays), "export": t(DisposableText.exportData),
                      "delete": t(DisposableText.deleteMyData)]
        return Page(context, title: title, app: "disposable") {
            div(.class("form-card prose privacy")) {
                p { t(DisposableText.privacyIntro) }
                for (index, part) in Self.parts.enumerated() {
                    section(.ariaLabelledBy("privacy-\(index)")) {
                        h2(.id("privacy-\(index)")) { t(part.title) }
                        for paragraph in part.paragraphs { p { t(paragraph, values) } }
                    }
                }
                if let contactEmail {
                    p { a(.href("mailto:\(contactEmail)")) { t(DisposableText.privacyContact, ["email": contactEmail]) } }
                }
            }
            GroupedSection {
                LinkCell(title: t(DisposableText.termsTitle), url: DisposableURL.terms.url)
                LinkCell(title: t(DisposableText.helpTitle), url: DisposableURL.help.url)
            }
        }
    }
}
