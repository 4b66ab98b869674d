import Markup

/// A search field as a GET form, so search works without JS: a hidden label, the magnifying
/// glass, the field and its submit button. `maxLength` is the longest query the server takes, so
/// a pasted essay is cut by the browser instead of answered with an error page.
public struct SearchForm: HTMLComponent {
    public var action: String
    public var fieldID: String
    public var query: String
    public var label: String
    public var placeholder: String
    public var submit: String
    public var maxLength: Int?
    /// The element that says what the search covers.
    public var describedBy: String?
    /// Values the search keeps (the list's mode, its filters).
    public var kept: [(name: String, value: String)]

    public init(
        action: String, fieldID: String, query: String, label: String, placeholder: String, submit: String,
        maxLength: Int?, describedBy: String? = nil, kept: [(name: String, value: String)] = []
    ) {
        self.action = action
        self.fieldID = fieldID
        self.query = query
        self.label = label
        self.placeholder = placeholder
        self.submit = submit
        self.maxLength = maxLength
        self.describedBy = describedBy
        self.kept = kept
    }

    public var body: some HTML {
        form(.action(action), .method("get"), .class("search-form"), .role("search")) {
            Markup.label(.class("visually-hidden"), .for(fieldID)) { label }
            IconView(.magnifyingGlass, class: "search-icon")
            input(.type("search"), .name("q"), .value(query), .placeholder(placeholder),
                  .id(fieldID), .class("search-field"), .autocomplete("off"), .enterkeyhint("search"),
                  .maxlength(maxLength), .ariaDescribedBy(describedBy))
            for field in kept { HiddenField(name: field.name, value: field.value) }
            SubmitButton(submit, style: .plain, class: "search-submit")
        }
    }
}
