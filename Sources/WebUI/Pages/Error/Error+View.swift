import Markup

extension ErrorPage {
    public struct View: HTMLComponent {
        public var model: ErrorPage
        public var context: PageContext

        public init(_ model: ErrorPage, context: PageContext) {
            self.model = model
            self.context = context
        }

        public var body: any HTML {
            let t = context.t
            // The large title says what happened; the empty state only explains (saying
            // "Page not found" twice reads as a glitch).
            let title = model.isNotFound ? t(SuiteText.notFoundTitle) : t(SuiteText.errorTitle)
            let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
            return Page(context, title: title, navigation: navigation) {
                EmptyState(
                    icon: model.isNotFound ? .questionMark : .exclamationMark, message: model.message,
                    action: LinkButton(t(SuiteText.errorBack), url: LauncherURL.home.url))
            }
        }
    }
}
