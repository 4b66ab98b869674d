import Localization
import Markup
import WebUI

extension RemindersPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(LaunchText.remindersTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return launchesPage(context, title: title, navigation: navigation, tab: .reminders) {
            KeptLaunchList(
                rows: rows, emptyIcon: .bell, emptyTitle: t(LaunchText.remindersEmptyTitle), emptyMessage: t(LaunchText.remindersEmpty),
                listClass: "reminders-list", context: context)
            GroupedSection(header: t(LaunchText.feedTitle)) {
                PrivateLinkCell(id: "reminder-feed-url", label: t(LaunchText.feedLinkLabel), url: feedURL, help: t(LaunchText.feedExplain))
            }
            PostForm(action: LaunchesURL.resetReminderFeed.url, context: context, class: "feed-reset-form") {
                SubmitButton(t(LaunchText.feedReset), style: .secondary, class: "feed-reset")
            }
        }
    }
}
