import Foundation
import Localization
import MemoryAPI
import MemoryKit
import OpenAPIRuntime
import RecapImage
import ServerCore
import Vapor

/// `GET /api/summaries/image`: the month's or year's recap as a PNG (story, square) or an A4 PDF.
extension MemoryAPIHandler {
    func getSummaryImage(_ input: Operations.GetSummaryImage.Input) async throws -> Operations.GetSummaryImage.Output {
        let (req, userID) = try caller()
        let query = input.query
        let period: SummaryPeriod = query.month.map { .month(year: query.year, month: $0) } ?? .year(query.year)
        do { try period.validate() } catch { throw error.appError }
        let template = RecapTemplate(rawValue: (query.template ?? .story).rawValue) ?? .story
        let language = query.language.flatMap { Localization.Language(rawValue: $0.rawValue) } ?? Self.language(req)
        let rendered = try await RecapImageFiles(settings: settings)
            .file(period, template: template, language: language, userID: userID, req: req)
        let name = Self.recapFileName(period, template: template)
        let headers = Operations.GetSummaryImage.Output.Ok.Headers(
            contentDisposition: "\(query.download == true ? "attachment" : "inline"); filename=\"\(name)\"",
            cacheControl: "private, no-cache")
        let body = HTTPBody(rendered.bytes.readableBytesView)
        return .ok(.init(headers: headers, body: template == .a4 ? .pdf(body) : .png(body)))
    }

    /// `memory-recap-2024-03-story.png`, `memory-recap-2024-a4.pdf`.
    static func recapFileName(_ period: SummaryPeriod, template: RecapTemplate) -> String {
        let stem = switch period {
        case .month(let year, let month): String(format: "%04d-%02d", year, month)
        case .year(let year): String(year)
        }
        return "memory-recap-\(stem)-\(template.rawValue).\(template.fileExtension)"
    }
}
