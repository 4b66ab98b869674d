import Checksum
import Foundation

/// Removes where a photo was taken from its metadata without re-encoding a single pixel.
///
/// Every change is a same-length overwrite inside a metadata block (EXIF's GPS IFD zeroed, XMP
/// location properties and IPTC place names turned into spaces), so the file keeps its layout,
/// its compressed image data byte for byte, and its other metadata (orientation, capture date).
/// JPEG, PNG (`eXIf`, XMP `iTXt`), WebP (`EXIF`, `XMP `) and HEIC/HEIF (Exif and XMP items).
public enum LocationScrubber {
    /// Scrubs the file at `url` in place and flushes it to disk; returns how many bytes changed.
    @discardableResult
    public static func scrubFile(at url: URL) throws -> Int {
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        let patches = try patches(for: .file(handle, size: size))
        for patch in patches {
            try handle.seek(toOffset: UInt64(patch.offset))
            try handle.write(contentsOf: patch.bytes)
        }
        if !patches.isEmpty { try handle.synchronize() }
        return patches.reduce(0) { $0 + $1.bytes.count }
    }

    /// The scrubbed copy of `data`.
    public static func scrubbed(_ data: Data) throws -> Data {
        var copy = data
        for patch in try patches(for: .memory(data)) {
            let start = copy.startIndex + patch.offset
            copy.replaceSubrange(start..<start + patch.bytes.count, with: patch.bytes)
        }
        return copy
    }

    static func patches(for source: ByteSource) throws -> [MetadataPatch] {
        let head = try source.read(0, 64)
        let patches: [MetadataPatch]
        switch ImageType.sniff(Data(head)) {
        case .jpeg: patches = try JPEGSegments.patches(source)
        case .png: patches = try PNGChunks.patches(source)
        case .webp: patches = try WebPChunks.patches(source)
        case .heic: patches = try HEIFItems.patches(source)
        case nil: patches = []
        }
        // A truncated or lying file can point past its end: such a patch is never applied.
        return patches.filter { $0.offset >= 0 && $0.offset + $0.bytes.count <= source.size }
    }

    /// Patches that zero the GPS block of the TIFF structure found at `tiffOffset` in `block`,
    /// a metadata block read from `blockOffset` in the file.
    static func gpsPatches(_ block: [UInt8], tiffOffset: Int, blockOffset: Int) -> [MetadataPatch] {
        guard tiffOffset < block.count else { return [] }
        let tiff = Array(block[tiffOffset...])
        return ExifGPSEraser.ranges(inTIFF: tiff).map {
            MetadataPatch(offset: blockOffset + tiffOffset + $0.lowerBound, filling: $0.count, with: 0)
        }
    }

    /// Patches that blank XMP location properties in `block` (XMP text read from `blockOffset`).
    static func xmpPatches(_ block: [UInt8], blockOffset: Int) -> [MetadataPatch] {
        TextLocationEraser.xmpRanges(block).map {
            MetadataPatch(offset: blockOffset + $0.lowerBound, filling: $0.count, with: 0x20)
        }
    }

    /// Applies `patches` to a copy of `block` (file offsets; the block starts at `blockOffset`).
    static func apply(_ patches: [MetadataPatch], to block: [UInt8], blockOffset: Int) -> [UInt8] {
        var copy = block
        for patch in patches {
            let start = patch.offset - blockOffset
            copy.replaceSubrange(start..<start + patch.bytes.count, with: patch.bytes)
        }
        return copy
    }
}

/// JPEG: APP1 Exif, APP1 XMP (standard and extended), APP13 Photoshop/IPTC, up to the scan.
enum JPEGSegments {
    static let xmpNamespace = "http://ns.adobe.com/xap/1.0/\u{0}"
    static let extendedXMPNamespace = "http://ns.adobe.com/xmp/extension/\u{0}"

    static func patches(_ source: ByteSource) throws -> [MetadataPatch] {
        var patches: [MetadataPatch] = []
        var offset = 2
        while offset + 4 <= source.size {
            let header = try source.read(offset, 4)
            guard header.count == 4, header[0] == 0xFF else { break }
            let marker = header[1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xDA || marker == 0xD9 { break }  // the scan: metadata is over
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            guard let length = header.uint16(at: 2, bigEndian: true), length >= 2 else { break }
            let payloadOffset = offset + 4
            if marker == 0xE1 || marker == 0xED {
                let payload = try source.read(payloadOffset, length - 2)
                patches += segmentPatches(marker: marker, payload, at: payloadOffset, markerOffset: offset + 1)
            }
            offset += 2 + length
        }
        return patches
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
            return [MetadataPatch(offset: markerOffset, bytes: [0xFE]),
                    MetadataPatch(offset: offset, filling: payload.count, with: 0x20)]
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

/// PNG: `eXIf` (GPS IFD) and XMP in `iTXt`; changed chunks get their CRC recomputed.
enum PNGChunks {
    static let xmpKeyword = "XML:com.adobe.xmp"

    static func patches(_ source: ByteSource) throws -> [MetadataPatch] {
        var patches: [MetadataPatch] = []
        var offset = 8
        while offset + 12 <= source.size {
            let header = try source.read(offset, 8)
            guard header.count == 8, let length = header.uint32(at: 0, bigEndian: true) else { break }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            if type == "IEND" { break }
            let dataOffset = offset + 8
            if type == "eXIf" || type == "iTXt" {
                let data = try source.read(dataOffset, length)
                guard data.count == length else { break }
                let changes = type == "eXIf"
                    ? LocationScrubber.gpsPatches(data, tiffOffset: 0, blockOffset: dataOffset)
                    : xmpPatches(data, at: dataOffset)
                if !changes.isEmpty {
                    var crc = CRC32()
                    crc.update(Array(header[4..<8]))
                    crc.update(LocationScrubber.apply(changes, to: data, blockOffset: dataOffset))
                    let value = crc.value
                    patches += changes
                    patches.append(MetadataPatch(
                        offset: dataOffset + length,
                        bytes: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]))
                }
            }
            offset = dataOffset + length + 4
        }
        return patches
    }

    /// iTXt: keyword NUL, compression flag, method, language NUL, translated keyword NUL, text.
    private static func xmpPatches(_ data: [UInt8], at offset: Int) -> [MetadataPatch] {
        guard data.hasPrefix(xmpKeyword + "\u{0}") else { return [] }
        var index = xmpKeyword.utf8.count + 1
        guard index + 2 <= data.count, data[index] == 0 else { return [] }  // compressed XMP: left as is
        index += 2
        for _ in 0..<2 {
            guard let end = data[index...].firstIndex(of: 0) else { return [] }
            index = end + 1
        }
        return LocationScrubber.xmpPatches(Array(data[index...]), blockOffset: offset + index)
    }
}
