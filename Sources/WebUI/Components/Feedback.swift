import Markup

/// A message across the top of the content.
public struct Banner: HTMLComponent {
    public enum Kind: String, Sendable {
        /// Neutral news ("3 notes deleted").
        case info
        /// Something the person asked for happened ("Settings saved").
        case success
        /// Nothing happened, and why ("Select the notes to delete first").
        case warning
        /// Something failed and needs attention.
        case error
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var body: some HTML {
        p(.class("banner banner-\(kind.rawValue)"), .role(kind == .error || kind == .warning ? "alert" : "status")) {
            message
        }
    }
}

/// A banner with a button, such as Undo after a delete. `action` is usually a ``PostForm``'s
/// button; the banner itself is the form.
public struct ActionBanner: HTMLComponent {
    public var message: String
    public var formAction: String
    public var context: PageContext
    public var fields: AnyHTML
    public var buttonTitle: String

    @inlinable
    public init(
        _ message: String, buttonTitle: String, formAction: String, context: PageContext,
        @HTMLBuilder fields: () -> some HTML = { EmptyHTML() }
    ) {
        self.message = message
        self.buttonTitle = buttonTitle
        self.formAction = formAction
        self.context = context
        self.fields = AnyHTML(fields())
    }

    public var body: some HTML {
        PostForm(action: formAction, context: context, class: "banner banner-info banner-action", role: "status") {
            fields
            span { message }
            SubmitButton(buttonTitle, style: .plain)
        }
    }
}

/// An empty list or a page with nothing to show: a large icon, an optional title, a line and
/// an optional action. Leave the title out when the navigation bar already says it.
public struct EmptyState: HTMLComponent {
    public var icon: Icon
    public var title: String?
    public var message: String
    public var action: LinkButton?

    public init(icon: Icon, title: String? = nil, message: String, action: LinkButton? = nil) {
        self.icon = icon
        self.title = title
        self.message = message
        self.action = action
    }

    public var body: some HTML {
        div(.class("empty-state")) {
            IconView(icon, class: "empty-symbol")
            if let title { h2(.class("empty-title")) { title } }
            p(.class("empty-message")) { message }
            action
        }
    }
}
