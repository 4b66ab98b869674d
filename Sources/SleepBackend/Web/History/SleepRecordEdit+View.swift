import Markup
import SleepKit
import WebUI

extension SleepRecordEditPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepRecordEditPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let month = String(model.occurrenceID.split(separator: "@").last?.prefix(7) ?? "")
            let back = (t(SleepText.historyTitle), month.isEmpty ? SleepURL.history.url : SleepURL.historyMonth(month))
            let action = SleepURL.historyRecord(.value(model.occurrenceID)).url
            return SleepTab.history.page(context, title: t(SleepText.recordTitle), back: back) {
                PostForm(action: action, context: context, id: "record-form", validatesOnServer: true) {
                    GroupedSection(header: model.dayTitle) {
                        Cell {
                            span(.class("cell-text")) {
                                span(.class("cell-title")) { model.name }
                                span(.class("cell-subtitle")) { t(SleepText.historyPlannedAt, ["time": model.planned]) }
                            }
                        }
                    }
                    GroupedSection(header: t(SleepText.recordStatus)) {
                        Cell(class: "cell-picker") {
                            SegmentedPicker(name: "status", legend: t(SleepText.recordStatus),
                                            options: BlockRecordEdit.editableStatuses.map {
                                                SegmentedPicker.Option(value: $0.rawValue, title: t($0.text))
                                            }, selected: model.values.status)
                        }
                        error("status")
                    }
                    GroupedSection(footer: t(SleepText.recordTimesFooter, ["zone": model.zone])) {
                        timeCell(SleepText.recordFellAsleep, "actualStart", model.values.actualStart)
                        timeCell(SleepText.recordWokeUp, "actualEnd", model.values.actualEnd)
                    }
                    GroupedSection(header: t(SleepText.recordRestedness)) {
                        Cell(class: "cell-picker") {
                            SegmentedPicker(name: "restedness", legend: t(SleepText.ratingLegend),
                                            options: [SegmentedPicker.Option(value: "", title: t(SleepText.recordNoRating))]
                                                + (1...5).map { SegmentedPicker.Option(value: String($0), title: String($0)) },
                                            selected: model.values.restedness ?? "")
                        }
                        error("restedness")
                    }
                    // In a card's margins like the sections above (it ran from screen edge to edge at 390 px).
                    div(.class("form-card")) {
                        FormField(label: t(SleepText.ratingNote), name: "note", value: model.values.note,
                                  error: model.errors["note"], isRequired: false, maxLength: SleepLimits.noteLength)
                    }
                    div(.class("button-row")) { SubmitButton(t(SleepText.recordSave), id: "record-save") }
                }
                if model.hasRecord {
                    GroupedSection {
                        ButtonCell(t(SleepText.recordClear), action: SleepURL.historyRecordClear(.value(model.occurrenceID)).url,
                                   isDestructive: true, context: context)
                    }
                }
            }
        }

        private func timeCell(_ title: SleepText, _ name: String, _ value: String?) -> some HTML {
            let t = context.t
            let message = model.errors[name]
            return Cell(class: "cell-value-row") {
                label(.class("cell-title"), .for("field-\(name)")) { t(title) }
                input(.type("time"), .name(name), .id("field-\(name)"), .class("field-input cell-value"), .value(value),
                      .ariaInvalid(message != nil), .ariaDescribedBy(message.map { _ in "field-\(name)-error" }))
                if let message { span(.class("field-error"), .id("field-\(name)-error")) { message } }
            }
        }

        @HTMLBuilder
        private func error(_ name: String) -> some HTML {
            if let message = model.errors[name] {
                Cell { span(.class("field-error"), .id("field-\(name)-error")) { message } }
            }
        }
    }
}
