import Markup
import WebUI

/// `/memory/settings`: Memory's own choices (upload on Wi-Fi only, kept in this browser with
/// the outbox it governs) and links to the suite's settings (language, theme) and account.
struct MemorySettingsPage: Sendable, PageModel {
    func view(in context: PageContext) -> any HTML {
        View(context: context)
    }

    struct View: HTMLComponent {
        var context: PageContext

        var body: any HTML {
            let t = context.t
            let title = t(MemoryWebText.settingsTitle)
            let navigation = NavigationBar.back(to: t(MemoryWebText.back), url: MemoryURL.timeline.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.settings, context),
                        scripts: ["memory.js"], app: "memory") {
                GroupedSection(header: t(MemoryWebText.uploadsHeader), footer: t(MemoryWebText.wifiOnlyFooter)) {
                    li(.class("cell cell-toggle")) {
                        label(.class("cell-title"), .for("wifi-only")) { t(MemoryWebText.wifiOnly) }
                        input(.type("checkbox"), .id("wifi-only"), .class("switch"), .role("switch"), .disabled())
                    }
                }
                GroupedSection {
                    LinkCell(title: t(MemoryWebText.suiteSettings), url: SettingsURL.settings.url)
                    LinkCell(title: t(MemoryWebText.accountSettings), url: AccountURL.password.url)
                    LinkCell(title: t(MemoryWebText.showWelcome), url: MemoryURL.welcome.url)
                }
            }
        }
    }
}
