import Foundation
import ServerCore
import WebUI

/// `/memory`: the signed-in person's entries, newest first, grouped by day, week or month, with
/// search and filters; a page at a time ("Load older" without JS, infinite scroll with it).
struct TimelinePage: Sendable {
    enum Grouping: String, Sendable, CaseIterable { case day, week, month }
    enum KindFilter: String, Sendable, CaseIterable { case photo, audio, text, song }

    struct Group: Sendable {
        /// The first day of the group, where its entries happened.
        var start: DateComponents
        var cards: [EntryCardModel]
    }

    var groups: [Group]
    var grouping: Grouping
    var query: String
    var kind: KindFilter?
    var tag: String?
    var page: Int
    var hasMore: Bool
    var total: Int
    /// Tags of the account, most used first, offered as filter chips.
    var tagChips: [String]
    var loadFailed: Bool
    /// The account label the outbox files its items under (never the e-mail address).
    var outboxAccount: String
    /// Entries just deleted from their page: the banner offers Undo (the trash's window).
    var undoIDs: [String] = []
    /// Earlier years' entries on today's date; only on the unfiltered first page.
    var onThisDay: OnThisDay?
    /// The date range filter, as the reader typed it (`2025-11-01`), days in their time zone.
    var from: String? = nil
    var to: String? = nil
    /// What is wrong with the range as typed; the list is then shown without it.
    var rangeProblem: RangeProblem? = nil

    /// A range the timeline cannot filter by, said beside its fields.
    enum RangeProblem: Error, Equatable {
        case notADate
        case backwards
    }

    static let pageSize = 30

    var isFiltered: Bool { !query.isEmpty || kind != nil || tag != nil || from != nil || to != nil }

    /// Groups cards (already newest first) by the day, ISO week or month they happened in.
    static func grouped(_ cards: [EntryCardModel], by grouping: Grouping) -> [Group] {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = .gmt
        var groups: [Group] = []
        for card in cards {
            let day = card.localDay
            let start: DateComponents
            switch grouping {
            case .day: start = day
            case .month: start = DateComponents(year: day.year, month: day.month, day: 1)
            case .week:
                let date = calendar.date(from: day) ?? card.occurredAt
                let monday = calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
                start = calendar.dateComponents([.year, .month, .day], from: monday)
            }
            if groups.last?.start == start { groups[groups.count - 1].cards.append(card) } else {
                groups.append(Group(start: start, cards: [card]))
            }
        }
        return groups
    }

    /// The API's `from`/`to` instants for the range's days in `timeZone`: from the first day's
    /// midnight to the last moment of the last day (the API's bounds are inclusive). A day that
    /// is not a date, or an end before the start, is a ``RangeProblem``.
    static func range(from: String?, to: String?, in timeZone: TimeZone) throws(RangeProblem) -> (from: Date?, to: Date?) {
        func day(_ text: String?) throws(RangeProblem) -> Date? {
            guard let text else { return nil }
            guard let date = FormValues.date(text + "T00:00", in: timeZone), text.count == 10 else { throw .notADate }
            return date
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = try day(from)
        let end = try day(to).flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }.map { $0.addingTimeInterval(-0.001) }
        if let start, let end, end < start { throw .backwards }
        return (start, end)
    }

    /// The timeline's address keeping the filters, with another grouping or page.
    func url(grouping: Grouping? = nil, page: Int? = nil, kind: KindFilter?? = nil, tag: String?? = nil) -> String {
        let grouping = grouping ?? self.grouping
        let kind = kind ?? self.kind
        let tag = tag ?? self.tag
        return MemoryURL.timeline.url(query: [
            QueryItem("q", query.isEmpty ? nil : query),
            QueryItem("type", kind?.rawValue),
            QueryItem("tag", tag),
            QueryItem("from", from),
            QueryItem("to", to),
            QueryItem("group", grouping == .day ? nil : grouping.rawValue),
            QueryItem("page", page.flatMap { $0 > 1 ? String($0) : nil }),
        ])
    }
}
