import Markup

/// A segmented control of links (a list's sort order): works without JS, and the chosen
/// segment is marked for assistive technology.
public struct SegmentedControl: HTMLComponent {
    public struct Segment: Sendable {
        public var title: String
        public var url: String
        public var isSelected: Bool

        public init(title: String, url: String, isSelected: Bool) {
            self.title = title
            self.url = url
            self.isSelected = isSelected
        }
    }

    public var label: String
    public var segments: [Segment]

    public init(label: String, segments: [Segment]) {
        self.label = label
        self.segments = segments
    }

    public var body: some HTML {
        nav(.class("segmented"), .ariaLabel(label)) {
            for segment in segments {
                a(.class("segment"), .class(segment.isSelected ? "selected" : nil), .href(segment.url),
                  .ariaCurrent(segment.isSelected ? "true" : nil)) { segment.title }
            }
        }
    }
}

/// The same control as a choice inside a form (a settings value): radio buttons that look like
/// segments, so the choice posts with the form and works with keyboard and without JS.
public struct SegmentedPicker: HTMLComponent {
    public struct Option: Sendable {
        public var value: String
        public var title: String
        /// The option's language when its title is in another one (a language's own name).
        public var lang: String?

        public init(value: String, title: String, lang: String? = nil) {
            self.value = value
            self.title = title
            self.lang = lang
        }
    }

    public var name: String
    /// Names the group for assistive technology (the section header says it visibly).
    public var legendText: String
    public var options: [Option]
    public var selected: String

    public init(name: String, legend: String, options: [Option], selected: String) {
        self.name = name
        self.legendText = legend
        self.options = options
        self.selected = selected
    }

    public var body: some HTML {
        fieldset(.class("segmented segmented-picker")) {
            legend(.class("visually-hidden")) { legendText }
            for option in options {
                label(.class("segment"), .lang(option.lang)) {
                    input(.type("radio"), .name(name), .value(option.value), .checked(option.value == selected),
                          .class("segment-input"))
                    span { option.title }
                }
            }
        }
    }
}
