import Markup

/// An inset grouped list, the iOS Settings look: an optional header, cells, an optional footer.
///
/// The content is cells (``LinkCell``, ``ButtonCell``, ``Cell``), each of which is one `<li>`.
public struct GroupedSection: HTMLComponent {
    public var header: String?
    public var footer: String?
    public var listClass: String?
    public var cells: AnyHTML

    @inlinable
    public init(header: String? = nil, footer: String? = nil, listClass: String? = nil, @HTMLBuilder cells: () -> some HTML) {
        self.header = header
        self.footer = footer
        self.listClass = listClass
        self.cells = AnyHTML(cells())
    }

    public var body: some HTML {
        section(.class("list-section")) {
            if let header { h2(.class("list-header")) { header } }
            ul(.class("grouped-list"), .class(listClass)) { cells }
            if let footer { p(.class("list-footer")) { footer } }
        }
    }
}

/// A cell's leading image (an app icon); decorative, since the title names the row.
public struct CellImage: Sendable {
    public var url: String

    public init(url: String) {
        self.url = url
    }
}

/// A row that navigates: image, title, optional subtitle and badge, trailing detail, chevron.
public struct LinkCell: HTMLComponent {
    public var title: String
    public var subtitle: String?
    public var detail: String?
    /// A short status under the subtitle ("Not available yet") that never squeezes the title.
    public var badge: String?
    public var url: String
    public var image: CellImage?
    /// A red title, for an action that destroys something (Delete Account).
    public var isDestructive: Bool

    public init(
        title: String, subtitle: String? = nil, detail: String? = nil, badge: String? = nil, url: String,
        image: CellImage? = nil, isDestructive: Bool = false
    ) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.badge = badge
        self.url = url
        self.image = image
        self.isDestructive = isDestructive
    }

    public var body: some HTML {
        li {
            a(.class("cell cell-link"), .class(isDestructive ? "cell-destructive" : nil), .href(url)) {
                if let image { img(.class("cell-icon"), .src(image.url), .alt(""), .width(32), .height(32)) }
                span(.class("cell-text")) {
                    span(.class("cell-title")) { title }
                    if let subtitle { span(.class("cell-subtitle")) { subtitle } }
                    if let badge { span(.class("cell-badge")) { badge } }
                }
                if let detail { span(.class("cell-detail")) { detail } }
                IconView(.chevronForward, class: "cell-chevron")
            }
        }
    }
}

/// A row that performs an action by posting a form (Sign Out), centred like an iOS button row.
public struct ButtonCell: HTMLComponent {
    public var title: String
    public var action: String
    public var isDestructive: Bool
    /// The id of a ``Sheet`` that asks before the form is sent (with JS; see `Sheet`).
    public var confirmSheet: String?
    public var context: PageContext

    public init(_ title: String, action: String, isDestructive: Bool = false, confirmSheet: String? = nil, context: PageContext) {
        self.title = title
        self.action = action
        self.isDestructive = isDestructive
        self.confirmSheet = confirmSheet
        self.context = context
    }

    public var body: some HTML {
        var asks: [(key: StaticString, value: String)] = []
        if let confirmSheet { asks.append(("sheet", confirmSheet)) }
        return li {
            PostForm(action: action, context: context, class: "cell-form", data: asks) {
                button(.type("submit"), .class("cell cell-button"), .class(isDestructive ? "cell-destructive" : nil)) {
                    title
                }
            }
        }
    }
}

/// A row with any content (a control, a value).
public struct Cell: HTMLComponent {
    public var className: String?
    public var content: AnyHTML

    @inlinable
    public init(class className: String? = nil, @HTMLBuilder content: () -> some HTML) {
        self.className = className
        self.content = AnyHTML(content())
    }

    public var body: some HTML {
        li { div(.class("cell"), .class(className)) { content } }
    }
}
