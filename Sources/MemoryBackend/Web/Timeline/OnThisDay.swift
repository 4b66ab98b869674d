import Foundation

/// The timeline's "On this day" card: entries from earlier years that happened on today's month
/// and day, grouped by year, newest year first. "Today" is the reader's (their time zone); an
/// entry's day is its own, where it happened (`EntryCardModel.localDay`), as everywhere on the
/// timeline.
struct OnThisDay: Sendable {
    struct Year: Sendable {
        var year: Int
        var yearsAgo: Int
        var cards: [EntryCardModel]
    }

    var years: [Year]

    /// How many years back the card looks.
    static let yearsBack = 20
    /// At most this many entries are read (the card shows a few per year, linking to each).
    static let limit = 24

    /// The earlier years in which today's month and day exist: 29 February only in leap years.
    static func earlierYears(than today: DateComponents) -> [Int] {
        guard let year = today.year, let month = today.month, let day = today.day else { return [] }
        return (1...yearsBack).map { year - $0 }.filter { Self.date(year: $0, month: month, day: day) != nil }
    }

    /// The instants an entry that happened on that local day can have, whatever its UTC offset
    /// (−14 h … +14 h): a coarse window for the database, narrowed by `grouped`.
    static func window(year: Int, month: Int, day: Int) -> Range<Date>? {
        guard let midnight = date(year: year, month: month, day: day) else { return nil }
        return midnight.addingTimeInterval(-14 * 3600)..<midnight.addingTimeInterval(38 * 3600)
    }

    /// Keeps the cards whose own day is today's month and day in an earlier year, by year.
    static func grouped(_ cards: [EntryCardModel], today: DateComponents) -> OnThisDay {
        guard let thisYear = today.year else { return OnThisDay(years: []) }
        var byYear: [Int: [EntryCardModel]] = [:]
        for card in cards {
            let day = card.localDay
            guard day.month == today.month, day.day == today.day, let year = day.year, year < thisYear else { continue }
            byYear[year, default: []].append(card)
        }
        return OnThisDay(years: byYear.keys.sorted(by: >).map { year in
            Year(year: year, yearsAgo: thisYear - year, cards: byYear[year, default: []].sorted { $0.occurredAt > $1.occurredAt })
        })
    }

    /// Midnight UTC of a calendar date, or nil when that date does not exist (29 Feb 2025).
    private static func date(year: Int, month: Int, day: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}
