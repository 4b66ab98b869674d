import Foundation
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import Vapor

extension MemoryWebController {
    /// `/memory/summary/image?year=&month=&template=`: the summary page's "Share as Image" form.
    /// The same checks and handler as `GET /api/summaries/image`, sent as a download in the
    /// page's language.
    @Sendable func summaryImage(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        try SummaryImageQueryCheck.check(req.url.query ?? "")
        let query = Operations.GetSummaryImage.Input.Query(
            year: req.queryNumber("year") ?? 0, month: req.queryNumber("month"),
            template: req.queryText("template").flatMap(Components.Schemas.RecapTemplate.init(rawValue:)),
            language: Components.Schemas.RecapLanguage(rawValue: req.pageContext.language.rawValue), download: true)
        let ok = try await req.asAPICaller { try await handler.getSummaryImage(.init(query: query)) }.ok
        let (type, body): (String, HTTPBody) = switch ok.body {
        case .png(let body): ("image/png", body)
        case .pdf(let body): ("application/pdf", body)
        }
        var headers = HTTPHeaders([("Content-Type", type), ("Cache-Control", "private, no-cache")])
        if let disposition = ok.headers.contentDisposition { headers.add(name: .contentDisposition, value: disposition) }
        let bytes = ByteBuffer(bytes: try await [UInt8](collecting: body, upTo: 32 << 20))
        return Response(status: .ok, headers: headers, body: .init(buffer: bytes))
    }
}
