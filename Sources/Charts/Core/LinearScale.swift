/// A value axis: a round domain that holds every value (and zero, for bars) and round ticks.
///
/// Ticks are 1, 2 or 5 times a power of ten of the format's unit (hours for minutes), never finer
/// than the format can write, so labels are short and never repeat.
struct LinearScale: Equatable {
    let lower: Double
    let upper: Double
    let ticks: [Double]

    init(values: [Double], format: ValueFormat, includesZero: Bool = true, targetTickCount: Int = 4) {
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0
        var high = finite.max() ?? 0
        if includesZero {
            low = Swift.min(low, 0)
            high = Swift.max(high, 0)
        }
        if low == high {
            // No spread (no values, all zeros, one value): zero gets one unit above it, any
            // other value a tenth of itself either side.
            if high == 0 {
                high = format.unit > 0 ? format.unit : 1
            } else {
                let pad = Swift.max(abs(high) * 0.1, format.step)
                low -= pad
                high += pad
            }
        }
        let step = Self.niceStep(span: high - low, format: format, count: Swift.max(1, targetTickCount))
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        lower = first * step
        upper = last * step
        ticks = (0...Int(last - first)).map { (first + Double($0)) * step }
    }

    /// 0 at `lower`, 1 at `upper`.
    func fraction(_ value: Double) -> Double {
        upper == lower ? 0 : (value - lower) / (upper - lower)
    }

    private static func niceStep(span: Double, format: ValueFormat, count: Int) -> Double {
        let unit = format.unit > 0 ? format.unit : 1
        let raw = span / unit / Double(count)
        var magnitude = 1.0
        while magnitude > raw { magnitude /= 10 }
        while magnitude * 10 <= raw { magnitude *= 10 }
        let nice = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        return Swift.max(nice * unit, format.step)
    }
}
