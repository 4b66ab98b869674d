import Foundation
import ServerCore
import Vapor

/// `GET /sleep/calendar/<token>.ics`: the subscription a phone calendar polls. No session: the
/// token is the key. A wrong, reset or another server's token is 404, like a missing page.
struct CalendarFeedController: RouteCollection {
    let feed: CalendarFeed

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SleepURL.calendarFeed(.key).pathComponents, use: serve)
    }

    private func serve(_ req: Request) async throws -> Response {
        guard let file = req.parameters.get(SleepURL.feedFile), file.hasSuffix(".ics"),
            let (userID, generation) = feed.verify(String(file.dropLast(4)))
        else { throw AppError.notFound("calendar") }
        let store = SleepStore(db: req.db, ownerID: userID)
        guard let account = try await store.reads.account(store.ownerID), account.calendarGeneration == generation else {
            throw AppError.notFound("calendar")
        }
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "calendar", parameters: ["charset": "utf-8"])
        // Calendar apps poll; a quarter of an hour keeps an edit visible soon without a storm of reads.
        headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=900")
        headers.replaceOrAdd(name: .contentDisposition, value: "inline; filename=\"polysleep.ics\"")
        return Response(status: .ok, headers: headers, body: .init(string: CalendarFeed.document(for: account, now: req.sleepNow)))
    }
}
