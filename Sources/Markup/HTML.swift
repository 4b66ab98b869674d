/// Anything that can write itself as HTML.
///
/// Rendering is a plain method call per node into one byte buffer: no reflection, no
/// intermediate strings, and no boxes: a view's content is one concrete value type (elements
/// nested in ``HTMLPair``s and ``HTMLEither``s, the way SwiftUI's views are), which the
/// compiler renders as straight-line code. Text reaches the buffer escaped unless a type says
/// otherwise through ``UnsafeRawHTML`` (the one greppable way to write markup as given).
///
/// The generic types' `render` methods are `@inlinable` so a view's module specializes them for
/// its concrete content: across a module boundary, unspecialized generic code looks up type
/// metadata for every node it renders. Where content must be stored without its type (a page's
/// slot), ``AnyHTML`` keeps the specialized renderer.
public protocol HTML {
    /// Appends this node's markup to `output`.
    func render(into output: inout HTMLOutput)
}

/// A reusable piece of markup described by a body, the way a SwiftUI view is.
///
/// Conform a struct, give it a `var body: some HTML` (built with ``HTMLBuilder``), and it renders
/// like any element.
public protocol HTMLComponent: HTML {
    associatedtype Body: HTML
    @HTMLBuilder var body: Body { get }
}

extension HTMLComponent {
    @inlinable
    public func render(into output: inout HTMLOutput) {
        body.render(into: &output)
    }
}

extension HTML {
    /// The markup as UTF-8 bytes; `capacity` is a hint that saves regrowing the buffer.
    @inlinable
    public func renderedBytes(capacity: Int = 4096) -> [UInt8] {
        var output = HTMLOutput(capacity: capacity)
        render(into: &output)
        return output.bytes
    }

    /// The markup as a string (tests and small fragments; pages use ``renderedBytes(capacity:)``).
    @inlinable
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
    @inlinable
    public func render(into output: inout HTMLOutput) {
        if let self { self.render(into: &output) }
    }
}

/// A list of nodes renders each in turn.
extension Array: HTML where Element: HTML {
    @inlinable
    public func render(into output: inout HTMLOutput) {
        for element in self { element.render(into: &output) }
    }
}

/// Nothing at all: the content of an empty element or an untaken branch.
public struct EmptyHTML: HTML, Sendable {
    @inlinable
    public init() {}

    @inlinable
    public func render(into output: inout HTMLOutput) {}
}

/// Content whose type is not kept: a page's slot, or nodes of different types in one list.
///
/// Holds the renderer made where the content's type was known, so what it wraps is rendered
/// by specialized code. An `any HTML` would not: rendering a generic element through an
/// existential runs its unspecialized code, which looks up metadata for every node below.
public struct AnyHTML: HTML {
    @usableFromInline let renderContent: (inout HTMLOutput) -> Void

    @inlinable
    public init(_ content: some HTML) {
        renderContent = { content.render(into: &$0) }
    }

    /// Content built in place: `AnyHTML { … }`.
    @inlinable
    public init(@HTMLBuilder _ content: () -> some HTML) {
        self.init(content())
    }

    @inlinable
    public func render(into output: inout HTMLOutput) {
        renderContent(&output)
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
