import Checksum

/// PNG: `eXIf` (GPS IFD blanked), XMP in `iTXt` or `tEXt` (place properties blanked), and
/// dropped whole: compressed XMP, ImageMagick's hex "Raw profile type exif/xmp/iptc/8bim/APP1"
/// text, text properties named after a place (ImageMagick's `exif:GPSLatitude`,
/// `photoshop:City`), every ancillary chunk not known to be harmless (`zxIf`, private chunks)
/// and anything after `IEND`. A chunk changed in place gets its CRC recomputed.
enum PNGChunks {
    static let xmpKeyword = "XML:com.adobe.xmp"
    /// Raw profiles that are only colour: kept.
    static let colourProfiles: Set<String> = ["Raw profile type icc", "Raw profile type icm"]
    /// Ancillary chunks that say nothing about a place (PNG 3rd edition, APNG).
    static let harmless: Set<String> = [
        "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "mDCv", "cLLi", "bKGD", "hIST", "pHYs", "sPLT",
        "tIME", "acTL", "fcTL", "fdAT", "oFFs", "pCAL", "sCAL", "sTER",
    ]

    static func edits(_ source: ByteSource) throws -> ScrubEdits {
        var edits = ScrubEdits()
        var offset = 8
        while offset + 12 <= source.size {
            let header = try source.read(offset, 8)
            guard header.count == 8, let length = header.uint32(at: 0, bigEndian: true) else { break }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            let dataOffset = offset + 8
            let chunkEnd = dataOffset + length + 4
            if type == "IEND" {
                if chunkEnd < source.size { edits.drops.append(chunkEnd..<source.size) }
                break
            }
            let critical = header[4] & 0x20 == 0
            if !critical {
                switch try judge(type, source.read(dataOffset, length), at: dataOffset) {
                case .keep: break
                case .drop: edits.drops.append(offset..<chunkEnd)
                case .patch(let changes) where !changes.isEmpty:
                    let data = try source.read(dataOffset, length)
                    var crc = CRC32()
                    crc.update(Array(header[4..<8]))
                    crc.update(LocationScrubber.apply(changes, to: data, blockOffset: dataOffset))
                    let value = crc.value
                    edits += changes
                    edits += [MetadataPatch(
                        offset: dataOffset + length,
                        bytes: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])]
                case .patch: break
                }
            }
            offset = chunkEnd
        }
        return edits
    }

    enum Verdict { case keep, drop, patch([MetadataPatch]) }

    private static func judge(_ type: String, _ data: @autoclosure () throws -> [UInt8], at offset: Int) throws -> Verdict {
        switch type {
        case "eXIf": return .patch(LocationScrubber.gpsPatches(try data(), tiffOffset: 0, blockOffset: offset))
        case "tEXt", "zTXt", "iTXt": return try text(type, data(), at: offset)
        default: return harmless.contains(type) ? .keep : .drop
        }
    }

    /// tEXt: keyword NUL text. zTXt: keyword NUL method, deflated text. iTXt: keyword NUL,
    /// compression flag, method, language NUL, translated keyword NUL, text (deflated if flagged).
    private static func text(_ type: String, _ data: [UInt8], at offset: Int) -> Verdict {
        guard let keywordEnd = data.firstIndex(of: 0) else { return .drop }
        let keyword = String(decoding: data[..<keywordEnd], as: UTF8.self)
        if TextLocationEraser.isLocationProperty(keyword) { return .drop }
        let isProfile = keyword == xmpKeyword || keyword.hasPrefix("Raw profile type")
        guard isProfile, !colourProfiles.contains(keyword) else { return .keep }
        guard keyword == xmpKeyword else { return .drop }  // a raw profile: hex, usually deflated
        var index = keywordEnd + 1
        switch type {
        case "tEXt": break
        case "iTXt":
            guard index + 2 <= data.count, data[index] == 0 else { return .drop }  // deflated XMP
            index += 2
            for _ in 0..<2 {
                guard let end = data[index...].firstIndex(of: 0) else { return .drop }
                index = end + 1
            }
        default: return .drop
        }
        return .patch(LocationScrubber.xmpPatches(Array(data[index...]), blockOffset: offset + index))
    }
}
