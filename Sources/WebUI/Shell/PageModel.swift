import Markup

/// What a page shows (`X+Model.swift`, built by the controller). Its view is ``view(in:)``,
/// written in `X+View.swift` from the model and the request's ``PageContext`` alone, so the
/// server renders it (`req.render(model)`) and a snapshot test renders it the same way.
public protocol PageModel: Sendable {
    associatedtype PageBody: HTML

    /// The whole page, usually a ``Page`` in the suite's shell.
    @HTMLBuilder func view(in context: PageContext) -> PageBody

    /// The page as UTF-8 bytes. Leave the default: it is compiled in the model's own module,
    /// where the view's type is known, so the page renders as specialized code (called from
    /// generic code elsewhere, a view would render through its unspecialized generic path).
    func renderedPage(in context: PageContext, capacity: Int) -> [UInt8]
}

extension PageModel {
    @inlinable
    public func renderedPage(in context: PageContext, capacity: Int = 16 * 1024) -> [UInt8] {
        view(in: context).renderedBytes(capacity: capacity)
    }
}
