import Markup
import SleepKit
import WebUI

extension SleepAlarmsPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepAlarmsPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            return SleepTab.alarms.page(context, title: t(SleepText.alarmsTitle)) {
                SleepAlarmSettingsForm(settings: model.settings, invalid: model.invalidFields, typed: model.typed, context: context)
                comingUp
                GroupedSection(header: t(SleepText.calendarHeader), footer: t(SleepText.calendarFooter)) {
                    Cell(class: "calendar-link") {
                        label(.class("visually-hidden"), .for("calendar-url")) { t(SleepText.calendarLink) }
                        input(.type("url"), .id("calendar-url"), .class("field-input"), .value(model.feedURL), .readonly())
                    }
                }
                GroupedSection {
                    ButtonCell(t(SleepText.calendarReset), action: SleepURL.resetCalendar.url, isDestructive: true,
                               confirmSheet: "calendar-reset-sheet", context: context)
                }
                LinkResetSheet(id: "calendar-reset-sheet", confirmTitle: t(SleepText.calendarReset), context: context)
                PostForm(action: SleepURL.timeZone.url, context: context, id: "timezone-form") {
                    GroupedSection(header: t(SleepText.timeZoneHeader), footer: t(SleepText.timeZoneFooter)) {
                        Cell {
                            label(.class("visually-hidden"), .for("field-timeZone")) { t(SleepText.timeZoneLabel) }
                            select(.name("timeZone"), .id("field-timeZone"), .class("field-input")) {
                                for zone in model.zones { option(.value(zone), .selected(zone == model.timeZone)) { zone } }
                            }
                        }
                    }
                    div(.class("button-row")) { SubmitButton(t(SleepText.timeZoneSave), style: .secondary, id: "save-timezone") }
                }
            }
        }

        private var comingUp: some HTML {
            let t = context.t
            let more = model.totalPending - model.upcoming.count
            let footer = more > 0 ? "\(t(SleepText.comingUpMore, ["count": String(more)])). \(t(SleepText.comingUpFooter))"
                : t(SleepText.comingUpFooter)
            return GroupedSection(header: t(SleepText.comingUpHeader), footer: footer, listClass: "coming-up") {
                if model.upcoming.isEmpty { Cell { span(.class("cell-subtitle")) { t(SleepText.comingUpEmpty) } } }
                for item in model.upcoming {
                    Cell(class: item.isAlarm ? "upcoming upcoming-alarm" : "upcoming") {
                        span(.class("upcoming-time")) {
                            span(.class("upcoming-clock")) { item.time }
                            span(.class("upcoming-day")) { item.day }
                        }
                        span(.class("cell-text")) {
                            span(.class("cell-title")) { item.title }
                            span(.class("cell-subtitle")) { item.body }
                            if !item.actions.isEmpty {
                                span(.class("upcoming-actions")) { item.actions.joined(separator: " · ") }
                            }
                        }
                    }
                }
            }
        }
    }
}
