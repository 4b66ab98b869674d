import MemoryAPI
import MemoryKit
import ServerCore
import Vapor

/// Monthly and yearly recaps, computed by MemoryKit's `SummaryEngine`.
extension MemoryAPIHandler {
    func getMonthlySummary(_ input: Operations.GetMonthlySummary.Input) async throws
        -> Operations.GetMonthlySummary.Output
    {
        let (req, userID) = try caller()
        let summary = try await summarize(.month(year: input.query.year, month: input.query.month), req, userID)
        return .ok(.init(body: .json(summary)))
    }

    func getYearlySummary(_ input: Operations.GetYearlySummary.Input) async throws
        -> Operations.GetYearlySummary.Output
    {
        let (req, userID) = try caller()
        return .ok(.init(body: .json(try await summarize(.year(input.query.year), req, userID))))
    }

    func summarize(_ period: SummaryPeriod, _ req: Request, _ userID: UUID) async throws -> Components.Schemas.Summary {
        do { try period.validate() } catch { throw error.appError }
        let language = Self.language(req)
        return try await remembered("summary \(period) \(language.rawValue)", req, userID) {
            let entries = try await req.memoryReads.recap(userID, period)
            return SummaryMapping.summary(SummaryEngine(language: language).summarize(entries, period: period))
        }
    }
}
