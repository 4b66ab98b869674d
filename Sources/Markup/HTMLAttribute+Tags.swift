// Attributes that only some tags take; the compiler refuses `href` on a `div`.

extension HTMLAttribute where Tag: HTMLTrait.HasHref {
    /// A link target, checked by ``SafeURL/link(_:)`` (no `javascript:`).
    public static func href(_ url: String) -> Self { attribute("href", SafeURL.link(url)) }
    public static func rel(_ value: String?) -> Self { attribute("rel", value) }
}

extension HTMLAttribute where Tag == HTMLTag.a {
    public static func target(_ value: String?) -> Self { attribute("target", value) }
    /// Offers the target as a download, under `filename` when given.
    public static func download(_ filename: String? = nil) -> Self {
        filename.map { attribute("download", $0) } ?? flag("download")
    }
    public static func hreflang(_ value: String?) -> Self { attribute("hreflang", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasSource {
    /// A source URL, checked by ``SafeURL/source(_:)``.
    public static func src(_ url: String) -> Self { attribute("src", SafeURL.source(url)) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasAlternativeText {
    /// Always give one; an empty string marks a decorative image.
    public static func alt(_ text: String) -> Self { attribute("alt", text) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasDimensions {
    public static func width(_ value: Int) -> Self { attribute("width", String(value)) }
    public static func height(_ value: Int) -> Self { attribute("height", String(value)) }
}

extension HTMLAttribute where Tag == HTMLTag.img {
    public static func loading(_ value: String) -> Self { attribute("loading", value) }
    public static func decoding(_ value: String) -> Self { attribute("decoding", value) }
    public static func srcset(_ value: String?) -> Self { attribute("srcset", value) }
    public static func sizes(_ value: String?) -> Self { attribute("sizes", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasName {
    public static func name(_ value: String?) -> Self { attribute("name", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasValue {
    public static func value(_ value: String?) -> Self { attribute("value", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasType {
    public static func type(_ value: String?) -> Self { attribute("type", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.CanBeDisabled {
    public static func disabled(_ isDisabled: Bool = true) -> Self { flag("disabled", isDisabled) }
}

extension HTMLAttribute where Tag: HTMLTrait.FormControl {
    public static func required(_ isRequired: Bool = true) -> Self { flag("required", isRequired) }
    public static func readonly(_ isReadOnly: Bool = true) -> Self { flag("readonly", isReadOnly) }
    public static func autofocus(_ isOn: Bool = true) -> Self { flag("autofocus", isOn) }
    public static func autocomplete(_ value: String?) -> Self { attribute("autocomplete", value) }
    public static func placeholder(_ value: String?) -> Self { attribute("placeholder", value) }
    public static func form(_ formID: String?) -> Self { attribute("form", formID) }
}

extension HTMLAttribute where Tag == HTMLTag.input {
    public static func checked(_ isChecked: Bool = true) -> Self { flag("checked", isChecked) }
    public static func multiple(_ isOn: Bool = true) -> Self { flag("multiple", isOn) }
    public static func accept(_ value: String?) -> Self { attribute("accept", value) }
    public static func capture(_ value: String?) -> Self { attribute("capture", value) }
    public static func min(_ value: String?) -> Self { attribute("min", value) }
    public static func max(_ value: String?) -> Self { attribute("max", value) }
    public static func step(_ value: String?) -> Self { attribute("step", value) }
    public static func maxlength(_ value: Int?) -> Self { attribute("maxlength", value.map(String.init)) }
    public static func minlength(_ value: Int?) -> Self { attribute("minlength", value.map(String.init)) }
    public static func pattern(_ value: String?) -> Self { attribute("pattern", value) }
    public static func inputmode(_ value: String?) -> Self { attribute("inputmode", value) }
    public static func enterkeyhint(_ value: String?) -> Self { attribute("enterkeyhint", value) }
    public static func list(_ datalistID: String?) -> Self { attribute("list", datalistID) }
}

extension HTMLAttribute where Tag == HTMLTag.textarea {
    public static func rows(_ value: Int) -> Self { attribute("rows", String(value)) }
    public static func maxlength(_ value: Int?) -> Self { attribute("maxlength", value.map(String.init)) }
    public static func enterkeyhint(_ value: String?) -> Self { attribute("enterkeyhint", value) }
}

extension HTMLAttribute where Tag == HTMLTag.select {
    public static func multiple(_ isOn: Bool = true) -> Self { flag("multiple", isOn) }
}

extension HTMLAttribute where Tag == HTMLTag.button {
    /// The id of the form this button submits when it sits outside it (a bar's Done).
    public static func form(_ formID: String?) -> Self { attribute("form", formID) }
}

extension HTMLAttribute where Tag == HTMLTag.option {
    public static func selected(_ isSelected: Bool = true) -> Self { flag("selected", isSelected) }
}

extension HTMLAttribute where Tag == HTMLTag.label {
    /// The id of the control this label names.
    public static func `for`(_ controlID: String) -> Self { attribute("for", controlID) }
}

extension HTMLAttribute where Tag == HTMLTag.output {
    public static func `for`(_ controlIDs: String) -> Self { attribute("for", controlIDs) }
}

extension HTMLAttribute where Tag == HTMLTag.form {
    /// Where the form goes, checked by ``SafeURL/link(_:)``.
    public static func action(_ url: String) -> Self { attribute("action", SafeURL.link(url)) }
    public static func method(_ value: String) -> Self { attribute("method", value) }
    /// `multipart/form-data` for file uploads.
    public static func enctype(_ value: String) -> Self { attribute("enctype", value) }
    public static func novalidate(_ isOn: Bool = true) -> Self { flag("novalidate", isOn) }
}

extension HTMLAttribute where Tag: HTMLTrait.Submits {
    public static func formaction(_ url: String) -> Self { attribute("formaction", SafeURL.link(url)) }
    public static func formmethod(_ value: String) -> Self { attribute("formmethod", value) }
    public static func formnovalidate(_ isOn: Bool = true) -> Self { flag("formnovalidate", isOn) }
}

extension HTMLAttribute where Tag: HTMLTrait.TableCell {
    public static func colspan(_ value: Int) -> Self { attribute("colspan", String(value)) }
    public static func scope(_ value: String) -> Self { attribute("scope", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.HasDateTime {
    /// A machine-readable date (`2026-11-23`, `2026-11-23T14:00:00Z`).
    public static func datetime(_ value: String?) -> Self { attribute("datetime", value) }
}

extension HTMLAttribute where Tag: HTMLTrait.Media {
    public static func controls(_ isOn: Bool = true) -> Self { flag("controls", isOn) }
    public static func preload(_ value: String) -> Self { attribute("preload", value) }
    public static func autoplay(_ isOn: Bool = true) -> Self { flag("autoplay", isOn) }
    public static func muted(_ isOn: Bool = true) -> Self { flag("muted", isOn) }
    public static func playsinline(_ isOn: Bool = true) -> Self { flag("playsinline", isOn) }
}

extension HTMLAttribute where Tag == HTMLTag.details {
    public static func open(_ isOpen: Bool = true) -> Self { flag("open", isOpen) }
}

extension HTMLAttribute where Tag == HTMLTag.dialog {
    public static func open(_ isOpen: Bool = true) -> Self { flag("open", isOpen) }
}

extension HTMLAttribute where Tag == HTMLTag.progress {
    public static func max(_ value: Double) -> Self { attribute("max", HTMLNumber.format(value)) }
}

extension HTMLAttribute where Tag == HTMLTag.meter {
    public static func min(_ value: Double) -> Self { attribute("min", HTMLNumber.format(value)) }
    public static func max(_ value: Double) -> Self { attribute("max", HTMLNumber.format(value)) }
}

extension HTMLAttribute where Tag == HTMLTag.meta {
    public static func content(_ value: String) -> Self { attribute("content", value) }
    public static func charset(_ value: String) -> Self { attribute("charset", value) }
    public static func property(_ value: String) -> Self { attribute("property", value) }
    public static func media(_ value: String) -> Self { attribute("media", value) }
}

extension HTMLAttribute where Tag == HTMLTag.link {
    public static func media(_ value: String) -> Self { attribute("media", value) }
    public static func sizes(_ value: String) -> Self { attribute("sizes", value) }
    public static func crossorigin(_ value: String) -> Self { attribute("crossorigin", value) }
}

extension HTMLAttribute where Tag == HTMLTag.script {
    public static func defer_(_ isOn: Bool = true) -> Self { flag("defer", isOn) }
    public static func nomodule(_ isOn: Bool = true) -> Self { flag("nomodule", isOn) }
}

extension HTMLAttribute where Tag == HTMLTag.source {
    public static func media(_ value: String) -> Self { attribute("media", value) }
    public static func srcset(_ value: String) -> Self { attribute("srcset", value) }
}
