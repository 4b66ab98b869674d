import Foundation
import Localization
import Markup
import WebUI

/// `/memory/settings/share-links`: every link of the account that still works, in one place —
/// what it shares, until when, and Turn Off (a plain form: it works without JS). The entry and
/// recap pages list their own; this is where a person checks what is out there at all.
struct SharedLinksPage: Sendable, PageModel {
    struct Row: Sendable {
        var id: String
        /// The memory's title, or the recap's month.
        var title: String
        /// The page of what is shared (the entry, the month's recap).
        var url: String
        var expiresAt: Date
    }

    var rows: [Row]

    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SharedLinksPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(MemoryWebText.sharedLinksTitle)
            let navigation = NavigationBar.back(to: t(MemoryWebText.settingsTitle), url: MemoryURL.settings.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.settings, context), app: "memory") {
                if model.rows.isEmpty {
                    EmptyState(icon: .link, message: t(MemoryWebText.sharedLinksEmpty))
                } else {
                    GroupedSection(footer: t(MemoryWebText.sharedLinksFooter), listClass: "shared-links") {
                        for row in model.rows { RowView(row: row, context: context) }
                    }
                }
            }
        }
    }

    struct RowView: HTMLComponent {
        var row: Row
        var context: PageContext

        var body: some HTML {
            let until = LocalizedFormats.shared(language: context.language, timeZone: context.timeZone).dateTime(row.expiresAt)
            return li(.class("cell shared-link-row")) {
                span(.class("cell-text")) {
                    a(.href(row.url), .class("cell-title")) { row.title }
                    span(.class("cell-subtitle")) { context.t(MemoryWebText.shareUntil, ["date": until]) }
                }
                PostForm(action: MemoryURL.revokeShareLink(.value(row.id)).url, context: context) {
                    SubmitButton(context.t(MemoryWebText.shareRevoke), style: .plain, class: "button-destructive")
                }
            }
        }
    }
}
