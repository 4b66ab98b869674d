import Plot
import Vapor

/// The localized page a browser sees for any error.
enum ErrorPage {
    static func render(_ request: Request, _ error: ResolvedError) -> Response {
        let title = error.status == .notFound ? request.t("error.notFound.title") : request.t("error.title")
        let page = Page(title: title, status: error.status) {
            EmptyState(
                icon: error.status == .notFound ? "magnifyingglass" : "exclamationmark-triangle", title: title, message: error.message,
                action: (request.t("error.back"), "/"))
        }
        return page.render(for: request)
    }
}
