import Foundation
import Vapor
import WebUI

/// The localized page a browser sees for any error (the error middleware's page renderer).
enum ErrorPages {
    @Sendable static func render(_ request: Request, _ error: ResolvedError) -> Response {
        let model = ErrorPage(isNotFound: error.status == .notFound, message: error.message, wayBack: wayBack(request))
        return request.render(model, status: error.status)
    }

    /// Back into the app whose address was refused: the page of that app the person came from
    /// (same site, not the refused address itself), else the app's home. nil outside any app.
    static func wayBack(_ request: Request) -> ErrorPage.WayBack? {
        guard let key = request.url.path.split(separator: "/").first.map(String.init),
              let app = request.application.launcherEntries.first(where: { $0.key == key && $0.isAvailable })
        else { return nil }
        let name = app.name(request.language)
        let home = app.url.url
        guard let referer = request.headers.first(name: .referer).flatMap(URLComponents.init(string:)),
              let host = referer.host, let served = request.headers.first(name: .host),
              served == host || served == "\(host):\(referer.port.map(String.init) ?? "")",
              referer.path == home || referer.path.hasPrefix(home + "/")
        else { return .init(appName: name, url: home) }
        let from = referer.path + (referer.percentEncodedQuery.map { "?" + $0 } ?? "")
        let refused = request.url.path + (request.url.query.map { "?" + $0 } ?? "")
        return .init(appName: name, url: from == refused ? home : from)
    }
}
