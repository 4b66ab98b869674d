import Localization
import Markup
import SleepKit
import WebUI

/// The settings half of the Alarms page: the form `AlarmSettingsForm` reads.
struct SleepAlarmSettingsForm: HTMLComponent {
    var settings: NotificationSettings
    var invalid: Set<String>
    /// The wrong fields' text as typed.
    var typed: [String: String] = [:]
    var context: PageContext

    /// What is wrong with `field`, naming what it accepts.
    static func problem(_ field: String, _ language: Language) -> String {
        if let range = AlarmSettingsForm.range(of: field) {
            return SleepText.minutesInvalid.text(language, ["min": String(range.lowerBound), "max": String(range.upperBound)])
        }
        switch field {
        case "dailyReminderTime", "quietStart": return SleepText.timeInvalid.text(language)
        // quietEnd is also wrong when it equals quietStart (`AlarmSettingsForm.settings`).
        case "quietEnd": return SleepText.quietEndInvalid.text(language)
        default: return SleepText.fieldInvalid.text(language)
        }
    }

    var body: some HTML {
        let t = context.t
        return PostForm(action: SleepURL.alarms.url, context: context, id: "alarm-settings", validatesOnServer: true) {
            GroupedSection(header: t(SleepText.alarmsTitle)) {
                ToggleCell(t(SleepText.automaticAlarms), name: "automaticAlarms", isOn: settings.automaticAlarms)
                Cell(class: "cell-picker") {
                    SegmentedPicker(name: "alertStyle", legend: t(SleepText.alertStyleLabel), options: [
                        .init(value: AlertStyle.sound.rawValue, title: t(SleepText.alertSound)),
                        .init(value: AlertStyle.vibration.rawValue, title: t(SleepText.alertVibration)),
                    ], selected: settings.alertStyle.rawValue)
                }
            }
            GroupedSection(header: t(SleepText.frequencyLabel)) {
                Cell(class: "cell-picker") {
                    SegmentedPicker(name: "frequency", legend: t(SleepText.frequencyLabel), options: [
                        .init(value: NotificationFrequency.all.rawValue, title: t(SleepText.frequencyAll)),
                        .init(value: NotificationFrequency.alarmsOnly.rawValue, title: t(SleepText.frequencyAlarms)),
                        .init(value: NotificationFrequency.none.rawValue, title: t(SleepText.frequencyNone)),
                    ], selected: settings.frequency.rawValue)
                }
                minutesCell(SleepText.startLead, "startLeadMinutes", settings.startLeadMinutes, AlarmSettingsForm.leadRange)
                minutesCell(SleepText.startSnooze, "startSnoozeMinutes", settings.startSnoozeMinutes, AlarmSettingsForm.snoozeRange)
                minutesCell(SleepText.wakeSnooze, "wakeSnoozeMinutes", settings.wakeSnoozeMinutes, AlarmSettingsForm.snoozeRange)
            }
            GroupedSection {
                ToggleCell(t(SleepText.dailyReminder), name: "dailyReminderEnabled", isOn: settings.dailyReminderEnabled)
                timeCell(SleepText.dailyReminderTime, "dailyReminderTime", settings.dailyReminderTime)
            }
            GroupedSection(footer: t(SleepText.quietHint)) {
                ToggleCell(t(SleepText.quietHours), name: "quietHoursEnabled", isOn: settings.quietHours != nil)
                timeCell(SleepText.quietStart, "quietStart", settings.quietHours?.start ?? TimeOfDay(hour: 23))
                timeCell(SleepText.quietEnd, "quietEnd", settings.quietHours?.end ?? TimeOfDay(hour: 7))
            }
            div(.class("button-row")) { SubmitButton(t(SleepText.saveSettings), id: "save-alarms") }
        }
    }

    private func minutesCell(_ title: SleepText, _ name: String, _ value: Int, _ range: ClosedRange<Int>) -> some HTML {
        let t = context.t
        return valueCell(title, name) {
            input(.type("number"), .name(name), .id("field-\(name)"), .class("field-input cell-value"),
                  .value(typed[name] ?? String(value)),
                  .min(String(range.lowerBound)), .max(String(range.upperBound)), .inputmode("numeric"),
                  .ariaInvalid(invalid.contains(name)),
                  .ariaDescribedBy(invalid.contains(name) ? "field-\(name)-hint field-\(name)-error" : "field-\(name)-hint"))
            span(.class("visually-hidden"), .id("field-\(name)-hint")) {
                t(SleepText.minutesHint, ["min": String(range.lowerBound), "max": String(range.upperBound)])
            }
        }
    }

    private func timeCell(_ title: SleepText, _ name: String, _ value: TimeOfDay) -> some HTML {
        valueCell(title, name) {
            input(.type("time"), .name(name), .id("field-\(name)"), .class("field-input cell-value"),
                  .value(typed[name] ?? value.description),
                  .ariaInvalid(invalid.contains(name)), .ariaDescribedBy(invalid.contains(name) ? "field-\(name)-error" : nil))
        }
    }

    private func valueCell(_ title: SleepText, _ name: String, @HTMLBuilder field: () -> some HTML) -> some HTML {
        let t = context.t
        return Cell(class: "cell-value-row") {
            label(.class("cell-title"), .for("field-\(name)")) { t(title) }
            field()
            if invalid.contains(name) { span(.class("field-error"), .id("field-\(name)-error")) { Self.problem(name, context.language) } }
        }
    }
}
