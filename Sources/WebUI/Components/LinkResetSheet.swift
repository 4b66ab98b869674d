import Markup

/// The question asked before a private calendar link is replaced: every calendar subscribed to
/// the old link stops updating, which a tap should not do by accident. The form that resets the
/// link names this sheet's id (`data-sheet`, or ``ButtonCell``'s `confirmSheet`).
public struct LinkResetSheet: HTMLComponent {
    public var id: String
    public var confirmTitle: String
    public var context: PageContext

    public init(id: String, confirmTitle: String, context: PageContext) {
        self.id = id
        self.confirmTitle = confirmTitle
        self.context = context
    }

    public var body: some HTML {
        Sheet(id: id, title: context.t(SuiteText.linkResetQuestion), message: context.t(SuiteText.linkResetMessage),
              confirmTitle: confirmTitle, cancelTitle: context.t(SuiteText.cancel))
    }
}
