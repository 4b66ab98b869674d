import Markup
import ServerCore
import Vapor
import WebUI

/// What a guest sees when a join link (or any page under it) names no event: the organizer
/// deleted it, or the link was never right. A guest has no account, so the suite's generic
/// "Page not found / Go to Apps" would lead nowhere; this page says what happened, in their language.
struct EventGonePage: Sendable {}

extension EventGonePage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.eventGoneTitle)
        return Page(context, title: title, navigation: NavigationBar(title: title, largeTitle: false), app: "disposable") {
            EmptyState(icon: .camera, message: t(DisposableText.eventGone))
        }
    }
}

/// The join token names no event (any more).
struct EventGone: Error {}

extension DisposableWebController {
    /// Runs a guest page's handler; an event that is gone is told on the gone page (404).
    func orGone(_ req: Request, _ page: @Sendable (Request) async throws -> Response) async throws -> Response {
        do {
            return try await page(req)
        } catch is EventGone {
            return req.render(EventGonePage(), status: .notFound)
        }
    }
}
