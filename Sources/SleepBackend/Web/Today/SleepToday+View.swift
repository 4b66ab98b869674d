import Charts
import Markup
import SleepKit
import WebUI

extension SleepTodayPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepTodayPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let widgets = NavigationItem.link(t(SleepText.widgetsLink), url: SleepURL.widgets.url, id: "widgets-link")
            return SleepTab.today.page(context, title: t(SleepText.todayTitle), actions: [widgets],
                                       scripts: ["countdown.js", "sleep-alarms.js"]) {
                if let reminder = model.reminder { ReminderCard(reminder: reminder, context: context) }
                if let snoozed = model.snoozed {
                    section(.class("sleep-card sleep-snoozed"), .id("snoozed")) {
                        p(.class("sleep-card-title")) {
                            IconView(.bell)
                            " " + t(SleepText.snoozedCard, ["block": snoozed.name, "time": snoozed.until])
                        }
                    }
                }
                if let rating = model.rating { RatingCard(rating: rating, context: context) }
                section(.class("sleep-now"), .ariaLabel(t(SleepText.statusHeader))) {
                    ChartFigure(model.ring, language: context.language)
                    p(.class("sleep-status"), .id("sleep-status")) { model.statusLine }
                    if let name = model.nextName, let time = model.nextTime, let start = model.nextStart,
                        let remaining = model.remainingText
                    {
                        p(.class("sleep-next")) {
                            span(.class("sleep-next-label")) { t(SleepText.nextHeader) }
                            span(.class("sleep-next-block")) { "\(name) · \(time)" }
                            LiveCountdown(remaining, until: start, formats: model.durationFormats)
                        }
                    }
                    primaryAction
                }
                // Its own name: two regions both called "Now" are one landmark twice to a screen reader.
                MetricGrid(label: t(SleepText.todayNumbersHeader), metrics: metrics)
                blockList
                alertsToggle
            }
        }

        @HTMLBuilder private var primaryAction: some HTML {
            let t = context.t
            switch model.primary {
            case .awake:
                PostForm(action: SleepURL.awake.url, context: context, class: "sleep-primary") {
                    SubmitButton(t(SleepText.awakeButton), id: "awake-button")
                }
            case .start(let occurrenceID, let name):
                PostForm(action: SleepURL.start.url, context: context, class: "sleep-primary") {
                    HiddenField(name: "occurrence", value: occurrenceID)
                    SubmitButton(t(SleepText.startBlockButton, ["block": name]), id: "start-button")
                }
            case .none:
                EmptyHTML()
            }
        }

        private var metrics: [MetricGrid.Metric] {
            let t = context.t
            var metrics = [
                MetricGrid.Metric(label: t(SleepText.plannedToday), value: model.ring.centerValue ?? "", detail: model.todayGoal),
                MetricGrid.Metric(
                    label: t(SleepText.streakLabel), value: t(SleepText.streakDays, count: model.streak.current),
                    detail: t(SleepText.bestStreak, ["days": t(SleepText.streakDays, count: model.streak.best)])),
                MetricGrid.Metric(label: t(SleepText.yesterdayScore),
                                  value: model.yesterdayScore.map(String.init) ?? "–",
                                  detail: model.yesterdayScore == nil ? t(SleepText.noScoreYet) : nil),
            ]
            if let phase = model.adaptation { metrics.append(adaptationMetric(phase)) }
            return metrics
        }

        private func adaptationMetric(_ phase: Adaptation.Phase) -> MetricGrid.Metric {
            let t = context.t
            let label = t(SleepText.adaptationHeader)
            switch phase {
            case .adapted: return .init(label: label, value: t(SleepText.adaptationDone))
            case .notStarted: return .init(label: label, value: "–")
            case .inProgress(let day, let total, let stage):
                return .init(label: label, value: "\(day)/\(total)", detail: context.t(stage.text))
            }
        }

        private var blockList: some HTML {
            let t = context.t
            return GroupedSection(header: t(SleepText.blocksHeader)) {
                for row in model.blocks {
                    Cell(class: row.isNext ? "sleep-block sleep-block-next" : "sleep-block") {
                        span(.class("cell-text")) {
                            span(.class("cell-title")) { row.name }
                            span(.class("cell-subtitle")) { row.time }
                        }
                        span(.class("cell-detail")) { t(row.status?.text ?? (row.isOverUncounted ? .statusNotRecorded : .statusPlanned)) }
                    }
                }
            }
        }

        /// The in-page alarm clock (sleep-alarms.js) asks for notification permission from a button.
        private var alertsToggle: some HTML {
            let t = context.t
            return div(.class("sleep-alerts"), .data("plan", SleepURL.apiNow.url), .data("on", t(SleepText.alertsOn)),
                       .data("blocked", t(SleepText.alertsBlocked)), .hidden()) {
                button(.type("button"), .class("button button-secondary"), .id("enable-alerts")) { t(SleepText.enableAlerts) }
                p(.class("field-hint"), .id("alerts-state"), .ariaLive("polite")) {}
            }
        }
    }
}

/// The start reminder that fired: Start, Snooze (+10), Skip, as the notification's buttons.
struct ReminderCard: HTMLComponent {
    var reminder: SleepTodayPage.Reminder
    var context: PageContext

    var body: some HTML {
        let t = context.t
        return section(.class("sleep-card sleep-reminder"), .role("alert"), .id("reminder")) {
            p(.class("sleep-card-title")) { t(SleepText.reminderTitle, ["block": reminder.name, "time": reminder.time]) }
            div(.class("sleep-card-actions")) {
                answer(.start, t(SleepText.startButton), style: .primary)
                answer(.snooze, t(SleepText.snoozeButton, ["minutes": String(reminder.snoozeMinutes)]), style: .secondary)
                answer(.cancel, t(SleepText.skipButton), style: .plain)
            }
        }
    }

    private func answer(_ action: ActionName, _ title: String, style: ButtonStyle) -> some HTML {
        PostForm(action: SleepURL.answer(.value(reminder.requestID), action: .value(action.rawValue)).url, context: context) {
            SubmitButton(title, style: style, id: "reminder-\(action.rawValue)")
        }
    }
}

/// "How do you feel?": restedness 1–5 and an optional note for the block just woken from.
struct RatingCard: HTMLComponent {
    var rating: SleepTodayPage.Rating
    var context: PageContext

    var body: some HTML {
        let t = context.t
        return PostForm(action: SleepURL.rate.url, context: context, id: "rating-form", class: "sleep-card sleep-rating") {
            h2(.class("sleep-card-title")) { t(ChartText.pointValue, ["label": rating.name, "value": t(SleepText.ratingTitle)]) }
            HiddenField(name: "occurrence", value: rating.occurrenceID)
            SegmentedPicker(name: "restedness", legend: t(SleepText.ratingLegend),
                            options: (1...5).map { .init(value: String($0), title: String($0)) }, selected: "3")
            p(.class("field-hint")) { t(SleepText.ratingLegend) }
            FormField(label: t(SleepText.ratingNote), name: "note", isRequired: false, maxLength: SleepLimits.noteLength)
            SubmitButton(t(SleepText.ratingSave), id: "rating-save")
        }
    }
}

extension Adaptation.Stage {
    /// The kit's stage names: reduction, adjustment, stabilization.
    var text: SleepText {
        switch self {
        case .reduction: .stageReduction
        case .adjustment: .stageAdjustment
        case .stabilization: .stageStabilization
        }
    }
}
