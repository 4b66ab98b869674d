/// Attributes every element takes.
extension HTMLAttribute {
    public static func id(_ value: String?) -> Self { attribute("id", value) }
    /// Space-separated class names; several `.class(…)` on one element merge.
    public static func `class`(_ value: String?) -> Self { attribute("class", value) }
    public static func title(_ value: String?) -> Self { attribute("title", value) }
    public static func lang(_ value: String?) -> Self { attribute("lang", value) }
    public static func dir(_ value: String?) -> Self { attribute("dir", value) }
    public static func role(_ value: String?) -> Self { attribute("role", value) }
    public static func tabindex(_ value: Int?) -> Self { attribute("tabindex", value.map(String.init)) }
    public static func hidden(_ isHidden: Bool = true) -> Self { flag("hidden", isHidden) }
    public static func inert(_ isInert: Bool = true) -> Self { flag("inert", isInert) }
    public static func translate(_ translates: Bool) -> Self { attribute("translate", translates ? "yes" : "no") }

    /// `data-<key>`: values scripts read (`data-undo-label`).
    public static func data(_ key: StaticString, _ value: String?) -> Self {
        Self(prefix: "data-", key, value.map(AttributeValue.text))
    }

    /// `aria-<name>` with any value.
    public static func aria(_ name: StaticString, _ value: String?) -> Self {
        Self(prefix: "aria-", name, value.map(AttributeValue.text))
    }

    public static func ariaLabel(_ value: String?) -> Self { aria("label", value) }
    public static func ariaLabelledBy(_ ids: String?) -> Self { aria("labelledby", ids) }
    public static func ariaDescribedBy(_ ids: String?) -> Self { aria("describedby", ids.flatMap { $0.isEmpty ? nil : $0 }) }
    /// `aria-hidden="true"` for decoration (glyphs, chevrons) that assistive technology skips.
    public static func ariaHidden(_ isHidden: Bool = true) -> Self { aria("hidden", isHidden ? "true" : nil) }
    public static func ariaCurrent(_ value: String?) -> Self { aria("current", value) }
    public static func ariaLive(_ value: String?) -> Self { aria("live", value) }
    public static func ariaControls(_ ids: String?) -> Self { aria("controls", ids) }
    public static func ariaExpanded(_ isExpanded: Bool) -> Self { aria("expanded", isExpanded ? "true" : "false") }
    public static func ariaPressed(_ isPressed: Bool) -> Self { aria("pressed", isPressed ? "true" : "false") }
    public static func ariaSelected(_ isSelected: Bool) -> Self { aria("selected", isSelected ? "true" : "false") }
    /// `aria-invalid="true"` only while the field holds an error.
    public static func ariaInvalid(_ isInvalid: Bool) -> Self { aria("invalid", isInvalid ? "true" : nil) }
    public static func ariaBusy(_ isBusy: Bool) -> Self { aria("busy", isBusy ? "true" : nil) }
    public static func ariaModal(_ isModal: Bool = true) -> Self { aria("modal", isModal ? "true" : nil) }
}
