import Markup

/// What a page shows (`X+Model.swift`, built by the controller). Its view is ``view(in:)``,
/// written in `X+View.swift` from the model and the request's ``PageContext`` alone, so the
/// server renders it (`req.render(model)`) and a snapshot test renders it the same way.
public protocol PageModel: Sendable {
    /// The whole page, usually a ``Page`` in the suite's shell.
    @HTMLBuilder func view(in context: PageContext) -> any HTML
}
