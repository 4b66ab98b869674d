import Foundation
import LaunchLibrary

/// What an image view should show: a remote image, or the bundled placeholder at the end of every fallback chain.
public enum ImageSource: Hashable, Sendable {
    case remote(URL)
    case placeholder

    /// The URL to load, if any.
    public var url: URL? {
        if case .remote(let url) = self { return url }
        return nil
    }
}

/// One row of the launch list.
public struct LaunchRowViewData: Hashable, Sendable, Identifiable {
    public let id: String
    public let title: String
    public let provider: String
    public let place: String
    public let dateText: String
    /// "T-2d 04:12:09" for upcoming launches whose time is exact; nil otherwise.
    public let countdownText: String?
    public let statusText: String
    /// What the badge is coloured by (`.unknown` once the NET passed without news).
    public let outcome: LaunchStatus.Outcome
    /// Where the launch stood when the row was made (`LaunchPhase`).
    public let phase: LaunchPhase
    public let image: ImageSource
    public let accessibilityLabel: String
    public let accessibilityValue: String?
}

extension LaunchRowViewData {
    /// The row with its countdown at `now`: a list maps its rows once per LL2 answer and only
    /// counts down per view. A row without a countdown (vague or finished) stays as it is. The
    /// caller re-maps a row whose `LaunchPhase` has changed since (its NET passed).
    public func counting(to net: Date, at now: Date, _ formatting: LaunchFormatting) -> LaunchRowViewData {
        guard countdownText != nil else { return self }
        let countdown = Countdown(now: now, net: net)
        return LaunchRowViewData(
            id: id, title: title, provider: provider, place: place, dateText: dateText, countdownText: countdown.text(formatting),
            statusText: statusText, outcome: outcome, phase: phase, image: image, accessibilityLabel: accessibilityLabel,
            accessibilityValue: countdown.accessibilityText(formatting))
    }
}

/// A label/value line of the detail screen.
public struct DetailLine: Hashable, Sendable {
    public let label: String
    public let value: String
}

/// The launch detail screen (status, date, rocket, mission, orbit, pad, site, provider).
public struct LaunchDetailViewData: Hashable, Sendable, Identifiable {
    public let id: String
    public let title: String
    public let image: ImageSource
    public let statusText: String
    /// What the status badge is coloured by (`.unknown` once the NET passed without news).
    public let outcome: LaunchStatus.Outcome
    public let phase: LaunchPhase
    public let dateText: String
    public let countdownText: String?
    public let missionDescription: String?
    /// The facts in display order; each is also its own accessibility element (label + value).
    public let lines: [DetailLine]
    public let infoLinks: [URL]
    public let videoLinks: [URL]
}

/// A program card on Home.
public struct ProgramCardViewData: Hashable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    public let agencies: String
    public let image: ImageSource
    public let accessibilityLabel: String
}

/// A program's Dashboard.
public struct DashboardViewData: Hashable, Sendable {
    public let programID: Int
    public let title: String
    public let description: String
    public let image: ImageSource
    public let totalFlights: Int
    public let successRate: SuccessRate
    /// "92%" localized, or "No finished launches yet".
    public let successRateText: String
    public let accessibilityLabel: String
}
