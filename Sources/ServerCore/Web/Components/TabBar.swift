import Plot

/// The bottom tab bar of an app that has sections, as in the seeds' tab-based designs.
public struct TabBar {
    public struct Tab {
        public var label: String
        public var url: String
        public var symbol: String
        public var isSelected: Bool

        public init(label: String, url: String, symbol: String, isSelected: Bool) {
            self.label = label
            self.url = url
            self.symbol = symbol
            self.isSelected = isSelected
        }
    }

    public var tabs: [Tab]

    public init(tabs: [Tab]) {
        self.tabs = tabs
    }

    func render() -> String {
        Navigation {
            for tab in tabs {
                Link(url: HTMLEscaping.attribute(tab.url)) {
                    Span(tab.symbol).class("tab-symbol").attribute(named: "aria-hidden", value: "true")
                    Span(tab.label).class("tab-label")
                }
                .class(tab.isSelected ? "tab selected" : "tab")
                .attribute(named: "aria-current", value: tab.isSelected ? "page" : nil)
            }
        }
        .class("tabbar")
        .attribute(named: "aria-label", value: "Tabs")
        .render()
    }
}
