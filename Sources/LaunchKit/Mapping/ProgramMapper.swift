import Foundation
import LaunchLibrary
import Localization

/// Turns program DTOs into Home cards and Dashboards.
public struct ProgramMapper: Sendable {
    public let formatting: LaunchFormatting

    public init(formatting: LaunchFormatting) { self.formatting = formatting }

    public func card(_ program: Program) -> ProgramCardViewData {
        let agencies = program.agencies.map(\.name).joined(separator: ", ")
        let shownAgencies = agencies.isEmpty ? formatting.text(LaunchScreenText.unknown) : agencies
        return ProgramCardViewData(
            id: program.id, title: program.name, agencies: shownAgencies, image: Fallback.image(for: program),
            accessibilityLabel: formatting.text(LaunchScreenText.programCardLabel, ["program": program.name, "agencies": shownAgencies]))
    }

    /// The dashboard from a program and its past launches.
    /// - Parameter totalFlights: the server's count of the program's past launches (may exceed `launches.count`
    ///   when not every page was loaded); the success rate uses the launches at hand.
    public func dashboard(_ program: Program, launches: [Launch], totalFlights: Int) -> DashboardViewData {
        let rate = SuccessRate(launches: launches)
        let rateText = rate.value.map { formatting.percent($0) } ?? formatting.text(LaunchScreenText.successRateUnavailable)
        let label = formatting.text(LaunchScreenText.dashboardLabel, [
            "program": program.name, "flights": formatting.formats.integer(totalFlights), "rate": rateText,
        ])
        return DashboardViewData(
            programID: program.id, title: program.name, description: program.description ?? "",
            image: Fallback.image(for: program), totalFlights: totalFlights, successRate: rate,
            successRateText: rateText, accessibilityLabel: label)
    }
}
