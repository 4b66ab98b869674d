import Charts
import Markup
import SleepKit
import WebUI

extension SleepWelcomePage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepWelcomePage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(model.hasSchedule ? SleepText.changeScheduleTitle : .welcomeTitle)
            return SleepTab.schedule.page(context, title: title) {
                p(.class("page-subtitle")) { t(SleepText.welcomeIntro) }
                if model.hasSchedule { Banner(.warning, t(SleepText.changeScheduleWarning)) }
                section(.class("list-section"), .ariaLabelledBy("templates-header")) {
                    h2(.class("list-header"), .id("templates-header")) { t(SleepText.templatesHeader) }
                    ul(.class("grouped-list template-list")) {
                        for choice in model.choices { TemplateRow(choice: choice, hasSchedule: model.hasSchedule, context: context) }
                    }
                }
                GroupedSection {
                    LinkCell(title: t(SleepText.customTitle), subtitle: t(SleepText.customSubtitle),
                             url: SleepURL.schedule.url(query: [QueryItem("new", "1")]))
                }
                GroupedSection(header: t(SleepText.adaptationHeader)) {
                    Cell {
                        p(.class("sleep-note")) {
                            if let days = model.typicalDays {
                                t(SleepText.adaptationNote, ["days": String(days)])
                            } else {
                                t(SleepText.adaptationRange, ["easy": String(Difficulty.easy.typicalAdaptationDays),
                                                              "extreme": String(Difficulty.extreme.typicalAdaptationDays)])
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One template: its ring, name, "4.5 h of sleep · 1 × Core, 3 × Nap", its difficulty, and Choose.
/// The difficulty has a line of its own: at the end of the sentence, two clamped lines beside
/// the ring and the button cut it off (French most of all).
struct TemplateRow: HTMLComponent {
    var choice: SleepWelcomePage.Choice
    var hasSchedule: Bool
    var context: PageContext

    var body: some HTML {
        let t = context.t
        let language = context.language
        var parts: [String] = []
        // No-break spaces keep "2 × Core" on one line when the sentence wraps.
        if choice.coreCount > 0 { parts.append("\(choice.coreCount)\u{A0}×\u{A0}\(BlockKind.core.name(language))") }
        if choice.napCount > 0 { parts.append("\(choice.napCount)\u{A0}×\u{A0}\(BlockKind.nap.name(language))") }
        let detail = t(SleepText.templateDetail, [
            "total": ScheduleRing.hoursText(choice.totalMinutes, language), "blocks": parts.joined(separator: ", "),
        ])
        return li(.class("template-row"), .data("template", choice.template.rawValue)) {
            div(.class("template-ring"), .ariaHidden()) { choice.ring.svg(language: context.language) }
            div(.class("cell-text")) {
                span(.class("cell-title template-name")) { choice.name }
                span(.class("template-detail")) { detail }
                span(.class("template-difficulty")) { t(choice.difficulty.text) }
            }
            PostForm(action: SleepURL.welcome.url, context: context, class: "template-choose") {
                HiddenField(name: "template", value: choice.template.rawValue)
                if hasSchedule { HiddenField(name: "confirm", value: "1") }
                button(.type("submit"), .class("button button-secondary template-button"),
                       .ariaLabel(t(SleepText.chooseTemplateLabel, ["name": choice.name])),
                       .disabled(choice.isCurrent)) { t(SleepText.chooseTemplate) }
            }
        }
    }
}
