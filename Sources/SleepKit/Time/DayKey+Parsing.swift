import Foundation

extension DayKey {
    /// Parses "yyyy-MM-dd" (the `description` form, as in occurrence ids); nil for anything
    /// else, including dates that do not exist (2025-02-30).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days in `month` of `year` in the Gregorian calendar.
    public static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The occurrence id's day part: "nap1@2025-06-10" → 2025-06-10.
    public init?(occurrenceId: String) {
        guard let at = occurrenceId.lastIndex(of: "@") else { return nil }
        self.init(occurrenceId[occurrenceId.index(after: at)...])
    }
}
