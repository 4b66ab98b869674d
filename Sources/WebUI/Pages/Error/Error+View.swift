import Markup

extension ErrorPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        // The large title says what happened; the empty state only explains (saying
        // "Page not found" twice reads as a glitch).
        let title = isNotFound ? t(SuiteText.notFoundTitle) : t(SuiteText.errorTitle)
        let back = wayBack.map { (title: t(SuiteText.errorBackToApp, ["app": $0.appName]), url: $0.url, name: $0.appName) }
        let navigation = NavigationBar.back(
            to: back?.name ?? t(SuiteText.navApps), url: back?.url ?? LauncherURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            EmptyState(
                icon: isNotFound ? .magnifyingGlass : .exclamationMark, message: message,
                action: LinkButton(back?.title ?? t(SuiteText.errorBack), url: back?.url ?? LauncherURL.home.url, id: "error-back"))
        }
    }
}
