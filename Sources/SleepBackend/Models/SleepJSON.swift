import Foundation
import Localization
import SleepKit

/// How kit values are kept in text columns: JSON with sorted keys, dates as seconds since
/// 1970 (exact, and readable by any client).
enum SleepJSON {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(type, from: Data(text.utf8))
    }

    /// A stored schedule, decoded once per distinct text: every page reads the account's
    /// schedules and settings, and decoding them was a tenth of the Today page. A column's text
    /// is the whole value, so the same bytes always decode to the same schedule.
    static func schedule(from text: String) throws -> SleepSchedule {
        try decodedSchedules.value(ExactText(text)) { try decode(SleepSchedule.self, from: text) }
    }

    /// Stored notification settings, decoded once per distinct text (see ``schedule(from:)``).
    static func settings(from text: String) throws -> NotificationSettings {
        try decodedSettings.value(ExactText(text)) { try decode(NotificationSettings.self, from: text) }
    }

    private static let decodedSchedules = Memo<ExactText, SleepSchedule>(capacity: 1024)
    private static let decodedSettings = Memo<ExactText, NotificationSettings>(capacity: 1024)
}
