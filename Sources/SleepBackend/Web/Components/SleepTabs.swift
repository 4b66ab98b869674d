import Localization
import Markup
import SleepKit
import WebUI

/// PolySleep's sections, as the iOS app's tab bar: Today, Schedule, History, Analytics, Alarms.
enum SleepTab: CaseIterable {
    case today, schedule, history, analytics, alarms

    var url: SleepURL {
        switch self {
        case .today: .today
        case .schedule: .schedule
        case .history: .history
        case .analytics: .analytics
        case .alarms: .alarms
        }
    }

    var icon: Icon {
        switch self {
        case .today: .moon
        case .schedule: .clock
        case .history: .calendar
        case .analytics: .chartBar
        case .alarms: .bell
        }
    }

    var title: SleepText {
        switch self {
        case .today: .tabToday
        case .schedule: .tabSchedule
        case .history: .tabHistory
        case .analytics: .tabAnalytics
        case .alarms: .tabAlarms
        }
    }

    /// The bar with `self` selected.
    func bar(_ context: PageContext) -> TabBar {
        TabBar(label: context.t(SleepText.tabsLabel), tabs: Self.allCases.map {
            .init(label: context.t($0.title), url: $0.url.url, icon: $0.icon, isSelected: $0 == self)
        })
    }

    /// Every PolySleep page: the app's shell with this tab selected and the back link to the apps
    /// (or to the tab's page, from a page inside it: `back`).
    func page(
        _ context: PageContext, title: String, back: (label: String, url: String)? = nil, actions: [NavigationItem] = [],
        scripts: [String] = [], @HTMLBuilder content: () -> some HTML
    ) -> Page {
        let back = back ?? (context.t(SuiteText.navApps), LauncherURL.home.url)
        let navigation = NavigationBar.back(to: back.label, url: back.url, title: title, actions: actions)
        return Page(context, title: title, navigation: navigation, tabBar: bar(context), scripts: scripts, app: "sleep",
                    content: content)
    }
}

extension BlockStatus {
    /// The status as History and Today name it.
    var text: SleepText {
        switch self {
        case .done: .statusDone
        case .missed: .statusMissed
        case .cancelled: .statusCancelled
        case .snoozed: .statusSnoozed
        case .inProgress: .statusInProgress
        }
    }
}

extension Difficulty {
    var text: SleepText {
        switch self {
        case .easy: .difficultyEasy
        case .moderate: .difficultyModerate
        case .hard: .difficultyHard
        case .veryHard: .difficultyVeryHard
        case .extreme: .difficultyExtreme
        }
    }
}
