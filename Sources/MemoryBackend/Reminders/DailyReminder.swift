import Foundation
import Localization

/// An account's daily reminder as set (`DailyReminderRecord` is the row its changes save).
struct DailyReminder: Sendable, Equatable {
    /// Minutes after local midnight; nil: off.
    var minuteOfDay: Int?
    /// The calendar link's generation (1 until the first reset).
    var feedGeneration: Int
    /// Where and how the push reminder rings: the zone and language of the browser that set it.
    var timeZone: TimeZone
    var language: Language
    /// When it last changed; nil: never set.
    var updatedAt: Date?

    /// Before the first change: off, first link, UTC and English.
    static let unset = DailyReminder(minuteOfDay: nil, feedGeneration: 1, timeZone: .gmt, language: .en, updatedAt: nil)
}
