import Markup
import WebUI

/// A launch an account keeps (favourites, reminders) as its list shows it.
struct KeptLaunchRow: Sendable, Equatable {
    var launchID: String
    var name: String
    /// The NET in the reader's language ("Date TBD" without one).
    var dateText: String
}

/// Favourites' and reminders' list: one row per launch, or an empty state that sends the
/// reader to the launches.
struct KeptLaunchList: HTMLComponent {
    var rows: [KeptLaunchRow]
    var emptyIcon: Icon
    var emptyTitle: String
    var emptyMessage: String
    var listClass: String
    var context: PageContext

    var body: some HTML {
        if rows.isEmpty {
            EmptyState(
                icon: emptyIcon, title: emptyTitle, message: emptyMessage,
                action: LinkButton(context.t(LaunchText.browseLaunches), url: LaunchesURL.list.url))
        } else {
            GroupedSection(listClass: listClass) {
                for row in rows {
                    LinkCell(title: row.name, subtitle: row.dateText, url: LaunchesURL.launch(.value(row.launchID)).url)
                }
            }
        }
    }
}
