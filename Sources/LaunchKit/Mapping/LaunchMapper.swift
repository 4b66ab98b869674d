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

    /// A list row at `now`, from LL2 data fetched at `fetchedAt` (`LaunchPhase` decides what
    /// the row claims); the countdown shows only for a future launch with an exact time, or
    /// counting up for one LL2 says is flying.
    public func row(_ launch: Launch, now: Date, fetchedAt: Date) -> LaunchRowViewData {
        let dateText = dates.text(for: launch)
        let provider = Fallback.nonEmpty(launch.launchServiceProvider?.name) ?? formatting.text(LaunchScreenText.unknown)
        let place = Fallback.place(for: launch, formatting)
        let phase = LaunchPhase.of(launch, fetchedAt: fetchedAt, now: now)
        let status = statusText(launch, phase)
        let countdown = countdownTarget(launch, phase).map { Countdown(now: now, net: $0) }
        return LaunchRowViewData(
            id: launch.id, title: launch.name, provider: provider, place: place, dateText: dateText,
            countdownText: countdown?.text(formatting), statusText: status, outcome: outcome(launch, phase), phase: phase,
            image: Fallback.image(for: launch),
            accessibilityLabel: formatting.text(
                LaunchScreenText.launchRowLabel,
                ["launch": launch.name, "provider": provider, "date": dateText, "place": place]),
            accessibilityValue: countdown.map { $0.accessibilityText(formatting) } ?? status)
    }

    /// The detail screen for a launch at `now`, from LL2 data fetched at `fetchedAt`.
    public func detail(_ launch: Launch, now: Date, fetchedAt: Date) -> LaunchDetailViewData {
        let f = formatting
        let unknown = f.text(LaunchScreenText.unknown)
        let rocket = launch.rocket?.configuration.map { $0.fullName ?? $0.name }
        // Formatted once: the detail screen rebuilds this every second for its countdown.
        let phase = LaunchPhase.of(launch, fetchedAt: fetchedAt, now: now)
        let status = statusText(launch, phase)
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
            outcome: outcome(launch, phase), phase: phase, dateText: date,
            countdownText: countdownTarget(launch, phase).map { Countdown(now: now, net: $0).text(f) },
            missionDescription: launch.mission?.description, lines: lines,
            infoLinks: launch.details.infoURLs.map(\.url), videoLinks: launch.details.videoURLs.map(\.url))
    }

    /// A countdown when it means something: down to a future T-0 known to the minute, or up
    /// from T-0 while LL2 data newer than it says the launch is flying. Never for a launch
    /// whose NET passed without news (`LaunchPhase.unresolved`).
    public func countdown(for launch: Launch, now: Date, fetchedAt: Date) -> Countdown? {
        countdownTarget(launch, LaunchPhase.of(launch, fetchedAt: fetchedAt, now: now)).map { Countdown(now: now, net: $0) }
    }

    /// T-0, when a countdown in `phase` means something.
    private func countdownTarget(_ launch: Launch, _ phase: LaunchPhase) -> Date? {
        guard let net = launch.net, NetDateText.precision(of: launch).isExactTime, phase.isAhead else { return nil }
        return net
    }

    /// The status in the reader's language (LL2's own name for a status id we do not know);
    /// "Result unknown" once the NET has passed without news, whatever the saved status said.
    private func statusText(_ launch: Launch, _ phase: LaunchPhase) -> String {
        if phase == .unresolved { return formatting.text(LaunchScreenText.resultUnknown) }
        return launch.status.flatMap { Fallback.nonEmpty(LaunchStatusText.text(for: $0, formatting.language)) }
            ?? formatting.text(LaunchScreenText.unknown)
    }

    /// The outcome a badge is coloured by: unknown once the NET passed without news.
    private func outcome(_ launch: Launch, _ phase: LaunchPhase) -> LaunchStatus.Outcome {
        phase == .unresolved ? .unknown : launch.status?.outcome ?? .unknown
    }

    /// The target orbit in the reader's language (LL2's own name for an orbit we do not know).
    private func orbitText(_ launch: Launch) -> String? {
        launch.mission?.orbit.flatMap { Fallback.nonEmpty(OrbitText.text(for: $0, formatting.language)) }
    }
}
