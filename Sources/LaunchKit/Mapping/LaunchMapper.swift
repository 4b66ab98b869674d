import Foundation
import LaunchLibrary
import Localization

/// Turns launch DTOs into list rows and detail view data.
public struct LaunchMapper: Sendable {
    public let formatting: LaunchFormatting
    private let dates: NetDateText

    public init(formatting: LaunchFormatting) {
        self.formatting = formatting
        self.dates = NetDateText(formatting: formatting)
    }

    /// A list row; the countdown shows only for a future launch with an exact time.
    public func row(_ launch: Launch, now: Date) -> LaunchRowViewData {
        let dateText = dates.text(for: launch)
        let provider = Fallback.nonEmpty(launch.launchServiceProvider?.name) ?? formatting.text(LaunchScreenText.unknown)
        let place = Fallback.place(for: launch, formatting)
        let status = statusText(launch)
        let countdown = countdown(for: launch, now: now)
        return LaunchRowViewData(
            id: launch.id, title: launch.name, provider: provider, place: place, dateText: dateText,
            countdownText: countdown?.text, statusText: status, outcome: launch.status?.outcome ?? .unknown,
            image: Fallback.image(for: launch),
            accessibilityLabel: formatting.text(
                LaunchScreenText.launchRowLabel,
                ["launch": launch.name, "provider": provider, "date": dateText, "place": place]),
            accessibilityValue: countdown.map { $0.accessibilityText(formatting) } ?? status)
    }

    /// The detail screen for a launch.
    public func detail(_ launch: Launch, now: Date) -> LaunchDetailViewData {
        let f = formatting
        let unknown = f.text(LaunchScreenText.unknown)
        let rocket = launch.rocket?.configuration.map { $0.fullName ?? $0.name }
        // Formatted once: the detail screen rebuilds this every second for its countdown.
        let status = statusText(launch)
        let date = dates.text(for: launch)
        var lines = [
            DetailLine(label: f.text(LaunchScreenText.statusLabel), value: status),
            DetailLine(label: f.text(LaunchScreenText.dateLabel), value: date),
            DetailLine(label: f.text(LaunchScreenText.rocketLabel), value: Fallback.nonEmpty(rocket) ?? unknown),
            DetailLine(label: f.text(LaunchScreenText.missionLabel), value: Fallback.nonEmpty(launch.mission?.name) ?? unknown),
            DetailLine(label: f.text(LaunchScreenText.orbitLabel), value: orbitText(launch) ?? unknown),
            DetailLine(label: f.text(LaunchScreenText.padLabel), value: Fallback.nonEmpty(launch.pad?.name) ?? unknown),
            DetailLine(label: f.text(LaunchScreenText.siteLabel), value: Fallback.place(for: launch, f)),
            DetailLine(label: f.text(LaunchScreenText.providerLabel), value: Fallback.nonEmpty(launch.launchServiceProvider?.name) ?? unknown),
        ]
        if let probability = launch.probability {
            lines.append(DetailLine(label: f.text(LaunchScreenText.probabilityLabel), value: f.percent(Double(probability) / 100)))
        }
        return LaunchDetailViewData(
            id: launch.id, title: launch.name, image: Fallback.image(for: launch), statusText: status,
            dateText: date, countdownText: countdown(for: launch, now: now)?.text,
            missionDescription: launch.mission?.description, lines: lines,
            infoLinks: launch.details.infoURLs.map(\.url), videoLinks: launch.details.videoURLs.map(\.url))
    }

    /// A countdown when it means something: a future (or just-launched) T-0 known to the minute.
    public func countdown(for launch: Launch, now: Date) -> Countdown? {
        guard let net = launch.net, NetDateText.precision(of: launch).isExactTime,
            launch.status?.outcome.isFinished != true
        else { return nil }
        return Countdown(now: now, net: net)
    }

    /// The status in the reader's language (LL2's own name for a status id we do not know).
    private func statusText(_ launch: Launch) -> String {
        launch.status.flatMap { Fallback.nonEmpty(LaunchStatusText.text(for: $0, formatting.language)) }
            ?? formatting.text(LaunchScreenText.unknown)
    }

    /// The target orbit in the reader's language (LL2's own name for an orbit we do not know).
    private func orbitText(_ launch: Launch) -> String? {
        launch.mission?.orbit.flatMap { Fallback.nonEmpty(OrbitText.text(for: $0, formatting.language)) }
    }
}
