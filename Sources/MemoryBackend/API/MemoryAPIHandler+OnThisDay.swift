import Foundation
import MemoryAPI

extension MemoryAPIHandler {
    /// The caller's entries from earlier years on `today`'s month and day (the web timeline's
    /// "On this day"), mapped as the API maps entries. Not part of the JSON contract.
    func onThisDay(_ today: DateComponents) async throws -> OnThisDay {
        let (req, userID) = try caller()
        let windows = OnThisDay.earlierYears(than: today).compactMap { year in
            OnThisDay.window(year: year, month: today.month ?? 1, day: today.day ?? 1)
        }
        let day = "\(today.year ?? 0)-\(today.month ?? 0)-\(today.day ?? 0)"
        return try await remembered("on this day \(day) \(req.language.rawValue)", req, userID) {
            let records = try await req.memoryReads.within(userID, windows, OnThisDay.limit)
            let mapping = mapping(req)
            return OnThisDay.grouped(records.map { EntryCardModel(mapping.entry($0)) }, today: today)
        }
    }
}
