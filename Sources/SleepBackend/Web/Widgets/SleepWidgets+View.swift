import Foundation
import Markup
import SleepKit
import WebUI

extension SleepWidgetsPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepWidgetsPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            return SleepTab.today.page(context, title: t(SleepText.widgetsTitle)) {
                p(.class("page-subtitle")) { t(SleepText.widgetsIntro) }
                if let activity = model.liveActivity {
                    section(.class("live-activity"), .ariaLabel(t(SleepText.liveActivity))) {
                        IconView(.moon, class: "live-activity-symbol")
                        p { activity }
                    }
                }
                div(.class("widget-grid")) {
                    for entry in model.entries { WidgetView(entry: entry, context: context) }
                }
            }
        }
    }
}

/// One widget as the home screen draws it: a rounded tile, tapping it opens Today.
struct WidgetView: HTMLComponent {
    var entry: WidgetEntry
    var context: PageContext

    var body: some HTML {
        let t = context.t
        let name: SleepText = switch entry.family {
        case .small: .widgetSmall
        case .medium: .widgetMedium
        case .large: .widgetLarge
        }
        return section(.class("widget widget-\(entry.family.rawValue)"), .ariaLabel(t(name)),
                       .data("family", entry.family.rawValue)) {
            a(.class("widget-tap"), .href(Self.url(entry.tapLink))) {
                // The small widget is glanced at like a clock: the time now, then what comes next.
                if entry.family == .small {
                    time(.class("widget-clock"), .datetime(entry.date.ISO8601Format())) { entry.clockText }
                }
                span(.class("widget-headline")) { entry.headline }
                if let next = entry.nextLine { span(.class("widget-next")) { next } }
                if entry.family != .small { span(.class("widget-status")) { entry.statusLine } }
                if let planned = entry.plannedTodayText { span(.class("widget-planned")) { planned } }
                span(.class("widget-streak")) { entry.streakText }
                if entry.family == .large { StreakWeek(days: entry.streakDays) }
                if let score = entry.yesterdayScoreText { span(.class("widget-score")) { score } }
            }
            if !entry.timeline.isEmpty && entry.family != .small { TimelineBar(segments: entry.timeline) }
            if !entry.buttons.isEmpty {
                div(.class("widget-buttons")) {
                    for button in entry.buttons { WidgetButtonView(button: button, context: context) }
                }
            }
        }
    }

    /// Where a widget's deep link leads on the web.
    static func url(_ link: SleepDeepLink) -> String {
        switch link {
        case .today, .startBlock: SleepURL.today.url
        case .alarmSettings: SleepURL.alarms.url
        case .analytics: SleepURL.analytics.url
        }
    }
}

/// "Nap Başlat" posts the start of its nap (the interactive widget); the others are links.
struct WidgetButtonView: HTMLComponent {
    var button: WidgetButton
    var context: PageContext

    var body: some HTML {
        if case .startBlock(let occurrenceID) = button.link {
            PostForm(action: SleepURL.start.url, context: context, class: "widget-form") {
                HiddenField(name: "occurrence", value: occurrenceID)
                HiddenField(name: "return", value: SleepURL.widgets.url)
                SubmitButton(button.title, style: .primary, class: "widget-button")
            }
        } else {
            LinkButton(button.title, url: WidgetView.url(button.link), style: .secondary, class: "widget-button")
        }
    }
}

/// The day as a bar: the sleep segments on its 24 hours.
struct TimelineBar: HTMLComponent {
    var segments: [DayTimeline.Segment]

    var body: some HTML {
        SVG.svg(.class("widget-timeline"), .viewBox(0, 0, 100, 6), .preserveAspectRatio("none"), .ariaHidden()) {
            SVG.rect(.class("chart-track"), .x(0), .y(0), .width(100), .height(6))
            for segment in segments.filter({ $0.kind != .awake }) {
                SVG.rect(.class(segment.kind == .core ? "chart-fill-1" : "chart-fill-2"), .x(segment.startFraction * 100), .y(0),
                         .width(max(0.8, (segment.endFraction - segment.startFraction) * 100)), .height(6))
            }
        }
    }
}

/// The large widget's streak as a week of days, the run's days filled (a run past a week fills
/// them all). The words beside it say the number; the dots only draw it.
struct StreakWeek: HTMLComponent {
    var days: Int

    var body: some HTML {
        span(.class("widget-streak-week"), .ariaHidden(), .data("streak", String(days))) {
            for index in 0..<7 {
                span(.class(index < days ? "streak-day streak-day-done" : "streak-day")) {}
            }
        }
    }
}
