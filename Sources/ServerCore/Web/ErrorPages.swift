import Vapor
import WebUI

/// The localized page a browser sees for any error (the error middleware's page renderer).
enum ErrorPages {
    @Sendable static func render(_ request: Request, _ error: ResolvedError) -> Response {
        let model = ErrorPage(isNotFound: error.status == .notFound, message: error.message)
        return request.render(model, status: error.status)
    }
}
