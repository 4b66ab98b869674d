import Markup

/// A form that changes something: `method="post"` and the CSRF field, always together, so no
/// state-changing form can forget its token.
public struct PostForm: HTMLComponent {
    public var action: String
    public var context: PageContext
    public var id: String?
    public var className: String?
    public var role: String?
    /// `multipart/form-data`, for file uploads.
    public var isMultipart: Bool
    /// Turns off the browser's own validation bubbles: the server's messages are the ones shown.
    public var validatesOnServer: Bool
    /// Extra `data-*` values scripts read (`data-sheet`).
    public var data: [(key: StaticString, value: String)]
    public var content: AnyHTML

    @inlinable
    public init(
        action: String, context: PageContext, id: String? = nil, class className: String? = nil, role: String? = nil,
        isMultipart: Bool = false, validatesOnServer: Bool = false, data: [(key: StaticString, value: String)] = [],
        @HTMLBuilder content: () -> some HTML
    ) {
        self.action = action
        self.context = context
        self.id = id
        self.className = className
        self.role = role
        self.isMultipart = isMultipart
        self.validatesOnServer = validatesOnServer
        self.data = data
        self.content = AnyHTML(content())
    }

    public var body: some HTML {
        var attributes: [HTMLAttribute<HTMLTag.form>] = [
            .action(action), .method("post"), .id(id), .class(className), .role(role),
            .novalidate(validatesOnServer),
        ]
        if isMultipart { attributes.append(.enctype("multipart/form-data")) }
        attributes += data.map { HTMLAttribute.data($0.key, $0.value) }
        return form(attributes: attributes) {
            CSRFField(context)
            content
        }
    }
}

/// The hidden CSRF field every state-changing form carries (scripts read it too).
public struct CSRFField: HTMLComponent {
    public static let fieldName = "_csrf"
    public var context: PageContext

    public init(_ context: PageContext) {
        self.context = context
    }

    public var body: some HTML {
        HiddenField(name: Self.fieldName, value: context.csrfToken)
    }
}

/// A hidden form value (escaped like every attribute: it often echoes input, a return path).
public struct HiddenField: HTMLComponent {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var body: some HTML {
        input(.type("hidden"), .name(name), .value(value))
    }
}

/// A labelled text field with an optional hint and an inline error that names the problem.
public struct FormField: HTMLComponent {
    public var label: String
    public var name: String
    public var type: String
    public var value: String?
    public var hint: String?
    public var error: String?
    public var autocomplete: String?
    public var isRequired: Bool
    public var maxLength: Int?
    public var inputMode: String?
    /// The lowest and highest value a date, time or number field takes, in its own format.
    public var bounds: (min: String, max: String)?
    /// A regular expression the whole value must match (HTML's `pattern`).
    public var pattern: String?

    public init(
        label: String, name: String, type: String = "text", value: String? = nil, hint: String? = nil,
        error: String? = nil, autocomplete: String? = nil, isRequired: Bool = true, maxLength: Int? = nil,
        inputMode: String? = nil, bounds: (min: String, max: String)? = nil, pattern: String? = nil
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
        self.inputMode = inputMode
        self.bounds = bounds
        self.pattern = pattern
    }

    var fieldID: String { "field-\(name)" }

    public var body: some HTML {
        div(.class("field")) {
            Markup.label(.class("field-label"), .for(fieldID)) { label }
            input(
                .type(type), .name(name), .id(fieldID), .class("field-input"), .value(value), .required(isRequired),
                .autocomplete(autocomplete), .maxlength(maxLength), .inputmode(inputMode),
                .min(bounds?.min), .max(bounds?.max), .pattern(pattern), .ariaInvalid(error != nil),
                .ariaDescribedBy(FieldMessages.describedBy(fieldID, hint: hint, error: error)))
            FieldMessages(fieldID: fieldID, hint: hint, error: error)
        }
    }
}

/// A labelled multi-line field; its text is escaped like any other (a note body is written
/// back exactly as typed, `&amp;` included).
public struct TextAreaField: HTMLComponent {
    public var label: String
    public var name: String
    public var value: String
    public var rows: Int
    public var hint: String?
    public var error: String?
    /// Ids of more elements that describe the field (a live character count).
    public var describedBy: [String]
    public var labelClass: String?
    /// The most characters typing may add (HTML's `maxlength`, in UTF-16 units: never more
    /// characters than a rule in grapheme clusters allows).
    public var maxLength: Int?

    public init(
        label: String, name: String, value: String, rows: Int = 12, hint: String? = nil, error: String? = nil,
        describedBy: [String] = [], labelClass: String? = nil, maxLength: Int? = nil
    ) {
        self.maxLength = maxLength
        self.label = label
        self.name = name
        self.value = value
        self.rows = rows
        self.hint = hint
        self.error = error
        self.describedBy = describedBy
        self.labelClass = labelClass
    }

    var fieldID: String { "field-\(name)" }

    public var body: some HTML {
        let ids = ([FieldMessages.describedBy(fieldID, hint: hint, error: error)] + describedBy)
            .compactMap { $0 }.joined(separator: " ")
        return div(.class("field")) {
            Markup.label(.class("field-label"), .class(labelClass), .for(fieldID)) { label }
            textarea(.name(name), .id(fieldID), .class("field-textarea"), .rows(rows), .maxlength(maxLength),
                     .ariaInvalid(error != nil), .ariaDescribedBy(ids)) {
                // The HTML parser drops one newline right after <textarea>: add one back so a body
                // that starts with a blank line keeps it.
                if value.hasPrefix("\n") { "\n" }
                value
            }
            FieldMessages(fieldID: fieldID, hint: hint, error: error)
        }
    }
}

/// A field's hint and error lines, with the ids `aria-describedby` points at.
struct FieldMessages: HTMLComponent {
    var fieldID: String
    var hint: String?
    var error: String?

    static func describedBy(_ fieldID: String, hint: String?, error: String?) -> String? {
        let ids = [hint.map { _ in "\(fieldID)-hint" }, error.map { _ in "\(fieldID)-error" }].compactMap { $0 }
        return ids.isEmpty ? nil : ids.joined(separator: " ")
    }

    var body: some HTML {
        if let hint { p(.class("field-hint"), .id("\(fieldID)-hint")) { hint } }
        if let error { p(.class("field-error"), .id("\(fieldID)-error")) { error } }
    }
}
