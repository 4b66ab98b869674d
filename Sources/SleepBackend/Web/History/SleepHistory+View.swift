import Charts
import Markup
import SleepKit
import WebUI

extension SleepHistoryPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepHistoryPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            return SleepTab.history.page(context, title: t(SleepText.historyTitle)) {
                nav(.class("month-pager"), .ariaLabel(t(SleepText.historyMonthLabel))) {
                    a(.class("button button-plain"), .href(SleepURL.historyMonth(model.previousMonth)), .rel("prev"),
                      .ariaLabel(t(SleepText.historyPrevious))) { IconView(.chevronBackward) }
                    h2(.class("month-title"), .id("month-title")) { model.monthTitle }
                    if let next = model.nextMonth {
                        a(.class("button button-plain"), .href(SleepURL.historyMonth(next)), .rel("next"),
                          .ariaLabel(t(SleepText.historyNext))) { IconView(.chevronForward) }
                    } else {
                        span(.class("month-pager-spacer")) {}
                    }
                }
                ChartFigure(model.heatmap, language: context.language)
                if model.days.isEmpty {
                    EmptyState(icon: .calendar, message: t(SleepText.historyEmpty))
                }
                for day in model.days {
                    GroupedSection(header: "\(day.title) · \(t(SleepText.historyDoneBlocks, count: day.planned, ["done": String(day.done)]))",
                                   listClass: "history-day") {
                        for entry in day.entries { EntryCell(entry: entry, context: context) }
                    }
                }
            }
        }
    }

    struct EntryCell: HTMLComponent {
        var entry: Entry
        var context: PageContext

        var body: some HTML {
            if entry.isEditable {
                // The whole row opens the entry's edit page, as a table row would on iOS.
                li {
                    a(.class("cell cell-link history-entry"), .href(SleepURL.historyRecord(.value(entry.occurrenceID)).url)) {
                        content
                        IconView(.chevronForward, class: "cell-chevron")
                    }
                }
            } else {
                Cell(class: "history-entry") { content }
            }
        }

        private var content: some HTML {
            let t = context.t
            var lines = [t(SleepText.historyPlannedAt, ["time": entry.planned])]
            if let actual = entry.actual {
                let parts = actual.split(separator: "–", maxSplits: 1).map(String.init)
                lines.append(t(SleepText.historyActual, ["start": parts.first ?? actual, "end": parts.count > 1 ? parts[1] : ""]))
            }
            if let value = entry.restedness { lines.append(t(SleepText.historyRated, ["value": String(value)])) }
            return HTMLGroup {
                span(.class("cell-text")) {
                    span(.class("cell-title")) { entry.name }
                    span(.class("cell-subtitle")) { lines.joined(separator: " · ") }
                    if !entry.note.isEmpty { span(.class("cell-subtitle history-note")) { "“\(entry.note)”" } }
                }
                span(.class("cell-detail status-\(entry.status?.rawValue ?? "planned")")) {
                    t(entry.status?.text ?? .statusPlanned)
                }
            }
        }
    }
}
