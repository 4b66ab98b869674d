/// A tag: its name, and (through marker protocols in ``HTMLTrait``) which attributes it takes.
public protocol HTMLTagDefinition {
    static var name: StaticString { get }
}

/// An element with content: `<div class="x">…</div>`.
///
/// Attributes are typed by tag (`href` exists on `a`, not on `div`) and every value is escaped.
public struct HTMLElement<Tag: HTMLTagDefinition>: HTML {
    public var attributes: [HTMLAttribute<Tag>]
    public var content: any HTML

    // Inlinable so the caller, which knows `Tag`, specializes it: generic code across the module
    // boundary looked up type metadata for every element a chart built.
    @inlinable
    public init(_ attributes: HTMLAttribute<Tag>..., @HTMLBuilder content: () -> any HTML = { EmptyHTML() }) {
        self.attributes = attributes
        self.content = content()
    }

    @inlinable
    public init(attributes: [HTMLAttribute<Tag>], @HTMLBuilder content: () -> any HTML = { EmptyHTML() }) {
        self.attributes = attributes
        self.content = content()
    }

    /// The same element with more attributes (classes merge; for others the last one wins).
    public func attributes(_ more: HTMLAttribute<Tag>...) -> Self {
        var copy = self
        copy.attributes += more
        return copy
    }

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

    public func attributes(_ more: HTMLAttribute<Tag>...) -> Self {
        var copy = self
        copy.attributes += more
        return copy
    }

    public func render(into output: inout HTMLOutput) {
        output.write("<")
        output.write(Tag.name)
        HTMLAttribute.render(attributes, into: &output)
        output.write(">")
    }
}

/// `<!DOCTYPE html>` followed by the document element.
public struct HTMLDocument: HTML {
    public var root: html

    public init(_ root: html) {
        self.root = root
    }

    public func render(into output: inout HTMLOutput) {
        output.write("<!DOCTYPE html>")
        root.render(into: &output)
    }
}
