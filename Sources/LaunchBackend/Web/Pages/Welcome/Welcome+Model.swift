import LaunchKit
import WebUI

/// `/launches/welcome`: the three-slide introduction, shown before the first visit to the grid
/// (docs/apps/launches.md#screens).
struct WelcomePage: Sendable {
    var slides: [OnboardingPage]

    /// The icon of each slide (the kit names SF Symbols for the native app).
    static let icons: [String: Icon] = ["globe.americas": .globe, "chart.bar": .rocket, "bell.badge": .bell]
}
