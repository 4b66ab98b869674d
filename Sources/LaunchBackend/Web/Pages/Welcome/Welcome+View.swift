import Localization
import Markup
import WebUI

extension WelcomePage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(LaunchText.appName)
        let finish = LaunchesURL.home.url(query: [QueryItem("welcomed", "1")])
        let navigation = NavigationBar(
            title: title, leading: .back(t(SuiteText.navApps), url: LauncherURL.home.url),
            actions: [.link(t(LaunchText.welcomeSkip), url: finish, id: "welcome-skip")], largeTitle: false)
        return launchesPage(context, title: title, navigation: navigation, tab: nil) {
            WelcomeSlides(
                slides: slides.map { .init(icon: Self.icons[$0.symbol] ?? .rocket, title: $0.title, body: $0.body) },
                label: t(LaunchText.welcomeLabel),
                slideLabels: slides.indices.map { t(LaunchText.slideLabel, ["number": String($0 + 1), "total": String(slides.count)]) },
                nextTitle: t(LaunchText.welcomeNext), finishTitle: t(LaunchText.welcomeStart), finishURL: finish)
        }
    }
}
