import Markup
import WebUI

/// `/memory/welcome`: three slides before the first visit to the timeline (what Memory Recap is
/// for, that entries are private until the person shares one, and which permissions are asked
/// for and when). Finishing or skipping goes to `/memory?welcomed=1`, which sets the cookie that
/// keeps it from showing again in this browser; Settings links back here.
struct MemoryWelcomePage: Sendable, PageModel {
    static let finishURL = MemoryURL.timeline.url(query: [QueryItem(MemoryWebController.welcomedParameter, "1")])

    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(MemoryText.appName)
        let navigation = NavigationBar(
            title: title, leading: .back(t(SuiteText.navApps), url: LauncherURL.home.url),
            actions: [.link(t(MemoryWebText.welcomeSkip), url: Self.finishURL, id: "welcome-skip")], largeTitle: false)
        let slides: [WelcomeSlides.Slide] = [
            .init(icon: .photoStack, title: t(MemoryWebText.welcomePurposeTitle), body: t(MemoryWebText.welcomePurposeBody)),
            .init(icon: .lock, title: t(MemoryWebText.welcomePrivacyTitle), body: t(MemoryWebText.welcomePrivacyBody)),
            .init(icon: .bell, title: t(MemoryWebText.welcomePermissionsTitle), body: t(MemoryWebText.welcomePermissionsBody),
                  points: [.init(icon: .camera, text: t(MemoryWebText.welcomeCamera)),
                           .init(icon: .microphone, text: t(MemoryWebText.welcomeMicrophone)),
                           .init(icon: .mapPin, text: t(MemoryWebText.welcomeLocation))]),
        ]
        return Page(context, title: title, navigation: navigation, scripts: ["memory.js"], app: "memory") {
            WelcomeSlides(
                slides: slides, label: t(MemoryWebText.welcomeLabel),
                slideLabels: slides.indices.map { t(MemoryWebText.slideLabel, ["number": String($0 + 1), "total": String(slides.count)]) },
                nextTitle: t(MemoryWebText.welcomeNext), finishTitle: t(MemoryWebText.welcomeStart), finishURL: Self.finishURL)
        }
    }
}
