import Foundation
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import Vapor

extension MemoryWebController {
    /// `/memory/summary/image?year=&month=&template=`: the summary page's "Share as Image" form.
    /// The same handler as `GET /api/summaries/image`, sent as a download in the page's language.
    @Sendable func summaryImage(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let year = try Self.queryInt(req, "year")
        let month = try req.query[String.self, at: "month"].map { _ in try Self.queryInt(req, "month") }
        let template = try req.query[String.self, at: "template"].map { value in
            guard let template = Components.Schemas.RecapTemplate(rawValue: value) else {
                throw AppError.badRequest(field: "template", "'template' must be story, square or a4.")
            }
            return template
        }
        let language = Components.Schemas.RecapLanguage(rawValue: req.pageContext.language.rawValue)
        let output = try await req.asAPICaller {
            try await handler.getSummaryImage(.init(query: .init(
                year: year, month: month, template: template, language: language, download: true)))
        }
        let ok = try output.ok
        let (type, body): (String, HTTPBody) = switch ok.body {
        case .png(let body): ("image/png", body)
        case .pdf(let body): ("application/pdf", body)
        }
        var headers = HTTPHeaders([("Content-Type", type), ("Cache-Control", "private, no-cache")])
        if let disposition = ok.headers.contentDisposition { headers.add(name: .contentDisposition, value: disposition) }
        let bytes = try await ByteBuffer(bytes: [UInt8](collecting: body, upTo: 32 << 20))
        return Response(status: .ok, headers: headers, body: .init(buffer: bytes))
    }

    /// An integer query parameter, or 400 naming it.
    private static func queryInt(_ req: Request, _ name: String) throws -> Int {
        guard let value = req.query[String.self, at: name], let number = Int(value) else {
            throw AppError.badRequest(field: name, "'\(name)' must be a whole number.")
        }
        return number
    }
}
