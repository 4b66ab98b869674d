import Localization
import Markup
import WebUI

extension ProgramsPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(LaunchText.programsTitle)
        let navigation = NavigationBar.back(
            to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title,
            actions: [.link(t(LaunchText.aboutLink), url: LaunchesURL.about.url, icon: .clock, id: "data-status")])
        return launchesPage(context, title: title, navigation: navigation, tab: .programs) {
            DataNoticeView(notice: notice, retryURL: LaunchesURL.home.url, context: context)
            if !cards.isEmpty {
                p(.class("page-subtitle")) { t(LaunchText.programsSubtitle) }
                ul(.class("program-grid")) {
                    for card in cards {
                        li(.class("program-card")) {
                            a(.class("program-link"), .href(LaunchesURL.program(.value(card.data.id)).url),
                              .ariaLabel(card.data.accessibilityLabel)) {
                                if let image = card.imageURL {
                                    img(.class("program-image"), .src(image), .alt(""), .width(180), .height(120), .loading("lazy"))
                                } else {
                                    span(.class("program-image program-image-empty"), .ariaHidden()) {}
                                }
                                span(.class("program-name")) { card.data.title }
                                span(.class("program-agencies")) { card.data.agencies }
                            }
                        }
                    }
                }
            } else if notice?.kind != .failed {
                EmptyState(icon: .globe, message: t(LaunchText.programsSubtitle))
            }
        }
    }
}
