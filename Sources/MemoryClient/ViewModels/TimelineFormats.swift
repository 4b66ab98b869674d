import Foundation
import Localization
import MemoryKit

/// The timeline's words and dates in the reader's language and time zone.
struct TimelineFormats: Sendable {
    let language: Localization.Language
    let calendar: Calendar

    init(language: Localization.Language, timeZone: TimeZone) {
        self.language = language
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = language.locale
        calendar.firstWeekday = language == .en ? 1 : 2  // Sunday in the US, Monday in Turkey and France
        self.calendar = calendar
    }

    /// The period of `scope` that holds `anchor`, as an inclusive range.
    func range(of scope: TimelineScope, around anchor: Date) -> ClosedRange<Date> {
        guard let interval = calendar.dateInterval(of: scope.component, for: anchor) else { return anchor...anchor }
        return interval.start...interval.end.addingTimeInterval(-0.001)
    }

    func periodTitle(_ scope: TimelineScope, anchor: Date) -> String {
        switch scope {
        case .day: return format(anchor, template: "EEEEdMMMMy", zone: calendar.timeZone)
        case .month: return format(anchor, template: "MMMMy", zone: calendar.timeZone)
        case .week:
            let range = range(of: .week, around: anchor)
            let formatter = DateIntervalFormatter()
            formatter.locale = language.locale
            formatter.timeZone = calendar.timeZone
            formatter.dateTemplate = "dMMMy"
            return formatter.string(from: range.lowerBound, to: range.upperBound)
        }
    }

    /// Items grouped by the day each was lived, newest day first.
    func sections(_ items: [TimelineItem], now: Date) -> [TimelineSection] {
        let today = LocalDate(
            secondsSince1970: now.timeIntervalSince1970, utcOffsetSeconds: calendar.timeZone.secondsFromGMT(for: now))
        var order: [LocalDate] = []
        var byDay: [LocalDate: [TimelineItem]] = [:]
        for item in items {
            let day = item.entry.localDay
            if byDay[day] == nil { order.append(day) }
            byDay[day, default: []].append(item)
        }
        return order.sorted(by: >).map { day in
            TimelineSection(day: day, title: dayTitle(day, today: today), items: byDay[day] ?? [])
        }
    }

    func dayTitle(_ day: LocalDate, today: LocalDate) -> String {
        if day == today { return ClientText.today.text(language) }
        if day.daysSinceEpoch == today.daysSinceEpoch - 1 { return ClientText.yesterday.text(language) }
        let noon = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 43_200)
        let template = day.year == today.year ? "EEEEdMMMM" : "EEEEdMMMMy"
        return format(noon, template: template, zone: TimeZone(secondsFromGMT: 0)!)
    }

    func emptyMessage(scope: TimelineScope, search: String?) -> String {
        if let search { return ClientText.emptySearch.text(language, ["query": search]) }
        switch scope {
        case .day: return ClientText.emptyDay.text(language)
        case .week: return ClientText.emptyWeek.text(language)
        case .month: return ClientText.emptyMonth.text(language)
        }
    }

    func banner(for origin: TimelinePage.Origin, now: Date) -> String? {
        switch origin {
        case .server: nil
        case .storedPage(let storedAt): ClientText.offlineStoredPage.text(language, ["time": moment(storedAt, now: now)])
        case .recentEntries: ClientText.offlineRecentEntries.text(language)
        }
    }

    /// A time today ("14:05"), else a date and time.
    func moment(_ date: Date, now: Date) -> String {
        calendar.isDate(date, inSameDayAs: now)
            ? format(date, template: "jjmm", zone: calendar.timeZone) : format(date, template: "dMMMjjmm", zone: calendar.timeZone)
    }

    func message(for error: any Error) -> String {
        ErrorMessage.text(for: error, language: language, fallback: .timelineLoadFailed)
    }

    func format(_ date: Date, template: String, zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = language.locale
        formatter.timeZone = zone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}
