import Localization
import Markup
import WebUI

extension AboutPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(LaunchText.aboutTitle)
        let navigation = NavigationBar.back(to: t(LaunchText.programsTitle), url: LaunchesURL.home.url, title: title)
        let limit = LocalizedNumber.integer(requestsLimit, context.language)
        return launchesPage(context, title: title, navigation: navigation, tab: nil) {
            GroupedSection(footer: t(LaunchText.aboutFooter, ["limit": limit])) {
                Cell(class: "fact") {
                    span(.class("fact-label")) { t(LaunchText.requestsThisHour) }
                    span(.class("fact-value"), .id("requests-used")) {
                        t(LaunchText.requestsUsed, ["used": LocalizedNumber.integer(requestsUsed, context.language), "limit": limit])
                    }
                }
            }
            for list in lists {
                GroupedSection(header: list.name) {
                    Cell(class: "fact") {
                        span(.class("fact-label")) { t(LaunchText.lastRefresh) }
                        span(.class("fact-value")) { list.updated ?? t(LaunchText.notYet) }
                    }
                    Cell(class: "fact") {
                        span(.class("fact-label")) { t(LaunchText.dataSource) }
                        span(.class("fact-value")) { t(list.fromSnapshot ? LaunchText.sourceSnapshot : LaunchText.sourceUpstream) }
                    }
                }
            }
        }
    }
}
