import Markup

/// A grouped-list row holding a private link to copy (a calendar subscription): its label, the
/// link in a read-only field (selectable on every phone) and a line saying what it gives away.
public struct PrivateLinkCell: HTMLComponent {
    public var id: String
    public var label: String
    public var url: String
    public var help: String

    public init(id: String, label: String, url: String, help: String) {
        self.id = id
        self.label = label
        self.url = url
        self.help = help
    }

    public var body: some HTML {
        Cell(class: "feed-cell") {
            Markup.label(.class("fact-label"), .for(id)) { label }
            input(.type("text"), .id(id), .class("feed-url"), .value(url), .readonly(), .ariaDescribedBy("\(id)-help"))
            p(.class("feed-help"), .id("\(id)-help")) { help }
        }
    }
}
