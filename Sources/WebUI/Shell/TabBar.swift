import Markup

/// The bottom tab bar of an app that has sections, as iOS apps show theirs.
public struct TabBar: HTMLComponent {
    public struct Tab: Sendable {
        public var label: String
        public var url: String
        public var icon: Icon
        public var isSelected: Bool

        public init(label: String, url: String, icon: Icon, isSelected: Bool) {
            self.label = label
            self.url = url
            self.icon = icon
            self.isSelected = isSelected
        }
    }

    /// Names the bar for assistive technology ("Notes sections").
    public var label: String
    public var tabs: [Tab]

    public init(label: String, tabs: [Tab]) {
        self.label = label
        self.tabs = tabs
    }

    public var body: some HTML {
        nav(.class("tabbar"), .ariaLabel(label)) {
            for tab in tabs {
                a(.class("tab"), .class(tab.isSelected ? "selected" : nil), .href(tab.url),
                  .ariaCurrent(tab.isSelected ? "page" : nil)) {
                    IconView(tab.icon, class: "tab-symbol")
                    span(.class("tab-label")) { tab.label }
                }
            }
        }
    }
}
