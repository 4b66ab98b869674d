import Foundation
import WebUI

/// Dates as the reader's language and time zone write them ("14 June, 18:42").
enum EventDates {
    static func text(_ date: Date, _ context: PageContext) -> String {
        var style = Date.FormatStyle(date: .long, time: .shortened, locale: context.locale, timeZone: context.timeZone)
        style.calendar = Calendar(identifier: .gregorian)
        return date.formatted(style)
    }

    /// Whole days from `now` to `date`, never negative.
    static func daysLeft(until date: Date, now: Date) -> Int {
        max(0, Int((date.timeIntervalSince(now) / 86_400).rounded(.up)))
    }
}
