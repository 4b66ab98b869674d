import Localization
import Markup
import WebUI

extension FavouritesPage: PageModel {
    func view(in context: PageContext) -> any HTML {
        let t = context.t
        let title = t(LaunchText.favouritesTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return launchesPage(context, title: title, navigation: navigation, tab: .favourites) {
            if rows.isEmpty {
                EmptyState(
                    icon: .star, title: t(LaunchText.favouritesEmptyTitle), message: t(LaunchText.favouritesEmpty),
                    action: LinkButton(t(LaunchText.browseLaunches), url: LaunchesURL.list.url))
            } else {
                ul(.class("grouped-list favourites-list")) {
                    for row in rows {
                        LinkCell(title: row.name, subtitle: row.dateText, url: LaunchesURL.launch(.value(row.launchID)).url)
                    }
                }
            }
        }
    }
}
