import Markup

/// The iOS navigation bar: a compact row (back link, inline title, actions) above a large
/// title that scrolls with the content. A modal screen (an editor) has Cancel leading, Done
/// trailing and no large title.
public struct NavigationBar: HTMLComponent {
    public var title: String
    public var leading: NavigationItem?
    public var actions: [NavigationItem]
    public var largeTitle: Bool

    public init(title: String, leading: NavigationItem? = nil, actions: [NavigationItem] = [], largeTitle: Bool = true) {
        self.title = title
        self.leading = leading
        self.actions = actions
        self.largeTitle = largeTitle
    }

    /// A bar whose leading item goes back to `url`, labelled with the previous page's title.
    public static func back(to label: String, url: String, title: String, actions: [NavigationItem] = []) -> Self {
        NavigationBar(title: title, leading: .back(label, url: url), actions: actions)
    }

    public var body: some HTML {
        header(.class("navbar")) {
            div(.class("nav-row")) {
                div(.class("nav-leading")) { leading }
                span(.class("nav-title"), .class(largeTitle ? "nav-title-compact" : nil), .ariaHidden(largeTitle)) { title }
                div(.class("nav-actions")) { actions }
            }
            if largeTitle {
                h1(.class("large-title")) { title }
            } else {
                h1(.class("visually-hidden")) { title }
            }
        }
    }
}

/// A control in the navigation bar: a link, or a button that submits a form on the page.
public struct NavigationItem: HTMLComponent, Sendable {
    public enum Action: Sendable, Equatable {
        case link(String)
        /// Submits the form with this id (the editor's Done).
        case submit(form: String)
    }

    public var label: String
    public var action: Action
    /// Shown instead of the label, which then becomes the accessible name.
    public var icon: Icon?
    public var id: String?
    /// Bold, as iOS sets the confirming action (Done, Save).
    public var isProminent: Bool
    var isBack = false

    public init(_ label: String, action: Action, icon: Icon? = nil, id: String? = nil, isProminent: Bool = false) {
        self.label = label
        self.action = action
        self.icon = icon
        self.id = id
        self.isProminent = isProminent
    }

    public static func link(_ label: String, url: String, icon: Icon? = nil, id: String? = nil) -> Self {
        NavigationItem(label, action: .link(url), icon: icon, id: id)
    }

    /// The leading "‹ Apps" link back to the previous page.
    public static func back(_ label: String, url: String, id: String? = nil) -> Self {
        var item = NavigationItem(label, action: .link(url), id: id)
        item.isBack = true
        return item
    }

    public var body: some HTML {
        switch action {
        case .link(let url):
            a(.class(isBack ? "nav-back" : "nav-action"), .class(isProminent ? "nav-prominent" : nil), .href(url),
              .id(id), .ariaLabel(icon == nil ? nil : label)) { content }
        case .submit(let form):
            button(.type("submit"), .form(form), .class("nav-action"), .class(isProminent ? "nav-prominent" : nil),
                   .id(id), .ariaLabel(icon == nil ? nil : label)) { content }
        }
    }

    @HTMLBuilder private var content: some HTML {
        if isBack { IconView(.chevronBackward, class: "chevron") }
        if let icon {
            IconView(icon, class: "symbol")
        } else {
            label
        }
    }
}
