import Charts
import CivilCalendar
import Foundation
import MemoryAPI

/// `/memory/summary`: a month's or a year's recap (docs/apps/memory.md#summaries): totals per type,
/// entries per day or month, the year heatmap, most active days, the longest streak, tags,
/// words and music, from the API's `Summary`.
struct SummaryPage: Sendable {
    var year: Int
    /// Nil for a year's recap.
    var month: Int?
    var totals: (photo: Int, audio: Int, text: Int, song: Int)
    /// Entries per day of the period (every day, zeros included).
    var perDay: [(day: CivilDay, count: Int)]
    /// Entries per month (a year's recap).
    var perMonth: [Int]
    var mostActiveDays: [(day: CivilDay, count: Int)]
    var longestStreak: (length: Int, start: CivilDay, end: CivilDay)?
    var tags: [(term: String, count: Int)]
    var words: [(term: String, count: Int)]
    var topArtists: [(term: String, count: Int)]
    var listeningMinutes: Int
    /// The period's collage (the recap image's photos, up to nine spread over it), each a
    /// thumbnail linking to its memory; empty in a period without photos.
    var collage: [CollagePhoto] = []
    /// This month where the reader is: "Next" goes no further (nil: not known, always offered).
    var current: (year: Int, month: Int)?

    struct CollagePhoto: Sendable {
        var entryID: String
        var thumbnail: String
        var title: String?
        /// The day the memory happened where it happened: an untitled photo is told by it.
        var day: CivilDay?
    }

    var total: Int { totals.photo + totals.audio + totals.text + totals.song }

    init(summary: Components.Schemas.Summary) {
        year = summary.period.year
        month = summary.period.kind == .month ? summary.period.month : nil
        let t = summary.totals
        totals = (t.photo, t.audio, t.text, t.song)
        let count = { (c: Components.Schemas.KindCounts) in c.photo + c.audio + c.text + c.song }
        perDay = summary.days.compactMap { day in Self.civilDay(day.date).map { ($0, count(day.counts)) } }
        perMonth = summary.months.map(count)
        mostActiveDays = summary.mostActiveDays.compactMap { day in Self.civilDay(day.date).map { ($0, count(day.counts)) } }
        longestStreak = summary.longestStreak.flatMap { streak in
            guard let start = Self.civilDay(streak.start), let end = Self.civilDay(streak.end) else { return nil }
            return (streak.length, start, end)
        }
        tags = summary.tagCloud.map { ($0.term, $0.count) }
        words = summary.wordCloud.map { ($0.term, $0.count) }
        topArtists = summary.music.topArtists.map { ($0.term, $0.count) }
        listeningMinutes = summary.music.listeningMinutes
    }

    /// "2026-11-23" → a civil day.
    static func civilDay(_ text: String) -> CivilDay? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return CivilDay(year: parts[0], month: parts[1], day: parts[2])
    }

    /// The period before and after this one (month by month, or year by year).
    var previous: (year: Int, month: Int?) {
        guard let month else { return (year - 1, nil) }
        return month == 1 ? (year - 1, 12) : (year, month - 1)
    }

    var next: (year: Int, month: Int?) {
        guard let month else { return (year + 1, nil) }
        return month == 12 ? (year + 1, 1) : (year, month + 1)
    }

    /// Whether the next period has begun (a recap of a month to come can only be empty).
    var hasNext: Bool {
        guard let current else { return true }
        let next = next
        return next.year < current.year || next.year == current.year && (next.month ?? 1) <= current.month
    }
}

extension SummaryPage {
    /// The year's heatmap, opening (on a phone, where it scrolls) on this month when it is this year.
    func yearHeatmap(title: String) -> CalendarHeatmap {
        var heatmap = CalendarHeatmap(id: "summary-year", title: title, year: year,
                                      values: Dictionary(perDay.map { ($0.day, Double($0.count)) }, uniquingKeysWith: +))
        if let current, current.year == year { heatmap.focus = CivilDay(year: year, month: current.month, day: 15) }
        return heatmap
    }
}
