import Localization

/// "{label}: {value}" in the reader's language, split once per chart so a tooltip per data point
/// (366 for a year) is two concatenations, not a placeholder scan with a dictionary each.
struct PairText {
    private let parts: [String]
    private let labelFirst: Bool

    init(_ language: Language) {
        let template = ChartText.strings.template(.pointValue, language)
        let labelRange = template.range(of: "{label}")
        let valueRange = template.range(of: "{value}")
        guard let labelRange, let valueRange else {
            parts = [template, "", ""]
            labelFirst = true
            return
        }
        let (first, second) = labelRange.lowerBound < valueRange.lowerBound ? (labelRange, valueRange) : (valueRange, labelRange)
        parts = [template[..<first.lowerBound], template[first.upperBound..<second.lowerBound], template[second.upperBound...]].map(String.init)
        labelFirst = labelRange.lowerBound < valueRange.lowerBound
    }

    func callAsFunction(_ label: String, _ value: String) -> String {
        let (first, second) = labelFirst ? (label, value) : (value, label)
        return parts[0] + first + parts[1] + second + parts[2]
    }
}
