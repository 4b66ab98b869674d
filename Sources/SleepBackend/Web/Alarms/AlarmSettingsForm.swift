import Foundation
import SleepKit
import Vapor

/// The alarm and notification settings form (docs/apps/sleep.md#alarms). Checkboxes are absent
/// when off, as browsers send them.
struct AlarmSettingsForm: Content {
    var automaticAlarms: String?
    var alertStyle: String
    var frequency: String
    var startLeadMinutes: String
    var startSnoozeMinutes: String
    var wakeSnoozeMinutes: String
    var dailyReminderEnabled: String?
    var dailyReminderTime: String
    var quietHoursEnabled: String?
    var quietStart: String?
    var quietEnd: String?

    /// Allowed values, shown next to the fields.
    static let leadRange = 0...60
    static let snoozeRange = 1...30

    /// What the user typed into the fields that take text, by field name: a form sent back with
    /// errors shows these again, so a wrong 999 can be corrected rather than typed anew.
    var typed: [String: String] {
        var typed = [
            "startLeadMinutes": startLeadMinutes, "startSnoozeMinutes": startSnoozeMinutes,
            "wakeSnoozeMinutes": wakeSnoozeMinutes, "dailyReminderTime": dailyReminderTime,
        ]
        typed["quietStart"] = quietStart
        typed["quietEnd"] = quietEnd
        return typed
    }

    /// The allowed minutes of each minutes field.
    static func range(of field: String) -> ClosedRange<Int>? {
        switch field {
        case "startLeadMinutes": leadRange
        case "startSnoozeMinutes", "wakeSnoozeMinutes": snoozeRange
        default: nil
        }
    }

    /// The settings, or the names of the fields that are wrong with the settings the rest of the
    /// form made (toggles and pickers as sent), for the page that shows the form again.
    func settings(keeping base: NotificationSettings) -> Result<NotificationSettings, FieldErrors> {
        var settings = base
        var wrong: [String] = []
        func minutes(_ text: String, _ range: ClosedRange<Int>, _ field: String) -> Int? {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
                wrong.append(field)
                return nil
            }
            return value
        }
        func time(_ text: String?, _ field: String) -> TimeOfDay? {
            guard let value = text.flatMap({ TimeOfDay($0.trimmingCharacters(in: .whitespaces)) }) else {
                wrong.append(field)
                return nil
            }
            return value
        }
        settings.automaticAlarms = automaticAlarms != nil
        if let style = AlertStyle(rawValue: alertStyle) { settings.alertStyle = style } else { wrong.append("alertStyle") }
        if let value = NotificationFrequency(rawValue: frequency) { settings.frequency = value } else { wrong.append("frequency") }
        settings.startLeadMinutes = minutes(startLeadMinutes, Self.leadRange, "startLeadMinutes") ?? base.startLeadMinutes
        settings.startSnoozeMinutes = minutes(startSnoozeMinutes, Self.snoozeRange, "startSnoozeMinutes") ?? base.startSnoozeMinutes
        settings.wakeSnoozeMinutes = minutes(wakeSnoozeMinutes, Self.snoozeRange, "wakeSnoozeMinutes") ?? base.wakeSnoozeMinutes
        settings.dailyReminderEnabled = dailyReminderEnabled != nil
        settings.dailyReminderTime = time(dailyReminderTime, "dailyReminderTime") ?? base.dailyReminderTime
        if quietHoursEnabled != nil {
            let start = time(quietStart, "quietStart"), end = time(quietEnd, "quietEnd")
            if let start, let end {
                if start == end { wrong.append("quietEnd") } else { settings.quietHours = QuietHours(start: start, end: end) }
            }
        } else {
            settings.quietHours = nil
        }
        return wrong.isEmpty ? .success(settings) : .failure(FieldErrors(fields: wrong, kept: settings))
    }
}

/// The fields of a form that could not be used, in form order.
struct FieldErrors: Error, Equatable {
    let fields: [String]
    /// The settings the form's valid fields made; wrong fields keep their saved values.
    let kept: NotificationSettings
}
