import Charts
import LaunchKit
import Localization
import Markup
import WebUI

extension DashboardPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = data?.title ?? t(LaunchText.programsTitle)
        let navigation = NavigationBar.back(to: t(LaunchText.programsTitle), url: LaunchesURL.home.url, title: title)
        return launchesPage(context, title: title, navigation: navigation, tab: .programs) {
            DataNoticeView(notice: notice, retryURL: LaunchesURL.program(.value(programID)).url, context: context)
            if let data {
                if let imageURL { img(.class("hero-image"), .src(imageURL), .alt(""), .width(390), .height(220)) }
                if !data.description.isEmpty { p(.class("dashboard-description")) { data.description } }
                div(.class("stat-row")) {
                    Stat(value: LocalizedNumber.integer(data.totalFlights, context.language), label: t(LaunchText.totalFlights))
                    Stat(value: data.successRateText, label: t(LaunchText.successRate))
                }
                GroupedSection(header: t(LaunchText.nextLaunch)) {
                    if let nextLaunch {
                        LaunchRowView(row: nextLaunch)
                    } else {
                        Cell { span(.class("cell-subtitle")) { t(LaunchText.noNextLaunch) } }
                    }
                    LinkCell(title: t(LaunchText.allProgramLaunches), url: LaunchesURL.list(segment: "upcoming", programID: programID))
                }
                charts(data, context)
            }
        }
    }

    @HTMLBuilder private func charts(_ data: DashboardViewData, _ context: PageContext) -> some HTML {
        let t = context.t
        let rate = data.successRate
        if rate.finished > 0 {
            ChartSection(DonutChart(
                id: "program-outcomes", title: t(LaunchText.outcomes),
                slices: [
                    .init(label: t(LaunchText.successful), value: Double(rate.successes)),
                    .init(label: t(LaunchText.failed), value: Double(rate.failures)),
                    .init(label: t(LaunchText.partialFailure), value: Double(rate.partialFailures)),
                ],
                centerValue: data.successRateText, centerLabel: t(LaunchText.successRate)), language: context.language)
        }
        if !perYear.isEmpty {
            ChartSection(
                BarChart(
                    id: "program-years", title: t(LaunchText.launchesPerYear),
                    bars: perYear.map { Bar(label: String($0.year), value: Double($0.count)) },
                    categoryName: t(LaunchText.year), valueName: t(LaunchText.launchesCount)),
                language: context.language,
                footer: t(LaunchText.historyFootnote, ["count": LocalizedNumber.integer(sampleSize, context.language)]))
        }
    }
}

/// A large number over its label (total flights, success rate).
struct Stat: HTMLComponent {
    var value: String
    var label: String

    var body: some HTML {
        div(.class("stat")) {
            span(.class("stat-value")) { value }
            span(.class("stat-label")) { label }
        }
    }
}
