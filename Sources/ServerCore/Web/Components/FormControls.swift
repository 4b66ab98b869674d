import Plot
import Vapor

/// The hidden CSRF field every state-changing form carries.
public struct CSRFField: Component {
    let token: String

    public init(_ request: Request) {
        token = request.csrfToken
    }

    public var body: any Component {
        HiddenField(name: CSRFMiddleware.fieldName, value: token)
    }
}

/// A hidden form value, escaped (it often echoes user input, such as a return path).
public struct HiddenField: Component {
    let name: String
    let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var body: any Component {
        Input(type: .hidden, name: name, value: HTMLEscaping.attribute(value))
    }
}

/// A labelled text field with an optional hint and an inline error that names the problem.
public struct FormField: Component {
    public var label: String
    public var name: String
    public var type: HTMLInputType
    public var value: String?
    public var hint: String?
    public var error: String?
    public var autocomplete: String?
    public var isRequired: Bool
    public var maxLength: Int?

    public init(
        label: String, name: String, type: HTMLInputType = .text, value: String? = nil, hint: String? = nil,
        error: String? = nil, autocomplete: String? = nil, isRequired: Bool = true, maxLength: Int? = nil
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.value = value
        self.hint = hint
        self.error = error
        self.autocomplete = autocomplete
        self.isRequired = isRequired
        self.maxLength = maxLength
    }

    public var body: any Component {
        let inputID = "field-\(name)"
        let describedBy = [hint.map { _ in "\(inputID)-hint" }, error.map { _ in "\(inputID)-error" }]
            .compactMap { $0 }.joined(separator: " ")
        return Div {
            Label(label) {}.attribute(named: "for", value: inputID).class("field-label")
            Input(type: type, name: name, value: value.map(HTMLEscaping.attribute), isRequired: isRequired)
                .id(inputID)
                .class("field-input")
                .attribute(named: "autocomplete", value: autocomplete)
                .attribute(named: "maxlength", value: maxLength.map(String.init))
                .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
                .attribute(named: "aria-describedby", value: describedBy)
            if let hint { Paragraph(hint).class("field-hint").id("\(inputID)-hint") }
            if let error { Paragraph(error).class("field-error").id("\(inputID)-error") }
        }
        .class("field")
    }
}

/// Buttons in the suite's three weights.
public enum ButtonStyle: String {
    case primary, secondary, destructive, plain
}

public struct SubmitButtonView: Component {
    let title: String
    let style: ButtonStyle
    let name: String?
    let value: String?

    public init(_ title: String, style: ButtonStyle = .primary, name: String? = nil, value: String? = nil) {
        self.title = title
        self.style = style
        self.name = name
        self.value = value
    }

    public var body: any Component {
        Button(title)
            .attribute(named: "type", value: "submit")
            .attribute(named: "name", value: name)
            .attribute(named: "value", value: value)
            .class("button button-\(style.rawValue)")
    }
}
