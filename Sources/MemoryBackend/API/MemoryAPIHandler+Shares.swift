import Fluent
import Foundation
import MemoryAPI
import MemoryKit
import SQLKit
import ServerCore
import Vapor

/// Share links: create, list, revoke; and what a link shows to anyone holding it.
extension MemoryAPIHandler {
    static let defaultShareDays = 7
    static let maxShareDays = 90

    func createShareLink(_ input: Operations.CreateShareLink.Input) async throws -> Operations.CreateShareLink.Output {
        let (req, userID) = try caller()
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let days = body.expiresInDays ?? Self.defaultShareDays
        guard (1...Self.maxShareDays).contains(days) else {
            throw ValidationError([FieldIssue(field: "expiresInDays", reason: .outOfRange)]).appError
        }
        let now = req.application.clock()
        let link = ShareLink()
        let id = UUID()
        link.id = id
        link.userID = userID
        link.target = body.target.rawValue
        link.createdAt = now
        link.expiresAt = now.addingTimeInterval(Double(days) * 86_400)
        switch body.target {
        case .entry:
            guard let raw = body.entryId else {
                throw ValidationError([FieldIssue(field: "entryId", reason: .required)]).appError
            }
            let entryID = try Self.uuid(raw, field: "entryId")
            guard try await req.memoryReads.entry(userID, entryID) != nil else { throw AppError.notFound("entry") }
            link.entryID = entryID
        case .monthlySummary:
            guard let year = body.year, let month = body.month else {
                let missing = [("year", body.year), ("month", body.month)].filter { $0.1 == nil }
                throw ValidationError(missing.map { FieldIssue(field: $0.0, reason: .required) }).appError
            }
            do { try SummaryPeriod.month(year: year, month: month).validate() } catch { throw error.appError }
            link.year = year
            link.month = month
        }
        link.tokenDigest = ShareTokens.digest(settings.shareTokens.token(for: id))
        try await link.create(on: req.db)
        return .created(.init(body: .json(shareLink(try link.record(), now: now))))
    }

    func listShareLinks(_ input: Operations.ListShareLinks.Input) async throws -> Operations.ListShareLinks.Output {
        let (req, userID) = try caller()
        let now = req.application.clock()
        let links = try await req.memoryReads.shareLinks(userID)
        return .ok(.init(body: .json(.init(items: links.map { shareLink($0, now: now) }))))
    }

    func revokeShareLink(_ input: Operations.RevokeShareLink.Input) async throws -> Operations.RevokeShareLink.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.shareLinkId, field: "shareLinkId")
        guard let link = try await ShareLink.query(on: req.db).filter(\.$id == id).filter(\.$userID == userID).first()
        else { throw AppError.notFound("share link") }
        if link.revokedAt == nil {
            link.revokedAt = req.application.clock()
            try await link.update(on: req.db)
        }
        return .noContent(.init())
    }

    func getSharedContent(_ input: Operations.GetSharedContent.Input) async throws -> Operations.GetSharedContent.Output {
        let req = try request
        return .ok(.init(body: .json(try await sharedContent(token: input.path.token, req))))
    }

    /// What the link behind `token` shows, or 404 / 410.
    func sharedContent(token: String, _ req: Request) async throws -> Components.Schemas.SharedContent {
        let now = req.application.clock()
        guard let link = try await req.memoryReads.sharedLink(ShareTokens.digest(token))
        else { throw AppError.notFound("link") }
        if let gone = link.goneError(at: now) { throw gone }
        let target = Components.Schemas.ShareTarget(rawValue: link.target) ?? .entry
        switch target {
        case .entry:
            guard let entryID = link.entryID, let record = try await req.memoryReads.entry(link.userID, entryID) else {
                throw AppError.notFound("link")
            }
            return .init(target: target, entry: mapping(req).sharedEntry(record), expiresAt: link.expiresAt)
        case .monthlySummary:
            let summary = try await summarize(.month(year: link.year ?? 0, month: link.month ?? 0), req, link.userID)
            return .init(target: target, summary: summary, expiresAt: link.expiresAt)
        }
    }

    func shareLink(_ link: ShareLinkRecord, now: Date) -> Components.Schemas.ShareLink {
        let url = settings.publicBaseURL.appendingPathComponent("s").appendingPathComponent(settings.shareTokens.token(for: link.id))
        return .init(
            id: link.id.uuidString, target: .init(rawValue: link.target) ?? .entry,
            entryId: link.entryID?.uuidString, year: link.year, month: link.month, url: url.absoluteString,
            status: .init(rawValue: link.status(at: now).rawValue) ?? .active, createdAt: link.createdAt,
            expiresAt: link.expiresAt, revokedAt: link.revokedAt)
    }
}
