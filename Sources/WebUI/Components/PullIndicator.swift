import Markup

/// The mark `Public/js/shared/pull-to-refresh.js` shows while a list is pulled down on a touch
/// screen. Hidden from assistive technology: the page's own refresh (a link or a reload) is
/// how everyone else refreshes.
public struct PullIndicator: HTMLComponent {
    public var context: PageContext

    public init(context: PageContext) {
        self.context = context
    }

    public var body: some HTML {
        div(.class("pull-indicator"), .data("pull-indicator", ""), .hidden(), .ariaHidden()) { context.t(SuiteText.pullToRefresh) }
    }
}
