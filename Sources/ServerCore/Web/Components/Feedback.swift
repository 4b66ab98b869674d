import Plot

/// A banner across the top of the content: information, success or an error to act on.
public struct Banner: Component {
    public enum Kind: String { case info, success, error }

    let kind: Kind
    let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var body: any Component {
        Paragraph(message)
            .class("banner banner-\(kind.rawValue)")
            .attribute(named: "role", value: kind == .error ? "alert" : "status")
    }
}

/// The empty state of a list: a large symbol, a title, a line and an optional action.
public struct EmptyState: Component {
    /// An icon of `Public/icons/symbols/` by name (`hourglass`): drawn, so it never needs an emoji font.
    let icon: String
    let title: String
    let message: String
    let action: (title: String, url: String)?

    public init(icon: String, title: String, message: String, action: (title: String, url: String)? = nil) {
        self.icon = icon
        self.title = title
        self.message = message
        self.action = action
    }

    public var body: any Component {
        Div {
            Span("").class("empty-symbol icon icon-\(icon)").attribute(named: "aria-hidden", value: "true")
            H2(title).class("empty-title")
            Paragraph(message).class("empty-message")
            if let action { Link(action.title, url: HTMLEscaping.attribute(action.url)).class("button button-primary") }
        }
        .class("empty-state")
    }
}

/// A segmented control made of links (works without JS); the selected segment is marked for
/// assistive technology.
public struct SegmentedControl: Component {
    public struct Segment {
        public var title: String
        public var url: String
        public var isSelected: Bool

        public init(title: String, url: String, isSelected: Bool) {
            self.title = title
            self.url = url
            self.isSelected = isSelected
        }
    }

    let label: String
    let segments: [Segment]

    public init(label: String, segments: [Segment]) {
        self.label = label
        self.segments = segments
    }

    public var body: any Component {
        Navigation {
            for segment in segments {
                Link(segment.title, url: HTMLEscaping.attribute(segment.url))
                    .class(segment.isSelected ? "segment selected" : "segment")
                    .attribute(named: "aria-current", value: segment.isSelected ? "true" : nil)
            }
        }
        .class("segmented")
        .attribute(named: "aria-label", value: label)
    }
}
