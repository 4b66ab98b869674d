import Charts
import Markup
import SleepKit
import WebUI

extension SleepEditorPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepEditorPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let change = NavigationItem.link(t(SleepText.changeScheduleTitle), url: SleepURL.welcome.url, id: "change-schedule")
            return SleepTab.schedule.page(context, title: t(SleepText.editorTitle), actions: [change]) {
                messages
                PostForm(action: SleepURL.schedule.url, context: context, id: "schedule-form", class: "schedule-form",
                         validatesOnServer: true) {
                    // Enter in a field saves: the first submit button is the form's default.
                    button(.type("submit"), .class("visually-hidden"), .name("action"), .value("save"), .tabindex(-1),
                           .ariaHidden()) { t(SleepText.editorSave) }
                    if model.needsConfirmation {
                        div(.class("banner banner-warning sleep-confirm"), .role("alert")) {
                            p { t(SleepText.editorConfirm) }
                            HiddenField(name: "confirm", value: "1")
                            SubmitButton(t(SleepText.editorSave), name: "action", value: "save", id: "confirm-save")
                        }
                    }
                    div(.class("form-card")) {
                        FormField(label: t(SleepText.editorName), name: "name", value: model.name, maxLength: 60)
                    }
                    ChartFigure(model.ring, language: context.language)
                    p(.class("page-subtitle")) {
                        t(SleepText.editorTotal, ["total": ScheduleRing.hoursText(model.totalMinutes, context.language)])
                    }
                    rows
                    div(.class("button-row editor-tools")) {
                        SubmitButton(t(SleepText.editorAddNap), style: .secondary, name: "action", value: "add-nap", id: "add-nap")
                        SubmitButton(t(SleepText.editorAddCore), style: .secondary, name: "action", value: "add-core", id: "add-core")
                        div(.class("editor-shift")) {
                            button(.type("submit"), .class("button button-secondary"), .name("action"), .value("shift:-30"),
                                   .id("shift-earlier")) { t(SleepText.editorShiftEarlier) }
                            button(.type("submit"), .class("button button-secondary"), .name("action"), .value("shift:30"),
                                   .id("shift-later")) { t(SleepText.editorShiftLater) }
                        }
                    }
                    p(.class("page-footnote")) { t(SleepText.editorRules) }
                    div(.class("button-row")) {
                        SubmitButton(t(SleepText.editorSave), name: "action", value: "save", id: "save-schedule")
                    }
                }
            }
        }

        @HTMLBuilder private var messages: some HTML {
            let t = context.t
            if !model.errors.isEmpty || !model.rowProblems.isEmpty {
                div(.class("banner banner-error"), .role("alert"), .id("schedule-errors")) {
                    ul(.class("message-list")) {
                        for problem in model.rowProblems {
                            li { t(message(for: problem.field), ["row": String(problem.row)]) }
                        }
                        for message in model.errors { li { message } }
                    }
                }
            }
            if !model.warnings.isEmpty {
                div(.class("banner banner-warning"), .role("status")) {
                    ul(.class("message-list")) { for message in model.warnings { li { message } } }
                }
            }
        }

        /// Each field says what it needs ("a start time, such as 14:00"), not only that it is wrong.
        private func message(for field: ScheduleForm.RowProblem.Field) -> SleepText {
            switch field {
            case .start: .editorRowStartError
            case .minutes: .editorRowMinutesError
            case .kind: .editorRowKindError
            }
        }

        private var rows: some HTML {
            let t = context.t
            let language = context.language
            return section(.class("list-section"), .ariaLabelledBy("blocks-header")) {
                h2(.class("list-header"), .id("blocks-header")) { t(SleepText.editorBlocksHeader) }
                if model.rows.isEmpty { p(.class("page-subtitle")) { t(SleepText.editorEmpty) } }
                ol(.class("grouped-list block-rows")) {
                    for (index, row) in model.rows.enumerated() {
                        let number = index + 1
                        let invalid = Set(model.rowProblems.filter { $0.row == number }.map(\.field))
                        li(.class("block-row"), .ariaLabel(t(SleepText.editorRow, ["row": String(number)]))) {
                            HiddenField(name: "id[]", value: row.id)
                            label(.class("block-field")) {
                                span(.class("block-field-label")) { t(SleepText.editorKind) }
                                select(.name("kind[]"), .class("field-input"), .ariaInvalid(invalid.contains(.kind))) {
                                    for kind in BlockKind.allCases {
                                        option(.value(kind.rawValue), .selected(kind == row.kind)) { kind.name(language) }
                                    }
                                }
                            }
                            label(.class("block-field")) {
                                span(.class("block-field-label")) { t(SleepText.editorStart) }
                                input(.type("time"), .name("start[]"), .value(row.start), .class("field-input"), .required(),
                                      .ariaInvalid(invalid.contains(.start)))
                            }
                            label(.class("block-field")) {
                                span(.class("block-field-label")) { t(SleepText.editorMinutes) }
                                input(.type("number"), .name("minutes[]"), .value(row.minutes), .class("field-input"),
                                      .min("1"), .max("1439"), .inputmode("numeric"), .required(),
                                      .ariaInvalid(invalid.contains(.minutes)))
                            }
                            // iOS's red minus: a word ("Retirer", "Kaldır") left the three fields too
                            // narrow to show a time at 390 pt. The label names the action and the block.
                            button(.type("submit"), .class("button button-plain block-remove"), .name("action"),
                                   .value("remove:\(row.id)"), .ariaLabel("\(t(SleepText.editorRemove)) \(row.name)")) {
                                IconView(.minusCircleFill)
                            }
                        }
                    }
                }
            }
        }
    }
}
