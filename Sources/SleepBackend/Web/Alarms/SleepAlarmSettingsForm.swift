import Markup
import SleepKit
import WebUI

/// The settings half of the Alarms page: the form `AlarmSettingsForm` reads.
struct SleepAlarmSettingsForm: HTMLComponent {
    var settings: NotificationSettings
    var invalid: Set<String>
    var context: PageContext

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
            input(.type("number"), .name(name), .id("field-\(name)"), .class("field-input cell-value"), .value(String(value)),
                  .min(String(range.lowerBound)), .max(String(range.upperBound)), .inputmode("numeric"),
                  .ariaInvalid(invalid.contains(name)),
                  .ariaDescribedBy("field-\(name)-hint"))
            span(.class("visually-hidden"), .id("field-\(name)-hint")) {
                t(SleepText.minutesHint, ["min": String(range.lowerBound), "max": String(range.upperBound)])
            }
        }
    }

    private func timeCell(_ title: SleepText, _ name: String, _ value: TimeOfDay) -> some HTML {
        valueCell(title, name) {
            input(.type("time"), .name(name), .id("field-\(name)"), .class("field-input cell-value"), .value(value.description),
                  .ariaInvalid(invalid.contains(name)))
        }
    }

    private func valueCell(_ title: SleepText, _ name: String, @HTMLBuilder field: () -> some HTML) -> some HTML {
        let t = context.t
        return Cell(class: "cell-value-row") {
            label(.class("cell-title"), .for("field-\(name)")) { t(title) }
            field()
            if invalid.contains(name) { span(.class("field-error")) { t(SleepText.fieldInvalid) } }
        }
    }
}
