/// Builds content from statements, `if`/`else`, `switch`, optionals and `for` loops.
///
/// Each block becomes one ``HTMLGroup`` holding its children as they are: nothing is flattened
/// or copied, and rendering walks the tree once.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ content: any HTML) -> any HTML { content }
    public static func buildExpression(_ text: String) -> any HTML { text }

    public static func buildBlock() -> any HTML { EmptyHTML() }
    public static func buildBlock(_ content: any HTML) -> any HTML { content }
    public static func buildBlock(_ contents: any HTML...) -> any HTML { HTMLGroup(contents) }

    public static func buildOptional(_ content: (any HTML)?) -> any HTML { content ?? EmptyHTML() }
    public static func buildEither(first content: any HTML) -> any HTML { content }
    public static func buildEither(second content: any HTML) -> any HTML { content }
    public static func buildArray(_ contents: [any HTML]) -> any HTML { HTMLGroup(contents) }
    public static func buildLimitedAvailability(_ content: any HTML) -> any HTML { content }
}
