/// Finds the GPS block of an EXIF (TIFF) structure: the GPS IFD that IFD0's `GPSInfo` tag
/// points to, and every value stored outside it. Zeroing those bytes leaves a valid, empty IFD
/// (zero entries, no next IFD), so orientation, date and camera tags stay readable.
enum ExifGPSEraser {
    /// Byte ranges, relative to the TIFF header, to zero.
    static func ranges(inTIFF tiff: [UInt8]) -> [Range<Int>] {
        guard tiff.count >= 8 else { return [] }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return []
        }
        guard tiff.uint16(at: 2, bigEndian: bigEndian) == 42, var ifd = tiff.uint32(at: 4, bigEndian: bigEndian)
        else { return [] }
        var ranges: [Range<Int>] = []
        var visited: Set<Int> = []
        // GPSInfo belongs in IFD0; some writers put it in IFD1 (the thumbnail's) too.
        for _ in 0..<2 {
            guard ifd > 0, visited.insert(ifd).inserted, let count = tiff.uint16(at: ifd, bigEndian: bigEndian)
            else { break }
            for index in 0..<count {
                let entry = ifd + 2 + 12 * index
                guard tiff.uint16(at: entry, bigEndian: bigEndian) == 0x8825,
                    let gps = tiff.uint32(at: entry + 8, bigEndian: bigEndian)
                else { continue }
                ranges += ifdRanges(tiff, at: gps, bigEndian: bigEndian)
            }
            guard let next = tiff.uint32(at: ifd + 2 + 12 * count, bigEndian: bigEndian) else { break }
            ifd = next
        }
        return ranges
    }

    /// The IFD itself (count, entries, next pointer) and its out-of-line values.
    private static func ifdRanges(_ tiff: [UInt8], at offset: Int, bigEndian: Bool) -> [Range<Int>] {
        guard let count = tiff.uint16(at: offset, bigEndian: bigEndian) else { return [] }
        var ranges = [offset..<min(tiff.count, offset + 2 + 12 * count + 4)]
        for index in 0..<count {
            let entry = offset + 2 + 12 * index
            guard let type = tiff.uint16(at: entry + 2, bigEndian: bigEndian),
                let components = tiff.uint32(at: entry + 4, bigEndian: bigEndian)
            else { break }
            let size = typeSize(type) * components
            guard size > 4, let valueOffset = tiff.uint32(at: entry + 8, bigEndian: bigEndian),
                valueOffset < tiff.count
            else { continue }
            ranges.append(valueOffset..<min(tiff.count, valueOffset + size))
        }
        return ranges
    }

    private static func typeSize(_ type: Int) -> Int {
        switch type {
        case 3, 8: 2
        case 4, 9, 11: 4
        case 5, 10, 12: 8
        default: 1
        }
    }
}
