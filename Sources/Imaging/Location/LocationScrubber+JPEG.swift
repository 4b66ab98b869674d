/// JPEG: APP1 Exif, APP1 XMP (standard and extended), APP13 Photoshop/IPTC, wherever they stand
/// up to the end-of-image marker (a progressive file may carry segments between its scans), and
/// nothing after it: a phone appends its second images there (MPF: gain maps, depth maps, a
/// preview), each with its own EXIF, so the trailer goes and the MPF index pointing to it is
/// blanked.
enum JPEGSegments {
    static let xmpNamespace = "http://ns.adobe.com/xap/1.0/\u{0}"
    static let extendedXMPNamespace = "http://ns.adobe.com/xmp/extension/\u{0}"

    static func edits(_ source: ByteSource) throws -> ScrubEdits {
        var edits = ScrubEdits()
        var pictureIndex: [MetadataPatch] = []
        var offset = 2
        while offset + 2 <= source.size {
            let header = try source.read(offset, 4)
            guard header.count >= 2, header[0] == 0xFF else { break }
            let marker = header[1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD9 {
                let end = offset + 2
                if end < source.size {
                    edits.drops.append(end..<source.size)
                    edits.patches += pictureIndex
                }
                break
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            guard header.count == 4, let length = header.uint16(at: 2, bigEndian: true), length >= 2 else { break }
            let payloadOffset = offset + 4
            if marker == 0xE1 || marker == 0xED {
                let payload = try source.read(payloadOffset, length - 2)
                edits += segmentPatches(marker: marker, payload, at: payloadOffset, markerOffset: offset + 1)
            } else if marker == 0xE2, try source.read(payloadOffset, 4).hasPrefix("MPF\u{0}") {
                pictureIndex = comment(markerOffset: offset + 1, payloadOffset: payloadOffset, count: length - 2)
            }
            offset += 2 + length
            if marker == 0xDA { offset = try endOfScan(source, from: offset) }
        }
        return edits
    }

    /// The entropy-coded data after an SOS header ends at the first marker that is neither a
    /// stuffed 0xFF00 nor a restart marker.
    static func endOfScan(_ source: ByteSource, from start: Int) throws -> Int {
        var offset = start
        while offset < source.size {
            let block = try source.read(offset, 1 << 16)
            guard block.count > 1 else { break }
            var index = 0
            while let mark = block[index...].firstIndex(of: 0xFF), mark + 1 < block.count {
                let next = block[mark + 1]
                if next != 0x00, next != 0xFF, !(0xD0...0xD7).contains(next) { return offset + mark }
                index = mark + 1
            }
            offset += block.count - 1  // a 0xFF at the block's end is read again with its next byte
        }
        return source.size
    }

    /// Turns a segment into a comment of spaces, same length.
    private static func comment(markerOffset: Int, payloadOffset: Int, count: Int) -> [MetadataPatch] {
        [MetadataPatch(offset: markerOffset, bytes: [0xFE]), MetadataPatch(offset: payloadOffset, filling: count, with: 0x20)]
    }

    private static func segmentPatches(marker: UInt8, _ payload: [UInt8], at offset: Int, markerOffset: Int)
        -> [MetadataPatch]
    {
        if marker == 0xE1, payload.hasPrefix("Exif\u{0}\u{0}") {
            return LocationScrubber.gpsPatches(payload, tiffOffset: 6, blockOffset: offset)
        }
        if marker == 0xE1, payload.hasPrefix(xmpNamespace) {
            let skip = xmpNamespace.utf8.count
            return LocationScrubber.xmpPatches(Array(payload[skip...]), blockOffset: offset + skip)
        }
        if marker == 0xE1, payload.hasPrefix(extendedXMPNamespace) {
            // A slice of a larger packet (depth maps, panoramas): a property may straddle two
            // slices, so the segment becomes a comment of spaces.
            return comment(markerOffset: markerOffset, payloadOffset: offset, count: payload.count)
        }
        if marker == 0xED, payload.hasPrefix("Photoshop 3.0\u{0}") {
            let skip = "Photoshop 3.0\u{0}".utf8.count
            return TextLocationEraser.photoshopIPTCRanges(Array(payload[skip...])).map {
                MetadataPatch(offset: offset + skip + $0.lowerBound, filling: $0.count, with: 0x20)
            }
        }
        return []
    }
}
