import Localization
import Markup
import WebUI

extension LaunchSearchPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(LaunchText.searchTitle)
        let navigation = NavigationBar.back(to: t(LaunchText.tabLaunches), url: LaunchesURL.list.url, title: title)
        return launchesPage(context, title: title, navigation: navigation, tab: .launches) {
            LaunchSearchForm(query: query, describedBy: "launch-search-scope", context: context)
            p(.class("list-footer search-scope"), .id("launch-search-scope"), .role("status")) {
                if query.isEmpty {
                    t(LaunchText.searchPrompt)
                } else if let total {
                    t(LaunchText.searchScope, ["searched": searched, "total": total])
                } else {
                    t(LaunchText.searchScopeSaved, ["searched": searched])
                }
                if let oldestSaved, !query.isEmpty, !rows.isEmpty { " " + t(LaunchText.searchOldestSaved, ["age": oldestSaved]) }
            }
            if !query.isEmpty { results(context) }
        }
    }

    @HTMLBuilder private func results(_ context: PageContext) -> some HTML {
        let t = context.t
        if rows.isEmpty {
            EmptyState(icon: .magnifyingGlass, message: t(LaunchText.noMatches, ["query": query]))
        } else {
            ul(.class("grouped-list launch-list search-results")) {
                for row in rows { LaunchRowView(row: row) }
            }
            if moreMatches > 0 {
                p(.class("list-footer")) { t(LaunchText.searchShowingFirst, ["shown": String(rows.count)]) }
            }
        }
    }
}

/// The launches search field: a GET form to the search page, so it works without JS.
struct LaunchSearchForm: HTMLComponent {
    /// The longest query the search page takes.
    static let maxQueryLength = 200

    var query: String
    /// The element that says what the search covers, once there is a query.
    var describedBy: String?
    var context: PageContext

    var body: some HTML {
        let t = context.t
        return SearchForm(
            action: LaunchesURL.search.url, fieldID: "launch-search", query: query, label: t(LaunchText.searchLabel),
            placeholder: t(LaunchText.searchPlaceholder), submit: t(LaunchText.searchSubmit),
            maxLength: LaunchSearchForm.maxQueryLength, describedBy: describedBy)
    }
}
