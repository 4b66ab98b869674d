import Foundation
import Vapor

/// `/launches/images/<variant>/<signature>?src=…`: LL2 pictures downsampled and cached
/// (`LaunchImageStore`), a year in browsers' caches; the placeholder when none of the chain loads.
struct LaunchImageController: RouteCollection {
    let store: LaunchImageStore
    let links: ImageLinks
    /// Served (by redirect, briefly cached) when no candidate can be had, like the kit's `.placeholder`.
    static let placeholder = "/images/launch-placeholder.svg"

    func boot(routes: any RoutesBuilder) throws {
        routes.get("launches", "images", ":variant", ":signature", use: image)
    }

    @Sendable func image(_ req: Request) async throws -> Response {
        guard let variant = req.parameters.get("variant").flatMap(ImageVariant.init(rawValue:)),
            let signature = req.parameters.get("signature"),
            let candidates = links.verify(signature: signature, sources: Self.sources(req.url.query))
        else { throw Abort(.notFound) }
        guard let file = await store.file(for: candidates, variant: variant, now: req.application.clock()) else {
            let response = req.redirect(to: Self.placeholder)
            // Try the real picture again later, not on every page view.
            response.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=3600")
            return response
        }
        let response = try await req.fileio.asyncStreamFile(at: file.path, mediaType: .jpeg)
        // The URL names the picture for good (a new picture gets a new URL), so it never needs revalidating.
        response.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=31536000, immutable")
        return response
    }

    /// The `src` values in order (URLComponents keeps repeated names, Vapor's decoder does not).
    static func sources(_ query: String?) -> [String] {
        (URLComponents(string: "?" + (query ?? ""))?.queryItems ?? []).filter { $0.name == "src" }.compactMap(\.value)
    }
}
