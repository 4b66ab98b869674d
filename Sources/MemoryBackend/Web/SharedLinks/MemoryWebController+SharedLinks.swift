import Foundation
import MemoryAPI
import ServerCore
import Vapor
import WebUI

/// The account's working share links, through the API's list and revoke (its rules: only the
/// owner's links, revoking twice is fine, a revoked link answers 410 from then on).
extension MemoryWebController {
    @Sendable func sharedLinks(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let links = try await req.asAPICaller { try await handler.listShareLinks(.init()) }.ok.body.json.items
        var rows: [SharedLinksPage.Row] = []
        for link in links where link.status == .active {
            rows.append(try await row(link, req))
        }
        return req.render(SharedLinksPage(rows: rows))
    }

    @Sendable func revokeSharedLink(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let id = req.parameters.get(MemoryURL.shareLinkID) ?? ""
        _ = try await req.asAPICaller { try await handler.revokeShareLink(.init(path: .init(shareLinkId: id))) }
        req.flash(req.pageContext.t(MemoryWebText.linkTurnedOff))
        return req.redirect(to: MemoryURL.sharedLinks)
    }

    /// What a link shares, named as its page is: the memory's title (or its kind), the recap's month.
    private func row(_ link: Components.Schemas.ShareLink, _ req: Request) async throws -> SharedLinksPage.Row {
        let context = req.pageContext
        if let entryID = link.entryId {
            let entry = try await req.asAPICaller { try await handler.getEntry(.init(path: .init(entryId: entryID))) }.ok.body.json
            let card = EntryCardModel(entry)
            return .init(id: link.id, title: card.title ?? EntryCard.fallbackTitle(card, context),
                         url: MemoryURL.entry(entryID), expiresAt: link.expiresAt)
        }
        let year = link.year ?? 0, month = link.month ?? 1
        return .init(
            id: link.id, title: context.t(MemoryText.recapTitle, ["period": DateText.month(year, month, context)]),
            url: MemoryURL.summary(year: year, month: month), expiresAt: link.expiresAt)
    }
}
