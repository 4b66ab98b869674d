import Charts
import Markup
import SleepKit
import WebUI

extension SleepAnalyticsPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SleepAnalyticsPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            return SleepTab.analytics.page(context, title: t(SleepText.analyticsTitle)) {
                if !model.hasRecords { Banner(.info, t(SleepText.analyticsEmpty)) }
                MetricGrid(label: t(SleepText.analyticsTitle), metrics: [
                    .init(label: t(SleepText.scoreTitle), value: model.latestScore.map(String.init) ?? "–",
                          detail: model.latestScore == nil ? t(SleepText.noScoreYet)
                              : t(ChartText.pointValue, ["label": t(SleepText.badgeLabel), "value": t(model.scoreBadge.text)])),
                    .init(label: t(SleepText.streakLabel), value: t(SleepText.streakDays, count: model.streak.current),
                          detail: t(ChartText.pointValue, ["label": t(SleepText.badgeLabel), "value": t(model.streakBadge.text)])),
                    .init(label: t(SleepText.regularityTitle), value: model.regularityIndex.map { "\($0)/100" } ?? "–",
                          detail: model.regularityIndex == nil ? t(SleepText.noDataYet) : nil),
                ])
                ChartSection(model.adherence, language: context.language)
                ChartSection(model.sleep, language: context.language, caption: model.todayOpen ? t(SleepText.todayInProgress) : nil)
                ChartSection(model.restedness, language: context.language)
                ChartSection(model.score, language: context.language, caption: t(SleepText.scoreParts))
                GroupedSection(header: t(SleepText.regularityTitle)) {
                    Cell {
                        p(.class("sleep-note")) {
                            if let index = model.regularityIndex {
                                t(SleepText.regularityText, ["index": String(index), "minutes": String(model.regularityMinutes),
                                                             "days": String(model.regularityDays)])
                            } else {
                                t(SleepText.regularityNoData, ["days": String(model.regularityDays)])
                            }
                        }
                    }
                }
            }
        }
    }
}

extension BadgeLevel {
    var text: SleepText {
        switch self {
        case .none: .badgeNone
        case .bronze: .badgeBronze
        case .silver: .badgeSilver
        case .gold: .badgeGold
        case .platinum: .badgePlatinum
        }
    }
}
