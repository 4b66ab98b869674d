/// Location inside XMP packets and IPTC records, blanked with spaces of the same length.
enum TextLocationEraser {
    /// XMP properties that say where a photo was taken: every `GPS…` property of the `exif`
    /// namespace and the place names of Photoshop and IPTC Core/Extension.
    private static let names =
        "GPS[A-Za-z]*|City|State|Country|CountryCode|CountryName|Location|LocationCreated|LocationShown"
        + "|Sublocation|ProvinceState|WorldRegion"

    private static let attributePattern = #"\s[A-Za-z][\w.-]*:(?:\#(names))\s*=\s*(?:"[^"]*"|'[^']*')"#
    private static let elementPattern = #"<([A-Za-z][\w.-]*:(?:\#(names)))(?:\s[^>]*)?(?:/>|>[\s\S]*?</\1\s*>)"#

    /// Whether a property name (`exif:GPSLatitude`, `photoshop:City`, `GPSInfo`; the prefix is
    /// ignored) names a place, as ImageMagick writes them one per PNG text chunk.
    static func isLocationProperty(_ name: String) -> Bool {
        let local = name.split(separator: ":").last.map(String.init) ?? name
        guard let regex = try? Regex("^(?:\(names))$") else { return false }
        return local.wholeMatch(of: regex) != nil
    }

    /// Ranges of an XMP packet to overwrite with spaces: XML stays well formed (an attribute or
    /// an element becomes whitespace) and every other property survives. A packet that is not
    /// UTF-8 is blanked whole.
    static func xmpRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return [0..<bytes.count] }
        var ranges: [Range<Int>] = []
        // Built per call: a Regex is not Sendable, and a packet is scrubbed once per upload.
        for pattern in [elementPattern, attributePattern] {
            guard let regex = try? Regex(pattern) else { continue }
            for match in text.matches(of: regex) {
                let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
                let end = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
                ranges.append(start..<end)
            }
        }
        return ranges
    }

    /// IPTC-IIM datasets of record 2 that name a place: content location code and name (26, 27),
    /// city (90), sublocation (92), province/state (95), country code and name (100, 101).
    private static let iptcLocationDatasets: Set<UInt8> = [26, 27, 90, 92, 95, 100, 101]

    /// Ranges of Photoshop image resources (`8BIM…`, as in a JPEG APP13 after "Photoshop 3.0\0")
    /// holding IPTC location values.
    static func photoshopIPTCRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        while offset + 12 <= bytes.count, bytes.hasPrefix("8BIM", at: offset) {
            guard let id = bytes.uint16(at: offset + 4, bigEndian: true) else { break }
            let nameLength = Int(bytes[offset + 6])
            let nameField = (1 + nameLength + 1) & ~1  // Pascal string padded to an even length
            let sizeOffset = offset + 6 + nameField
            guard let size = bytes.uint32(at: sizeOffset, bigEndian: true) else { break }
            let dataStart = sizeOffset + 4
            let dataEnd = min(bytes.count, dataStart + size)
            if id == 0x0404 {
                ranges += iimRanges(bytes, from: dataStart, to: dataEnd)
            }
            offset = dataStart + ((size + 1) & ~1)
        }
        return ranges
    }

    private static func iimRanges(_ bytes: [UInt8], from start: Int, to end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = start
        while offset + 5 <= end, bytes[offset] == 0x1C {
            let (record, dataset) = (bytes[offset + 1], bytes[offset + 2])
            guard let length = bytes.uint16(at: offset + 3, bigEndian: true), length & 0x8000 == 0 else { break }
            let valueStart = offset + 5
            if record == 2, iptcLocationDatasets.contains(dataset) {
                ranges.append(valueStart..<min(end, valueStart + length))
            }
            offset = valueStart + length
        }
        return ranges
    }
}
