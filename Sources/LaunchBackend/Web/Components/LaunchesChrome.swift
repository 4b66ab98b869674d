import Markup
import WebUI

/// SpaceNasa's three sections, as the bottom tab bar shows them.
enum LaunchesTab: Sendable {
    case programs, launches, favourites, reminders

    /// The tab bar with `self` selected.
    func bar(_ context: PageContext) -> TabBar {
        let t = context.t
        return TabBar(label: t(LaunchText.sectionsLabel), tabs: [
            .init(label: t(LaunchText.tabPrograms), url: LaunchesURL.home.url, icon: .globe, isSelected: self == .programs),
            .init(label: t(LaunchText.tabLaunches), url: LaunchesURL.list.url, icon: .rocket, isSelected: self == .launches),
            .init(label: t(LaunchText.tabFavourites), url: LaunchesURL.favourites.url, icon: .star, isSelected: self == .favourites),
            .init(label: t(LaunchText.tabReminders), url: LaunchesURL.reminders.url, icon: .bell, isSelected: self == .reminders),
        ])
    }
}

/// A page of the SpaceNasa app: the suite's shell with the app's script, accent and tab bar.
func launchesPage(
    _ context: PageContext, title: String, navigation: NavigationBar? = nil, tab: LaunchesTab?,
    @HTMLBuilder content: () -> some HTML
) -> Page {
    Page(context, title: title, navigation: navigation, tabBar: tab?.bar(context), scripts: ["launches.js"], app: "launches",
         content: content)
}

/// Where the data came from, when it matters: a warning banner over saved data, or the error
/// state (with "Try again") when there is nothing to show.
struct DataNoticeView: HTMLComponent {
    var notice: DataNotice?
    var retryURL: String
    var context: PageContext

    var body: some HTML {
        switch notice?.kind {
        case .fallback?:
            p(.class("banner banner-warning data-notice"), .role("status")) {
                IconView(.cloudSlash, class: "banner-symbol")
                span { notice?.message ?? "" }
            }
        case .failed?:
            EmptyState(
                icon: .cloudSlash, message: notice?.message ?? "",
                action: LinkButton(context.t(LaunchText.tryAgain), url: retryURL, style: .secondary))
        case nil:
            EmptyHTML()
        }
    }
}
