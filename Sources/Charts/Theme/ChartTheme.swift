/// The two colour themes of the suite. Pages pick one through CSS (`prefers-color-scheme` and
/// `data-theme`); an exported chart has to name one, because a PNG has no media queries.
public enum ChartTheme: String, CaseIterable, Sendable {
    case light, dark
}

/// A colour the charts paint with, with its value in each theme.
///
/// Tokens that follow the design system (axis text is the secondary label colour, gaps are the
/// card's background) name the system's custom property; pages use it, and the values here are
/// copies for exports, which cannot see the page's CSS. `ChartsTests` keeps the copies equal to
/// `Public/css/suite.css`.
public struct ChartToken: Sendable, Equatable {
    /// The custom property, `--chart-grid`.
    public let name: String
    public let light: String
    public let dark: String
    /// The design system's property this token follows (`--separator`), if any.
    public let systemToken: String?

    public func value(_ theme: ChartTheme) -> String {
        theme == .light ? light : dark
    }

    /// The declaration's value in the page stylesheet: the system's token, or both themes'
    /// colours through `light-dark()`, which follows the `color-scheme` each theme sets.
    var cssValue: String {
        systemToken.map { "var(\($0))" } ?? "light-dark(\(light), \(dark))"
    }
}

/// Every colour charts use, in one place for the page stylesheet and the export.
public enum ChartPalette {
    /// Series colours: each keeps at least 3:1 contrast (WCAG 1.4.11, graphics) against the card
    /// and page backgrounds of its theme, in an order whose neighbours differ in hue and
    /// lightness for colour-blind readers (blue, orange, teal, magenta, purple, olive).
    static let series: [(light: String, dark: String)] = [
        ("#0a6ed1", "#4aa3ff"), ("#c25700", "#ff9f2e"), ("#0b7a87", "#3cc8dc"),
        ("#cc2f5a", "#ff6b8f"), ("#8e44b5", "#c77dff"), ("#8a6d00", "#e0b400"),
    ]

    /// Heatmap steps above "nothing" (level 0 is the system fill): one hue, growing contrast.
    static let levels: [(light: String, dark: String)] = [
        ("#b7d5f6", "#123e6b"), ("#73aeee", "#1b61ab"), ("#2f80da", "#2f8ae6"), ("#0a55a6", "#86c1ff"),
    ]

    public static let tokens: [ChartToken] =
        series.enumerated().map { ChartToken(name: "--chart-\($0 + 1)", light: $1.light, dark: $1.dark, systemToken: nil) }
        + [ChartToken(name: "--chart-level-0", light: SystemColors.fill.light, dark: SystemColors.fill.dark, systemToken: "--fill")]
        + levels.enumerated().map { ChartToken(name: "--chart-level-\($0 + 1)", light: $1.light, dark: $1.dark, systemToken: nil) }
        + [
            system("--chart-track", SystemColors.fill, "--fill"),
            system("--chart-grid", SystemColors.separator, "--separator"),
            system("--chart-axis", SystemColors.labelSecondary, "--label-secondary"),
            system("--chart-text", SystemColors.label, "--label"),
            system("--chart-surface", SystemColors.backgroundElevated, "--bg-elevated"),
            system("--chart-now", SystemColors.destructive, "--destructive"),
        ]

    public static func token(_ name: String) -> ChartToken? {
        tokens.first { $0.name == name }
    }

    private static func system(_ name: String, _ colors: (light: String, dark: String), _ systemToken: String) -> ChartToken {
        ChartToken(name: name, light: colors.light, dark: colors.dark, systemToken: systemToken)
    }
}

/// Copies of the design system's colours (`Public/css/suite.css`) for exports; a test fails
/// when the stylesheet changes and these do not.
enum SystemColors {
    static let fill = (light: "rgba(118, 118, 128, 0.12)", dark: "rgba(118, 118, 128, 0.24)")
    static let separator = (light: "rgba(60, 60, 67, 0.29)", dark: "rgba(84, 84, 88, 0.6)")
    static let labelSecondary = (light: "rgba(60, 60, 67, 0.76)", dark: "rgba(235, 235, 245, 0.6)")
    static let label = (light: "#000000", dark: "#ffffff")
    static let backgroundElevated = (light: "#ffffff", dark: "#1c1c1e")
    static let destructive = (light: "#d70015", dark: "#ff453a")
}
