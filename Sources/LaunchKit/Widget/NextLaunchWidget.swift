import Foundation
import LaunchLibrary
import Localization

/// One moment of the "next launch" widget: what it shows at `date`.
public struct NextLaunchWidgetEntry: Hashable, Sendable {
    public let date: Date
    public let launchID: String?
    public let title: String
    public let place: String
    public let dateText: String
    /// "T-2d 04:12:09" at `date`, when the launch time is exact.
    public let countdownText: String?
    public let image: ImageSource
    public let accessibilityLabel: String
}

/// Builds a widget timeline (WidgetKit's `TimelineProvider` calls this on iOS): entries every
/// `spacing` seconds, each showing the first launch still ahead at that moment, so the widget
/// moves on to the following launch by itself once one has lifted off.
public struct NextLaunchWidgetProvider: Sendable {
    private let mapper: LaunchMapper

    public init(formatting: LaunchFormatting) { self.mapper = LaunchMapper(formatting: formatting) }

    /// `count` entries starting at `now`.
    public func entries(for launches: [Launch], now: Date, count: Int = 60, spacing: TimeInterval = 60) -> [NextLaunchWidgetEntry] {
        let upcoming = launches.filter { $0.net != nil && $0.status?.outcome.isFinished != true }.sorted { $0.net! < $1.net! }
        return (0..<max(1, count)).map { step in
            let date = now.addingTimeInterval(Double(step) * spacing)
            return entry(at: date, next: upcoming.first { $0.net! > date })
        }
    }

    /// The entry for one moment.
    public func entry(at date: Date, next launch: Launch?) -> NextLaunchWidgetEntry {
        let f = mapper.formatting
        guard let launch else {
            let none = f.text(LaunchAlertText.widgetNoLaunch)
            return NextLaunchWidgetEntry(
                date: date, launchID: nil, title: none, place: "", dateText: "", countdownText: nil, image: .placeholder,
                accessibilityLabel: none)
        }
        // Only a launch still ahead at `date` reaches here, and its phase (upcoming) does not
        // depend on when it was fetched.
        let row = mapper.row(launch, now: date, fetchedAt: date)
        return NextLaunchWidgetEntry(
            date: date, launchID: launch.id, title: row.title, place: row.place, dateText: row.dateText,
            countdownText: row.countdownText, image: row.image,
            accessibilityLabel: [row.accessibilityLabel, row.accessibilityValue].compactMap { $0 }.joined(separator: ". "))
    }
}
