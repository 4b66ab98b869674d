/// Anything that can write itself as HTML.
///
/// Rendering is a plain method call per node into one byte buffer: no reflection, no
/// intermediate strings. Text reaches the buffer escaped unless a type says otherwise through
/// ``UnsafeRawHTML`` (the one greppable way to write markup as given).
public protocol HTML {
    /// Appends this node's markup to `output`.
    func render(into output: inout HTMLOutput)
}

/// A reusable piece of markup described by a body, the way a SwiftUI view is.
///
/// Conform a struct, give it a `body` built with ``HTMLBuilder``, and it renders like any element.
public protocol HTMLComponent: HTML {
    @HTMLBuilder var body: any HTML { get }
}

extension HTMLComponent {
    public func render(into output: inout HTMLOutput) {
        body.render(into: &output)
    }
}

extension HTML {
    /// The markup as UTF-8 bytes; `capacity` is a hint that saves regrowing the buffer.
    public func renderedBytes(capacity: Int = 4096) -> [UInt8] {
        var output = HTMLOutput(capacity: capacity)
        render(into: &output)
        return output.bytes
    }

    /// The markup as a string (tests and small fragments; pages use ``renderedBytes(capacity:)``).
    public func renderedString() -> String {
        String(decoding: renderedBytes(capacity: 1024), as: UTF8.self)
    }
}

/// Text is escaped: `<`, `>`, `&`, `"` and `'` never reach the page as markup.
extension String: HTML {
    public func render(into output: inout HTMLOutput) {
        output.writeEscaped(self)
    }
}

extension Substring: HTML {
    public func render(into output: inout HTMLOutput) {
        output.writeEscaped(String(self))
    }
}

/// `nil` renders nothing, so optional content can be written inline.
extension Optional: HTML where Wrapped: HTML {
    public func render(into output: inout HTMLOutput) {
        if let self { self.render(into: &output) }
    }
}

/// A list of nodes renders each in turn.
extension Array: HTML where Element: HTML {
    public func render(into output: inout HTMLOutput) {
        for element in self { element.render(into: &output) }
    }
}

/// Nothing at all: the content of an empty element or an untaken branch.
public struct EmptyHTML: HTML, Sendable {
    public init() {}
    public func render(into output: inout HTMLOutput) {}
}

/// Several nodes side by side, as a result-builder block produces them.
public struct HTMLGroup: HTML {
    public var children: [any HTML]

    public init(_ children: [any HTML]) {
        self.children = children
    }

    public init(@HTMLBuilder _ content: () -> any HTML) {
        self.children = [content()]
    }

    public func render(into output: inout HTMLOutput) {
        for child in children { child.render(into: &output) }
    }
}

/// Markup written exactly as given. Only for HTML produced by code that escapes on its own
/// (the Markdown renderer, a chart already rendered by this module). Never for user input.
public struct UnsafeRawHTML: HTML, Sendable {
    public let markup: String

    public init(_ markup: String) {
        self.markup = markup
    }

    public func render(into output: inout HTMLOutput) {
        output.writeRaw(markup)
    }
}
