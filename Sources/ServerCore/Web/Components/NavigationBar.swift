import Plot

/// The iOS-style navigation bar: a compact row (back link, inline title, actions) above a large
/// title that scrolls with the content.
public struct NavigationBar {
    public struct Item {
        public var label: String
        public var url: String
        /// Visible glyph instead of the label (the label then becomes the accessible name).
        public var symbol: String?
        public var id: String?

        public init(_ label: String, url: String, symbol: String? = nil, id: String? = nil) {
            self.label = label
            self.url = url
            self.symbol = symbol
            self.id = id
        }
    }

    public var title: String
    public var back: Item?
    public var actions: [Item]
    public var largeTitle: Bool

    public init(title: String, back: Item? = nil, actions: [Item] = [], largeTitle: Bool = true) {
        self.title = title
        self.back = back
        self.actions = actions
        self.largeTitle = largeTitle
    }

    func render() -> String {
        let backLink: any Component = back.map { item in
            Link(url: HTMLEscaping.attribute(item.url)) { Span("‹").class("chevron").attribute(named: "aria-hidden", value: "true"); Text(item.label) }
                .class("nav-back")
        } ?? EmptyComponent()
        return Header {
            Div {
                Div { backLink }.class("nav-leading")
                Span(title).class(largeTitle ? "nav-title nav-title-compact" : "nav-title")
                Div {
                    for action in actions { Self.render(action) }
                }.class("nav-actions")
            }.class("nav-row")
            if largeTitle { H1(title).class("large-title") }
        }
        .class("navbar")
        .render()
    }

    private static func render(_ item: Item) -> any Component {
        var link: any Component = Link(url: HTMLEscaping.attribute(item.url)) {
            if let symbol = item.symbol {
                Span(symbol).class("symbol").attribute(named: "aria-hidden", value: "true")
            } else {
                Text(item.label)
            }
        }
        .class("nav-action")
        .attribute(named: "aria-label", value: item.symbol == nil ? nil : item.label)
        if let id = item.id { link = link.id(id) }
        return link
    }
}
