/// A tag: its name, and (through marker protocols in ``HTMLTrait``) which attributes it takes.
public protocol HTMLTagDefinition {
    static var name: StaticString { get }
}

/// An element with content: `<div class="x">…</div>`.
///
/// Attributes are typed by tag (`href` exists on `a`, not on `div`) and every value is escaped.
public struct HTMLElement<Tag: HTMLTagDefinition>: HTML {
    @usableFromInline var attributeData: [AttributeData]
    public var content: any HTML

    public var attributes: [HTMLAttribute<Tag>] {
        get { attributeData.map(HTMLAttribute.init(data:)) }
        set { attributeData = newValue.map { $0.data } }
    }

    // Inlinable so the caller, which knows `Tag`, specializes it: generic code across the module
    // boundary looked up type metadata for every element a chart built.
    @inlinable
    public init(_ attributes: HTMLAttribute<Tag>..., @HTMLBuilder content: () -> any HTML = { EmptyHTML() }) {
        self.attributeData = attributes.map { $0.data }
        self.content = content()
    }

    @inlinable
    public init(attributes: [HTMLAttribute<Tag>], @HTMLBuilder content: () -> any HTML = { EmptyHTML() }) {
        self.attributeData = attributes.map { $0.data }
        self.content = content()
    }

    /// The same element with more attributes (classes merge; for others the last one wins).
    public func attributes(_ more: HTMLAttribute<Tag>...) -> Self {
        var copy = self
        copy.attributeData += more.map { $0.data }
        return copy
    }

    public func render(into output: inout HTMLOutput) {
        output.write("<")
        output.write(Tag.name)
        AttributeData.render(attributeData, into: &output)
        output.write(">")
        content.render(into: &output)
        output.write("</")
        output.write(Tag.name)
        output.write(">")
    }
}

/// An element that has no content and no end tag: `<img …>`, `<input …>`, `<br>`.
public struct HTMLVoidElement<Tag: HTMLTagDefinition>: HTML {
    @usableFromInline var attributeData: [AttributeData]

    public var attributes: [HTMLAttribute<Tag>] {
        get { attributeData.map(HTMLAttribute.init(data:)) }
        set { attributeData = newValue.map { $0.data } }
    }

    @inlinable
    public init(_ attributes: HTMLAttribute<Tag>...) {
        self.attributeData = attributes.map { $0.data }
    }

    @inlinable
    public init(attributes: [HTMLAttribute<Tag>]) {
        self.attributeData = attributes.map { $0.data }
    }

    public func attributes(_ more: HTMLAttribute<Tag>...) -> Self {
        var copy = self
        copy.attributeData += more.map { $0.data }
        return copy
    }

    public func render(into output: inout HTMLOutput) {
        output.write("<")
        output.write(Tag.name)
        AttributeData.render(attributeData, into: &output)
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
