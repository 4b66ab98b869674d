import Localization
import Markup

/// Anything ``ChartFigure`` can show: an accessible `<svg>` and the same data as a table.
///
/// Every chart is a plain value built from app data (labels, numbers, civil days, minutes), and
/// renders the same bytes for the same input: ids come from ``id``, numbers from ``HTMLNumber``,
/// colours from CSS classes (see `ChartStyleSheet`), never from attributes or inline styles.
public protocol Chart: Sendable {
    /// Unique on the page; the SVG's `<title>`/`<desc>` ids and the table's id derive from it.
    var id: String { get }
    /// The chart's name: the SVG `<title>` and the table's caption.
    var title: String { get }
    /// How the chart sits in a page.
    var layout: ChartLayout { get }
    /// The chart as one `<svg>` (`role="img"`, labelled by its title and description), with its
    /// size; place it in a composed card with ``ChartSVG/placed(x:y:)``.
    func svg(language: Language) -> ChartSVG
    /// The chart's data for screen readers (and for a "show data" view).
    func dataTable(language: Language) -> ChartDataTable
    /// For a scrolling chart: where along its width (0…1) the reader should land, nil for the
    /// start. A year's heatmap on a phone opens on the current month, not on January.
    var scrollFocus: Double? { get }
}

extension Chart {
    public var scrollFocus: Double? { nil }
}

/// Whether a chart scales to its container or keeps its size and scrolls sideways.
public enum ChartLayout: Sendable {
    /// Fills the width of its container (most charts).
    case fluid
    /// Keeps its own size inside a horizontally scrolling, keyboard-focusable region: a year of
    /// days is unreadable when squeezed onto a phone.
    case scrolling
}

/// The ids one chart writes, derived from its ``Chart/id`` so two renders match byte for byte.
struct ChartIDs {
    let base: String

    /// Keeps letters, digits, `-` and `_` (what CSS selectors and `aria-labelledby` lists take
    /// unescaped); anything else becomes `-`. An empty id becomes `chart`.
    init(_ id: String) {
        var cleaned = ""
        for scalar in id.unicodeScalars {
            let isSafe = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_"
            cleaned.unicodeScalars.append(isSafe ? scalar : "-")
        }
        if cleaned.isEmpty { cleaned = "chart" }
        if let first = cleaned.unicodeScalars.first, ("0"..."9").contains(first) { cleaned = "chart-" + cleaned }
        base = cleaned
    }

    var title: String { base + "-title" }
    var description: String { base + "-desc" }
    var table: String { base + "-table" }
}
