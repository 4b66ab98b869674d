import LaunchLibrary
import Localization
import Markup
import WebUI

extension LaunchListPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = programName ?? t(LaunchText.tabLaunches)
        let navigation: NavigationBar = programID.map {
            NavigationBar.back(to: t(LaunchText.programsTitle), url: LaunchesURL.program(.value($0)).url, title: title)
        } ?? NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title, actions: [
            .link(t(LaunchText.refresh), url: url(offset: offset), id: "refresh-list"),
        ])
        return launchesPage(context, title: title, navigation: navigation, tab: programID == nil ? .launches : .programs) {
            PullIndicator(context: context)
            SegmentedControl(label: t(LaunchText.listLabel), segments: LaunchSegment.allCases.map { choice in
                .init(title: segmentTitles[choice] ?? choice.rawValue, url: url(segment: choice), isSelected: choice == segment)
            })
            LaunchSearchForm(query: "", context: context)
            DataNoticeView(notice: notice, retryURL: url(offset: offset), context: context)
            if notice?.kind != .failed { results(context) }
        }
    }

    @HTMLBuilder private func results(_ context: PageContext) -> some HTML {
        let t = context.t
        if rows.isEmpty && nextOffset == nil {
            EmptyState(icon: .rocket, message: emptyText)
        } else {
            // The texts infinite-scroll.js shows when scrolling could not load the next page.
            div(.class("launch-results"), .data("infinite", ""), .data("infinite-error", t(LaunchText.moreFailed)),
                .data("infinite-retry", t(LaunchText.tryAgain))) {
                ul(.class("grouped-list launch-list"), .data("infinite-items", "")) {
                    for row in rows { LaunchRowView(row: row) }
                }
                if let nextOffset {
                    a(.class("button button-secondary launch-more"), .href(url(offset: nextOffset)), .data("infinite-next", ""),
                      .rel("next")) { t(LaunchText.moreLaunches) }
                }
                p(.class("visually-hidden"), .role("status"), .data("infinite-status", ""),
                  .data("template", t(LaunchText.moreLoaded))) {}
            }
        }
    }
}
