import Plot

/// An inset grouped list: the iOS Settings look. Sections hold cells; each cell is a row
/// with a 44 pt minimum height.
public struct GroupedSection: Component {
    public var header: String?
    public var footer: String?
    public var cells: [any Component]

    public init(header: String? = nil, footer: String? = nil, cells: [any Component]) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }

    public var body: any Component {
        Element(name: "section") {
            if let header { H2(header).class("list-header") }
            List(cells) { cell in cell }.class("grouped-list")
            if let footer { Paragraph(footer).class("list-footer") }
        }
        .class("list-section")
    }
}

/// A navigation cell: icon, title, optional subtitle and badge, trailing detail and a chevron.
public struct LinkCell: Component {
    public var title: String
    public var subtitle: String?
    public var detail: String?
    /// A short status under the subtitle ("Not available yet"), which never squeezes the title.
    public var badge: String?
    public var url: String
    public var icon: String?

    public init(
        title: String, subtitle: String? = nil, detail: String? = nil, badge: String? = nil, url: String,
        icon: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.badge = badge
        self.url = url
        self.icon = icon
    }

    public var body: any Component {
        Link(url: HTMLEscaping.attribute(url)) {
            // Decorative: the title names the link. Plot drops an empty alt, so say it outright (axe: image-alt).
            if let icon {
                Node<HTML.BodyContext>.img(
                    .src(HTMLEscaping.attribute(icon)), .class("cell-icon"),
                    Attribute(name: "alt", value: nil, ignoreIfValueIsEmpty: false))
            }
            Div {
                Span(title).class("cell-title")
                if let subtitle { Span(subtitle).class("cell-subtitle") }
                if let badge { Span(badge).class("cell-badge") }
            }.class("cell-text")
            if let detail { Span(detail).class("cell-detail") }
            Span("›").class("cell-chevron").attribute(named: "aria-hidden", value: "true")
        }
        .class("cell cell-link")
    }
}
