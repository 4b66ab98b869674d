import Localization

/// The word being read by `WordCloud`: lowercased UTF-8 bytes plus what the filters need.
struct WordBuffer {
    private(set) var bytes: [UInt8] = []
    private(set) var scalarCount = 0
    private(set) var allDigits = true
    private(set) var hasDotlessI = false

    init() {
        bytes.reserveCapacity(32)
    }

    var isEmpty: Bool { scalarCount == 0 }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        scalarCount = 0
        allDigits = true
        hasDotlessI = false
    }

    /// Appends `scalar` lowercased when it is a letter or digit and returns true; returns false
    /// for separators. While `skipping` (a suffix after an apostrophe) letters are swallowed.
    mutating func appendIfWordCharacter(_ scalar: Unicode.Scalar, language: Language, skipping: Bool) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39:
                if !skipping { append(byte: UInt8(value), digit: true) }
            case 0x61...0x7A:
                if !skipping { append(byte: UInt8(value), digit: false) }
            case 0x41...0x5A:
                guard !skipping else { return true }
                if value == 0x49 && language == .tr {
                    appendScalar("\u{131}", digit: false)  // I → ı
                } else {
                    append(byte: UInt8(value + 0x20), digit: false)
                }
            default:
                return false
            }
            return true
        }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return false }
        guard !skipping else { return true }
        let digit = properties.numericType != nil
        let mapped = TextFolding.mapTurkishCapitals(scalar, language: language)
        if properties.isUppercase || mapped != scalar {
            // Lowercase mappings may expand (rare); each resulting scalar counts as a letter.
            for lower in mapped.properties.lowercaseMapping.unicodeScalars { appendScalar(lower, digit: digit) }
        } else {
            appendScalar(scalar, digit: digit)
        }
        return true
    }

    /// `http`, `https` or `mailto` just before a colon starts a URL to skip.
    var isScheme: Bool {
        Self.schemes.contains { $0.elementsEqual(bytes) }
    }

    private static let schemes: [[UInt8]] = ["http", "https", "mailto", "ftp", "javascript", "data", "tel"].map { Array($0.utf8) }

    private mutating func append(byte: UInt8, digit: Bool) {
        bytes.append(byte)
        scalarCount += 1
        if !digit { allDigits = false }
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar, digit: Bool) {
        if scalar.value == 0x131 { hasDotlessI = true }
        bytes.append(contentsOf: UTF8.encode(scalar)!)
        scalarCount += 1
        if !digit { allDigits = false }
    }
}
