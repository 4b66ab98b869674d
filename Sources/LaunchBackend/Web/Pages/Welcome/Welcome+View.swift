import Localization
import Markup
import WebUI

extension WelcomePage: PageModel {
    func view(in context: PageContext) -> any HTML {
        let t = context.t
        let title = t(LaunchText.appName)
        let finish = LaunchesURL.home.url(query: [QueryItem("welcomed", "1")])
        let navigation = NavigationBar(
            title: title, leading: .back(t(SuiteText.navApps), url: LauncherURL.home.url),
            actions: [.link(t(LaunchText.welcomeSkip), url: finish, id: "welcome-skip")], largeTitle: false)
        return launchesPage(context, title: title, navigation: navigation, tab: nil) {
            section(.class("welcome")) {
                ol(.class("welcome-slides"), .data("slides", ""), .tabindex(0), .ariaLabel(t(LaunchText.welcomeLabel))) {
                    for (index, slide) in slides.enumerated() {
                        li(.class("welcome-slide"), .data("slide", ""), .id("slide-\(index + 1)"),
                           .ariaLabel(t(LaunchText.slideLabel, ["number": String(index + 1), "total": String(slides.count)]))) {
                            span(.class("icon icon-\(Self.icons[slide.symbol] ?? "rocket") welcome-symbol"), .ariaHidden()) {}
                            h2(.class("welcome-title")) { slide.title }
                            p(.class("welcome-body")) { slide.body }
                        }
                    }
                }
                div(.class("welcome-dots")) {
                    for index in slides.indices {
                        a(.class("welcome-dot"), .href("#slide-\(index + 1)"), .data("slide-dot", ""),
                          .ariaLabel(t(LaunchText.slideLabel, ["number": String(index + 1), "total": String(slides.count)]))) {}
                    }
                }
                div(.class("button-row welcome-actions")) {
                    a(.class("button button-secondary"), .href("#slide-2"), .data("slide-next", ""), .hidden()) {
                        t(LaunchText.welcomeNext)
                    }
                    a(.class("button button-primary"), .href(finish), .id("welcome-start"), .data("slide-finish", "")) {
                        t(LaunchText.welcomeStart)
                    }
                }
            }
        }
    }
}
