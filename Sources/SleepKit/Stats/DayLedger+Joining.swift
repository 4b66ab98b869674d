import Foundation

extension DayLedger {
    /// One ledger from consecutive ledgers, in order: each day keeps the schedule that was in
    /// force on it, so a schedule change neither rewrites past days nor breaks a streak.
    public init(joining parts: [DayLedger]) {
        days = parts.flatMap(\.days)
    }
}
