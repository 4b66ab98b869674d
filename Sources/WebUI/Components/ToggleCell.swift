import Markup

/// A grouped-list row with an iOS switch: a real checkbox (posts `name=value` when on, nothing
/// when off, works without JS and with the keyboard) drawn as a switch by the design system.
public struct ToggleCell: HTMLComponent {
    public var title: String
    public var name: String
    public var isOn: Bool
    public var value: String
    /// A line under the title that says what the switch changes.
    public var hint: String?

    public init(_ title: String, name: String, isOn: Bool, value: String = "on", hint: String? = nil) {
        self.title = title
        self.name = name
        self.isOn = isOn
        self.value = value
        self.hint = hint
    }

    public var body: some HTML {
        let id = "toggle-\(name)"
        return li {
            label(.class("cell cell-toggle"), .for(id)) {
                span(.class("cell-text")) {
                    span(.class("cell-title")) { title }
                    if let hint { span(.class("cell-subtitle"), .id("\(id)-hint")) { hint } }
                }
                input(.type("checkbox"), .role("switch"), .class("switch"), .id(id), .name(name), .value(value),
                      .checked(isOn), .ariaDescribedBy(hint == nil ? nil : "\(id)-hint"))
            }
        }
    }
}
