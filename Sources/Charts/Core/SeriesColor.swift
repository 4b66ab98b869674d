/// The palette slot of the `index`-th series: six colours that each keep 3:1 contrast against
/// both themes' backgrounds (see `ChartTheme`), reused in order past six.
enum SeriesColor {
    static let count = 6

    static func fill(_ index: Int) -> String { "chart-fill-\(index % count + 1)" }
    static func stroke(_ index: Int) -> String { "chart-stroke-\(index % count + 1)" }
}
