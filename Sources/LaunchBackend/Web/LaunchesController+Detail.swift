import Foundation
import LaunchKit
import LaunchLibrary
import ServerCore
import Vapor

/// The launch detail page and its calendar file.
extension LaunchesController {
    @Sendable func detail(_ req: Request) async throws -> Response {
        let id = try req.launchID()
        let reader = req.launchReader
        let loaded = await reader.launch(id: id)
        if case .failed(.http(404)) = loaded { throw AppError.notFound("launch") }
        // A visitor has neither (nil: the page offers to sign in).
        let owner = req.webUser?.id
        let isStarred: Bool? = if let owner { try await req.launchReads.isStarred(owner, id) } else { nil }
        var model = LaunchDetailPage(id: id, isStarred: isStarred, notice: reader.notice(loaded))
        if let owner { model.isReminded = try await req.launchReads.isReminded(owner, id) }
        if let launch = loaded.value {
            let service = req.application.launches
            let now = req.application.clock()
            model.fill(
                from: launch, formatting: reader.formatting, images: images, map: map, now: now,
                fetchedAt: loaded.fetchedAt(now: now), padFormatting: { service.formatting(language: reader.formatting.language, timeZone: $0) })
        }
        return req.render(model, status: model.data == nil ? .serviceUnavailable : .ok)
    }

    /// Each calendar event links to the launch's page here, which a person can read.
    static func pageURL(_ req: Request) -> @Sendable (Launch) -> URL? {
        let config = req.application.config
        return { launch in URL(string: config.absoluteURL(LaunchesURL.launch(.value(launch.id)).url)) }
    }

    /// `launch.ics`: the kit's iCalendar export of one launch (timed when LL2 knows the minute).
    @Sendable func calendar(_ req: Request) async throws -> Response {
        let id = try req.launchID()
        let reader = req.launchReader
        switch await reader.launch(id: id) {
        case .value(let launch, _):
            let text = ICalendarExporter(formatting: reader.formatting, pageURL: Self.pageURL(req))
                .export([launch], now: req.application.clock())
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "text/calendar; charset=utf-8")
            headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"launch.ics\"")
            return Response(status: .ok, headers: headers, body: .init(string: text))
        case .failed(.http(404)):
            throw AppError.notFound("launch")
        case .failed(let error):
            // The mirror's code for the cause (upstream_unreachable, upstream_throttled, …), the page's words.
            throw AppError(
                .serviceUnavailable, code: LL2MirrorController.problem(for: error).code,
                detail: DataNotice.failure(error, reader.formatting).message)
        }
    }
}
