/// A tag: its name, and (through marker protocols in ``HTMLTrait``) which attributes it takes.
public protocol HTMLTagDefinition {
    static var name: StaticString { get }
}

/// An element with content: `<div class="x">…</div>`.
///
/// Attributes are typed by tag (`href` exists on `a`, not on `div`) and every value is escaped.
/// The content keeps its type (see ``HTML``), so an element and everything in it render as
/// specialized code in the module that wrote them.
public struct HTMLElement<Tag: HTMLTagDefinition, Content: HTML>: HTML {
    public var attributes: [HTMLAttribute<Tag>]
    public var content: Content

    @inlinable
    public init(_ attributes: HTMLAttribute<Tag>..., @HTMLBuilder content: () -> Content) {
        self.attributes = attributes
        self.content = content()
    }

    @inlinable
    public init(attributes: [HTMLAttribute<Tag>], @HTMLBuilder content: () -> Content) {
        self.attributes = attributes
        self.content = content()
    }

    /// The same element with more attributes (classes merge; for others the last one wins).
    @inlinable
    public func attributes(_ more: HTMLAttribute<Tag>...) -> Self {
        var copy = self
        copy.attributes += more
        return copy
    }

    @inlinable
    public func render(into output: inout HTMLOutput) {
        output.write("<")
        output.write(Tag.name)
        HTMLAttribute.render(attributes, into: &output)
        output.write(">")
        content.render(into: &output)
        output.write("</")
        output.write(Tag.name)
        output.write(">")
    }
}

extension HTMLElement where Content == EmptyHTML {
    /// An element with nothing inside: `<div class="spacer"></div>`.
    @inlinable
    public init(_ attributes: HTMLAttribute<Tag>...) {
        self.attributes = attributes
        self.content = EmptyHTML()
    }

    @inlinable
    public init(attributes: [HTMLAttribute<Tag>]) {
        self.attributes = attributes
        self.content = EmptyHTML()
    }
}

/// An element that has no content and no end tag: `<img …>`, `<input …>`, `<br>`.
public struct HTMLVoidElement<Tag: HTMLTagDefinition>: HTML {
    public var attributes: [HTMLAttribute<Tag>]

    @inlinable
    public init(_ attributes: HTMLAttribute<Tag>...) {
        self.attributes = attributes
    }

    @inlinable
    public init(attributes: [HTMLAttribute<Tag>]) {
        self.attributes = attributes
    }

    @inlinable
    public func attributes(_ more: HTMLAttribute<Tag>...) -> Self {
        var copy = self
        copy.attributes += more
        return copy
    }

    @inlinable
    public func render(into output: inout HTMLOutput) {
        output.write("<")
        output.write(Tag.name)
        HTMLAttribute.render(attributes, into: &output)
        output.write(">")
    }
}

/// `<!DOCTYPE html>` followed by the document element.
public struct HTMLDocument<Content: HTML>: HTML {
    public var root: HTMLElement<HTMLTag.html, Content>

    @inlinable
    public init(_ root: HTMLElement<HTMLTag.html, Content>) {
        self.root = root
    }

    @inlinable
    public func render(into output: inout HTMLOutput) {
        output.write("<!DOCTYPE html>")
        root.render(into: &output)
    }
}
