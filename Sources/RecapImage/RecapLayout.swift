/// Where each part of a recap image goes in one template, in the image's pixels.
///
/// Every template shows the same parts (title, totals, activity chart, highlights, collage);
/// only their frames and type sizes differ, so one drawing serves all three.
struct RecapLayout: Sendable {
    struct Frame: Sendable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    var width: Double
    var height: Double
    var margin: Double
    /// Baselines and sizes of the app's name, the title and the subtitle.
    var header: (appName: Double, title: Double, subtitle: Double)
    var headerSizes: (appName: Double, title: Double, subtitle: Double)
    /// Section labels and highlight details.
    var labelSize: Double
    var totals: Frame
    var totalsColumns: Int
    var chart: Frame
    /// The chart is drawn at its own size (its type is sized for a screen) and scaled up by this.
    var chartScale: Double
    var highlights: Frame
    var highlightColumns: Int
    var collage: Frame
    /// Space between tiles, highlight columns and collage cells.
    var gap: Double

    static func of(_ template: RecapTemplate) -> RecapLayout {
        switch template {
        case .story:
            RecapLayout(
                width: 1080, height: 1920, margin: 72, header: (128, 236, 296), headerSizes: (30, 92, 38), labelSize: 28,
                totals: Frame(x: 72, y: 340, width: 936, height: 170), totalsColumns: 4,
                chart: Frame(x: 72, y: 556, width: 936, height: 400), chartScale: 2,
                highlights: Frame(x: 72, y: 1000, width: 936, height: 150), highlightColumns: 3,
                collage: Frame(x: 72, y: 1190, width: 936, height: 658), gap: 16)
        case .square:
            RecapLayout(
                width: 1080, height: 1080, margin: 56, header: (100, 176, 226), headerSizes: (24, 64, 30), labelSize: 22,
                totals: Frame(x: 56, y: 262, width: 460, height: 250), totalsColumns: 2,
                chart: Frame(x: 564, y: 262, width: 460, height: 300), chartScale: 1.25,
                highlights: Frame(x: 56, y: 548, width: 460, height: 476), highlightColumns: 1,
                collage: Frame(x: 564, y: 590, width: 460, height: 434), gap: 14)
        case .a4:
            RecapLayout(
                width: 1240, height: 1754, margin: 90, header: (150, 256, 322), headerSizes: (30, 96, 40), labelSize: 28,
                totals: Frame(x: 90, y: 370, width: 1060, height: 170), totalsColumns: 4,
                chart: Frame(x: 90, y: 586, width: 1060, height: 380), chartScale: 2,
                highlights: Frame(x: 90, y: 1006, width: 1060, height: 150), highlightColumns: 3,
                collage: Frame(x: 90, y: 1196, width: 1060, height: 468), gap: 16)
        }
    }

    /// The collage's cells for `count` photos (at most nine): one photo fills the frame, up to
    /// four share two columns, more take three; rows share the height.
    func collageCells(count: Int) -> [Frame] {
        let count = min(count, 9)
        guard count > 0 else { return [] }
        let columns = count == 1 ? 1 : count <= 4 ? 2 : 3
        let rows = (count + columns - 1) / columns
        let cellWidth = (collage.width - gap * Double(columns - 1)) / Double(columns)
        let cellHeight = (collage.height - gap * Double(rows - 1)) / Double(rows)
        return (0..<count).map { index in
            Frame(
                x: collage.x + Double(index % columns) * (cellWidth + gap),
                y: collage.y + Double(index / columns) * (cellHeight + gap), width: cellWidth, height: cellHeight)
        }
    }
}
