import Markup

extension ErrorPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        // The large title says what happened; the empty state only explains (saying
        // "Page not found" twice reads as a glitch).
        let title = isNotFound ? t(SuiteText.notFoundTitle) : t(SuiteText.errorTitle)
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            EmptyState(
                icon: isNotFound ? .magnifyingGlass : .exclamationMark, message: message,
                action: LinkButton(t(SuiteText.errorBack), url: LauncherURL.home.url))
        }
    }
}
