import Markup
import ServerCore
import Vapor
import WebUI

/// What a guest sees when a join limit refuses them (`JoinLimits`): why, for how long, and the
/// way back, instead of the suite's generic error that leads to an Apps page a guest has no use
/// for. Only real abuse gets here: a QR code's link is never limited for guessing.
struct JoinRefusedPage: PageModel {
    enum Reason: Sendable {
        /// Too many short codes that name no event were typed from this address.
        case codeGuesses
        /// The event took more new guests in the window than its limit.
        case eventBusy
    }

    var reason: Reason
    var minutes: Int
    /// "Try again": the code form, or the invitation.
    var retryURL: String

    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.joinPausedTitle)
        let minutes = String(minutes)
        return Page(context, title: title, navigation: NavigationBar(title: title, largeTitle: false), app: "disposable") {
            EmptyState(
                icon: .hourglass,
                message: reason == .codeGuesses
                    ? t(DisposableText.codesPaused, ["minutes": minutes]) : t(DisposableText.eventBusy, ["minutes": minutes]),
                action: LinkButton(t(DisposableText.tryAgain), url: retryURL))
            if reason == .codeGuesses { p(.class("form-intro")) { t(DisposableText.useLinkInstead) } }
            GroupedSection {
                LinkCell(title: t(DisposableText.helpTitle), url: ReturnPath.url(DisposableURL.help, from: retryURL))
            }
        }
    }

    /// The refusal for a limit's 429: the minutes until `Retry-After`, at least one.
    static func response(_ req: Request, _ error: AppError, reason: Reason, retryURL: String) -> Response {
        let seconds = error.headers.first(name: "Retry-After").flatMap(Int.init) ?? 60
        let page = JoinRefusedPage(reason: reason, minutes: max(1, (seconds + 59) / 60), retryURL: retryURL)
        let response = req.render(page, status: .tooManyRequests)
        error.headers.forEach { response.headers.replaceOrAdd(name: $0.name, value: $0.value) }
        return response
    }
}
