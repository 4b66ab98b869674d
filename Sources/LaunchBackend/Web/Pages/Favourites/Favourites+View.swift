import Localization
import Markup
import WebUI

extension FavouritesPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(LaunchText.favouritesTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return launchesPage(context, title: title, navigation: navigation, tab: .favourites) {
            KeptLaunchList(
                rows: rows, emptyIcon: .star, emptyTitle: t(LaunchText.favouritesEmptyTitle), emptyMessage: t(LaunchText.favouritesEmpty),
                listClass: "favourites-list", context: context)
        }
    }
}
