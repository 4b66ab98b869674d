import Markup
import Vapor
import WebUI

extension Request {
    private struct PageContextKey: StorageKey { typealias Value = PageContext }

    /// Everything a view may know about this request, built once (the flash is taken from the
    /// session here, so it shows on the page that asks for the context and on no other).
    public var pageContext: PageContext {
        once(PageContextKey.self) {
            PageContext(
                language: language, theme: theme, timeZone: timeZone,
                account: webUser.map { AccountSummary(email: $0.email) }, currentPath: url.path, flash: takeFlash(),
                assets: StaticAssetURLs({ [assets = application.staticAssets] in assets.url($0) },
                                        moduleImports: { [assets = application.staticAssets] in assets.moduleImports(of: $0) }),
                // Only a page with a form asks, so a page without one never starts a session.
                csrf: CSRFToken { [self] in csrfToken })
        }
    }

    /// A rendered page as the response: UTF-8 bytes handed to the body in one copy, never
    /// cached by the browser or a proxy (pages carry a CSRF token and personal data).
    /// Inlinable, so the page renders as code specialized for its type in the caller's module.
    @inlinable
    public func render(_ page: some HTML, status: HTTPResponseStatus = .ok) -> Response {
        htmlResponse(page.renderedBytes(capacity: 16 * 1024), status: status)
    }

    /// A page from its model, in this request's context.
    public func render(_ model: some PageModel, status: HTTPResponseStatus = .ok) -> Response {
        htmlResponse(model.renderedPage(in: pageContext, capacity: 16 * 1024), status: status)
    }

    /// Rendered markup as the response.
    public func htmlResponse(_ bytes: [UInt8], status: HTTPResponseStatus) -> Response {
        var buffer = byteBufferAllocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/html; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        headers.replaceOrAdd(name: .vary, value: "Cookie, Accept-Language")
        return Response(status: status, headers: headers, body: .init(buffer: buffer))
    }

    /// Redirects to a typed site address (303 after a form post: the next request is a GET).
    public func redirect(to url: some SiteURL) -> Response {
        redirect(to: url.url, redirectType: .normal)
    }
}
