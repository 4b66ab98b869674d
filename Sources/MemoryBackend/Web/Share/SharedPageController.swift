import Foundation
import MemoryAPI
import ServerCore
import Vapor
import WebUI

/// `GET /s/{token}`: the page a share link opens, without login. It shows only what was
/// shared, through the same `sharedContent` the JSON endpoint answers, so no GPS can leak.
struct SharedPageController {
    let handler: MemoryAPIHandler

    func register(on routes: any RoutesBuilder) {
        routes.get(ShareURL.shared(token: .key).pathComponents, use: show)
    }

    @Sendable func show(_ req: Request) async throws -> Response {
        let token = req.parameters.get(ShareURL.token) ?? ""
        let model: SharedPage
        let status: HTTPResponseStatus
        do {
            model = Self.model(try await handler.sharedContent(token: token, req))
            status = .ok
        } catch let error as AppError where error.status == .notFound || error.status == .gone {
            let reason: SharedPage.Unavailable =
                error.code == "link_revoked" ? .revoked : error.code == "link_expired" ? .expired : .notFound
            model = SharedPage(state: .unavailable(reason), expiresAt: nil)
            status = error.status
        }
        return req.render(model, status: status)
    }

    static func model(_ content: Components.Schemas.SharedContent) -> SharedPage {
        if let entry = content.entry {
            let photos = entry.media.filter { $0.contentType.hasPrefix("image/") && !$0.url.isEmpty }
                .map { SharedPage.Photo(url: $0.url, width: $0.width, height: $0.height) }
            let recordings = entry.media.filter { $0.contentType.hasPrefix("audio/") }.map(\.url)
            return SharedPage(state: .entry(SharedPage.Entry(
                title: entry.title, description: entry.description, markdown: entry.text, occurredAt: entry.occurredAt,
                utcOffsetSeconds: entry.utcOffsetSeconds, placeName: entry.placeName,
                song: entry.song.map { ($0.title, $0.artist) }, photos: photos, recordings: recordings, tags: entry.tags)),
                expiresAt: content.expiresAt)
        }
        guard let summary = content.summary else { return SharedPage(state: .unavailable(.notFound), expiresAt: nil) }
        let recap = SharedPage.Recap(
            year: summary.period.year, month: summary.period.month ?? 1, photos: summary.totals.photo,
            recordings: summary.totals.audio, texts: summary.totals.text, songs: summary.totals.song,
            topTags: summary.tagCloud.prefix(10).map { ($0.term, $0.count) },
            frequentWords: summary.wordCloud.prefix(15).map(\.term))
        return SharedPage(state: .recap(recap), expiresAt: content.expiresAt)
    }
}
