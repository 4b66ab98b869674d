import Foundation
import MemoryAPI
import ServerCore
import Vapor
import WebUI

/// The account's working share links, through the API's list and revoke (its rules: only the
/// owner's links, revoking twice is fine, a revoked link answers 410 from then on).
extension MemoryWebController {
    @Sendable func sharedLinks(_ req: Request) async throws -> Response {
        let userID = try req.requireWebUser().requireID()
        let links = try await req.asAPICaller { try await handler.listShareLinks(.init()) }.ok.body.json.items
            .filter { $0.status == .active }
        // The shared memories in one read, for their titles.
        let entryID = { (link: Components.Schemas.ShareLink) in link.entryId.flatMap { UUID(uuidString: $0) } }
        let records = try await req.memoryReads.entries(userID, links.compactMap(entryID))
        let mapping = handler.mapping(req)
        var cards: [UUID: EntryCardModel] = [:]
        for record in records { cards[record.id] = EntryCardModel(mapping.entry(record)) }
        let rows = links.map { link in row(link, card: entryID(link).flatMap { cards[$0] }, req.pageContext) }
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
    private func row(_ link: Components.Schemas.ShareLink, card: EntryCardModel?, _ context: PageContext) -> SharedLinksPage.Row {
        if let entryID = link.entryId {
            let title = card.map { $0.title ?? EntryCard.fallbackTitle($0, context) } ?? ""
            return .init(id: link.id, title: title, url: MemoryURL.entry(entryID), expiresAt: link.expiresAt)
        }
        let year = link.year ?? 0, month = link.month ?? 1
        return .init(
            id: link.id, title: context.t(MemoryText.recapTitle, ["period": DateText.month(year, month, context)]),
            url: MemoryURL.summary(year: year, month: month), expiresAt: link.expiresAt)
    }
}
