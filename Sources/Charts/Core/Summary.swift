import Localization

/// The default descriptions charts give themselves when the app passes none: the facts a
/// sighted reader takes in at a glance (highest, lowest, largest share, totals).
enum Summary {
    /// "Highest: May, 12. Lowest: Jan, 2." (only the first sentence for a single value).
    static func extremes(_ points: [(label: String, value: Double)], _ format: ValueFormat, _ language: Language) -> String {
        guard let high = points.max(by: { $0.value < $1.value }), let low = points.min(by: { $0.value < $1.value }) else {
            return ChartText.noData.text(language)
        }
        let highest = ChartText.summaryHighest.text(language, ["label": high.label, "value": format(high.value, language)])
        guard points.count > 1 else { return highest }
        let lowest = ChartText.summaryLowest.text(language, ["label": low.label, "value": format(low.value, language)])
        return highest + " " + lowest
    }

    /// "From 3 to 7. Highest: …" for values in order (lines, sparklines).
    static func trend(_ points: [(label: String, value: Double)], _ format: ValueFormat, _ language: Language) -> String {
        guard let first = points.first, let last = points.last, points.count > 1 else {
            return extremes(points, format, language)
        }
        let trend = ChartText.summaryTrend.text(language, ["first": format(first.value, language), "last": format(last.value, language)])
        return trend + " " + extremes(points, format, language)
    }
}
