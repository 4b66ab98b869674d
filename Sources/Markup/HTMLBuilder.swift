/// Builds content from statements, `if`/`else`, `switch`, optionals and `for` loops.
///
/// Every block keeps the types of its statements: two statements become an ``HTMLPair``, a
/// third pairs with that, an `if`/`else` becomes an ``HTMLEither``, an `if` without `else` an
/// optional, a `for` loop an array. Nothing is boxed, flattened or copied, and rendering walks
/// the value once.
@resultBuilder
public enum HTMLBuilder {
    @inlinable
    public static func buildBlock() -> EmptyHTML { EmptyHTML() }

    @inlinable
    public static func buildPartialBlock<Content: HTML>(first content: Content) -> Content { content }

    @inlinable
    public static func buildPartialBlock<First: HTML, Next: HTML>(
        accumulated: First, next: Next
    ) -> HTMLPair<First, Next> {
        HTMLPair(accumulated, next)
    }

    @inlinable
    public static func buildOptional<Content: HTML>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildEither<First: HTML, Second: HTML>(first content: First) -> HTMLEither<First, Second> {
        .first(content)
    }

    @inlinable
    public static func buildEither<First: HTML, Second: HTML>(second content: Second) -> HTMLEither<First, Second> {
        .second(content)
    }

    @inlinable
    public static func buildArray<Content: HTML>(_ contents: [Content]) -> [Content] { contents }

    @inlinable
    public static func buildLimitedAvailability<Content: HTML>(_ content: Content) -> AnyHTML { AnyHTML(content) }
}

/// Two nodes side by side: what consecutive statements of a block become.
public struct HTMLPair<First: HTML, Second: HTML>: HTML {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    @inlinable
    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public func render(into output: inout HTMLOutput) {
        first.render(into: &output)
        second.render(into: &output)
    }
}

/// One of two branches: what `if`/`else` and `switch` become.
public enum HTMLEither<First: HTML, Second: HTML>: HTML {
    case first(First)
    case second(Second)

    @inlinable
    public func render(into output: inout HTMLOutput) {
        switch self {
        case .first(let content): content.render(into: &output)
        case .second(let content): content.render(into: &output)
        }
    }
}

/// A builder block as a value: several nodes kept together without an element around them.
public struct HTMLGroup<Content: HTML>: HTML {
    public var content: Content

    @inlinable
    public init(@HTMLBuilder _ content: () -> Content) {
        self.content = content()
    }

    @inlinable
    public func render(into output: inout HTMLOutput) {
        content.render(into: &output)
    }
}
