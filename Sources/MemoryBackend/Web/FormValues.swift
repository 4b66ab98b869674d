import Foundation

/// How the plain forms' fields are read, the same for adding and editing an entry.
enum FormValues {
    /// "#travel, , çay " → ["travel", "çay"].
    static func tags(_ field: String?) -> [String] {
        (field ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }.filter { !$0.isEmpty }
    }

    /// A `datetime-local` value (`2025-11-23T09:30`, seconds optional) read as a wall clock in
    /// `timeZone`; nil when it is not one.
    static func date(_ field: String, in timeZone: TimeZone) -> Date? {
        let local = field.trimmingCharacters(in: .whitespaces)
        return formatter(timeZone, seconds: local.count > 16).date(from: local)
    }

    /// `date` as a `datetime-local` value in `timeZone`.
    static func text(_ date: Date, in timeZone: TimeZone) -> String {
        formatter(timeZone, seconds: false).string(from: date)
    }

    private static func formatter(_ timeZone: TimeZone, seconds: Bool) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = seconds ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm"
        return formatter
    }
}
