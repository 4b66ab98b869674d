import Markup

/// The suite's button weights. `destructive` is red: it deletes something.
public enum ButtonStyle: String, Sendable {
    case primary, secondary, destructive, plain
}

/// A submit button.
public struct SubmitButton: HTMLComponent {
    public var title: String
    public var style: ButtonStyle
    public var name: String?
    public var value: String?
    public var id: String?
    public var className: String?

    public init(
        _ title: String, style: ButtonStyle = .primary, name: String? = nil, value: String? = nil, id: String? = nil,
        class className: String? = nil
    ) {
        self.title = title
        self.style = style
        self.name = name
        self.value = value
        self.id = id
        self.className = className
    }

    public var body: some HTML {
        button(.type("submit"), .class("button button-\(style.rawValue)"), .class(className), .name(name), .value(value),
               .id(id)) { title }
    }
}

/// A link that looks like a button (an empty state's call to action).
public struct LinkButton: HTMLComponent, Sendable {
    public var title: String
    public var url: String
    public var style: ButtonStyle
    public var id: String?
    public var className: String?

    public init(_ title: String, url: String, style: ButtonStyle = .primary, id: String? = nil, class className: String? = nil) {
        self.title = title
        self.url = url
        self.style = style
        self.id = id
        self.className = className
    }

    public var body: some HTML {
        a(.class("button button-\(style.rawValue)"), .class(className), .href(url), .id(id)) { title }
    }
}
