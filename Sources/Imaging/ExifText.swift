import Foundation

/// Parses the EXIF values libvips exposes as strings.
///
/// libvips formats each EXIF tag as `raw (readable, Type, n components, m bytes)`,
/// e.g. `43/1 28/1 281400000/100000000 (43, 28, 2.814, Rational, 3 components, 24 bytes)`.
/// We read the raw part before ` (`, which is exact.
enum ExifText {
    /// The raw value in front of libvips' explanation in parentheses.
    static func raw(_ value: String) -> String {
        let head = value.range(of: " (").map { value[..<$0.lowerBound] } ?? Substring(value)
        return head.trimmingCharacters(in: .whitespaces)
    }

    /// `2008:10:22 16:28:39` → date components; nil for blank or zeroed dates ("0000:00:00 …").
    static func dateTime(_ value: String) -> DateComponents? {
        let parts = raw(value).split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard parts.count == 6, parts[0] > 0, (1...12).contains(parts[1]), (1...31).contains(parts[2]),
            (0...23).contains(parts[3]), (0...59).contains(parts[4]), (0...60).contains(parts[5])
        else { return nil }
        return DateComponents(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5])
    }

    /// `+03:00` / `-05:30` → seconds east of UTC.
    static func offset(_ value: String) -> Int? {
        let text = raw(value)
        guard text.count == 6, let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let fields = text.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard fields.count == 2, (0...14).contains(fields[0]), (0...59).contains(fields[1]) else { return nil }
        let seconds = fields[0] * 3600 + fields[1] * 60
        return sign == "-" ? -seconds : seconds
    }

    /// `43/1 28/1 281400000/100000000` with ref `N` → 43.467448…; nil when malformed.
    static func coordinate(_ value: String, ref: String?, limit: Double) -> Double? {
        let rationals = raw(value).split(separator: " ").map { part -> Double? in
            let pieces = part.split(separator: "/").compactMap { Double($0) }
            guard pieces.count == 2, pieces[1] != 0 else { return nil }
            return pieces[0] / pieces[1]
        }
        guard rationals.count == 3, let deg = rationals[0], let min = rationals[1], let sec = rationals[2]
        else { return nil }
        let magnitude = deg + min / 60 + sec / 3600
        guard magnitude <= limit else { return nil }
        let negative = ref.map { ["S", "W"].contains(raw($0).uppercased()) } ?? false
        return negative ? -magnitude : magnitude
    }
}
