import Foundation

/// WebP (RIFF): the `EXIF` chunk (with or without an `Exif\0\0` prefix) and the `XMP ` chunk
/// blanked; a chunk the format does not define and anything after the RIFF's end dropped (the
/// RIFF size follows).
enum WebPChunks {
    static let known: Set<String> = ["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP", "EXIF", "XMP "]

    static func edits(_ source: ByteSource) throws -> ScrubEdits {
        var edits = ScrubEdits()
        guard let riffSize = try source.read(0, 12).uint32(at: 4, bigEndian: false) else { return edits }
        let end = min(source.size, 8 + riffSize)
        var offset = 12
        while offset + 8 <= end {
            let header = try source.read(offset, 8)
            guard header.count == 8, let length = header.uint32(at: 4, bigEndian: false) else { break }
            let type = String(decoding: header[0..<4], as: UTF8.self)
            let dataOffset = offset + 8
            let chunkEnd = min(end, dataOffset + length + (length & 1))
            if type == "EXIF" {
                let data = try source.read(dataOffset, length)
                let tiffOffset = data.hasPrefix("Exif\u{0}\u{0}") ? 6 : 0
                edits += LocationScrubber.gpsPatches(data, tiffOffset: tiffOffset, blockOffset: dataOffset)
            } else if type == "XMP " {
                edits += LocationScrubber.xmpPatches(try source.read(dataOffset, length), blockOffset: dataOffset)
            } else if !known.contains(type) {
                edits.drops.append(offset..<chunkEnd)
            }
            offset = chunkEnd
        }
        let dropped = edits.drops.reduce(0) { $0 + $1.count }
        if dropped > 0 {
            let size = UInt32(riffSize - dropped)
            edits += [MetadataPatch(offset: 4, bytes: (0..<4).map { UInt8(size >> (8 * $0) & 0xFF) })]
        }
        if end < source.size { edits.drops.append(end..<source.size) }
        return edits
    }
}

/// HEIC/HEIF (ISO-BMFF): the `Exif` item and XMP (`mime` item of type application/rdf+xml),
/// found through the `meta` box's item information (`iinf`) and locations (`iloc`); a deflated
/// XMP item is not UTF-8 and is blanked whole. What follows the last top-level box goes, when
/// no item is stored there.
enum HEIFItems {
    struct Box {
        var type: String
        var start: Int
        var payload: Int
        var end: Int
    }

    static func edits(_ source: ByteSource) throws -> ScrubEdits {
        let top = try boxes(source, from: 0, to: source.size)
        guard let meta = top.first(where: { $0.type == "meta" }) else { return ScrubEdits() }
        let children = try boxes(source, from: meta.payload + 4, to: meta.end)  // meta is a full box
        guard let iinf = children.first(where: { $0.type == "iinf" }),
            let iloc = children.first(where: { $0.type == "iloc" })
        else { return ScrubEdits() }
        let locations = try itemLocations(try source.read(iloc.payload, iloc.end - iloc.payload))
        var edits = ScrubEdits(patches: try patches(source, children: children, iinf: iinf, locations: locations))
        // Data after the boxes (another photo appended) is no part of the image, unless an item
        // points there: then the boxes were not understood and nothing is cut.
        // (An extent of length 0 runs to the end of the file.)
        let stored = locations.values.filter { $0.method == 0 }.flatMap { location in
            location.extents.map { $0.length == 0 ? Int.max : location.base + $0.offset + $0.length }
        }
        if let last = top.last?.end, last < source.size, stored.allSatisfy({ $0 <= last }) {
            edits.drops.append(last..<source.size)
        }
        return edits
    }

    private static func patches(_ source: ByteSource, children: [Box], iinf: Box, locations: [Int: Location]) throws
        -> [MetadataPatch]
    {
        let idat = children.first(where: { $0.type == "idat" })
        let kinds = try itemKinds(source, iinf)
        guard !kinds.isEmpty else { return [] }
        var patches: [MetadataPatch] = []
        for (id, kind) in kinds {
            guard let location = locations[id] else { continue }
            // Construction method 1 stores the item inside `idat`; 0 at a file offset.
            let origin = location.base + (location.method == 1 ? (idat?.payload ?? 0) : 0)
            guard location.method <= 1 else { continue }
            let extents = location.extents.map { (offset: origin + $0.offset, length: $0.length) }
            patches += try itemPatches(source, kind: kind, extents: extents)
        }
        return patches
    }

    enum Kind { case exif, xmp }

    /// Reads an item as one logical buffer, patches it, and maps the patches back to the
    /// extents the item is stored in.
    private static func itemPatches(_ source: ByteSource, kind: Kind, extents: [(offset: Int, length: Int)]) throws
        -> [MetadataPatch]
    {
        var bytes: [UInt8] = []
        for extent in extents { bytes += try source.read(extent.offset, extent.length) }
        let logical: [MetadataPatch]
        switch kind {
        case .exif:
            // The item starts with the offset of the TIFF header after these four bytes.
            guard let skip = bytes.uint32(at: 0, bigEndian: true) else { return [] }
            logical = LocationScrubber.gpsPatches(bytes, tiffOffset: 4 + skip, blockOffset: 0)
        case .xmp:
            logical = LocationScrubber.xmpPatches(bytes, blockOffset: 0)
        }
        var patches: [MetadataPatch] = []
        for patch in logical {
            for (index, byte) in patch.bytes.enumerated() {
                var position = patch.offset + index
                for extent in extents {
                    if position < extent.length {
                        patches.append(MetadataPatch(offset: extent.offset + position, bytes: [byte]))
                        break
                    }
                    position -= extent.length
                }
            }
        }
        return coalesce(patches)
    }

    /// Joins adjacent one-byte patches back into runs.
    private static func coalesce(_ patches: [MetadataPatch]) -> [MetadataPatch] {
        var runs: [MetadataPatch] = []
        for patch in patches {
            if let last = runs.last, last.offset + last.bytes.count == patch.offset {
                runs[runs.count - 1].bytes += patch.bytes
            } else {
                runs.append(patch)
            }
        }
        return runs
    }

    static func boxes(_ source: ByteSource, from start: Int, to end: Int) throws -> [Box] {
        var result: [Box] = []
        var offset = start
        while offset + 8 <= end {
            let header = try source.read(offset, 16)
            guard header.count >= 8, var size = header.uint32(at: 0, bigEndian: true) else { break }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            var payload = offset + 8
            if size == 1, let high = header.uint32(at: 8, bigEndian: true), let low = header.uint32(at: 12, bigEndian: true) {
                size = high << 32 | low
                payload += 8
            } else if size == 0 {
                size = end - offset
            }
            guard size >= 8, offset + size <= end else { break }
            result.append(Box(type: type, start: offset, payload: payload, end: offset + size))
            offset += size
        }
        return result
    }

    /// `infe` entries (version 2 or 3) whose type is `Exif`, or `mime` with XMP's content type.
    private static func itemKinds(_ source: ByteSource, _ iinf: Box) throws -> [Int: Kind] {
        let data = try source.read(iinf.payload, iinf.end - iinf.payload)
        guard !data.isEmpty else { return [:] }
        let entriesStart = data[0] == 0 ? 6 : 8
        var kinds: [Int: Kind] = [:]
        var offset = entriesStart
        while offset + 12 <= data.count, let size = data.uint32(at: offset, bigEndian: true), size >= 8 {
            defer { offset += size }
            guard data.hasPrefix("infe", at: offset + 4), offset + size <= data.count else { continue }
            let version = data[offset + 8]
            guard version >= 2 else { continue }
            var cursor = offset + 12
            let id = version == 2 ? data.uint16(at: cursor, bigEndian: true) : data.uint32(at: cursor, bigEndian: true)
            cursor += version == 2 ? 2 : 4
            cursor += 2  // protection index
            guard let id, cursor + 4 <= offset + size else { continue }
            let itemType = String(decoding: data[cursor..<cursor + 4], as: UTF8.self)
            cursor += 4
            if itemType == "Exif" {
                kinds[id] = .exif
            } else if itemType == "mime" {
                // item_name NUL, then content_type NUL.
                guard let nameEnd = data[cursor..<offset + size].firstIndex(of: 0) else { continue }
                let typeStart = nameEnd + 1
                let typeEnd = data[typeStart..<offset + size].firstIndex(of: 0) ?? offset + size
                if String(decoding: data[typeStart..<typeEnd], as: UTF8.self) == "application/rdf+xml" {
                    kinds[id] = .xmp
                }
            }
        }
        return kinds
    }

    struct Location {
        var method: Int
        var base: Int
        var extents: [(offset: Int, length: Int)]
    }

    /// Parses `iloc` (versions 0–2) into each item's construction method, base and extents.
    static func itemLocations(_ data: [UInt8]) throws -> [Int: Location] {
        guard data.count >= 8 else { return [:] }
        let version = Int(data[0])
        let offsetSize = Int(data[4] >> 4), lengthSize = Int(data[4] & 0x0F)
        let baseOffsetSize = Int(data[5] >> 4), indexSize = version >= 1 ? Int(data[5] & 0x0F) : 0
        var cursor = 6
        func read(_ size: Int) -> Int? {
            guard size > 0 else { return 0 }
            guard cursor + size <= data.count else { return nil }
            let value = data[cursor..<cursor + size].reduce(0) { $0 << 8 | Int($1) }
            cursor += size
            return value
        }
        guard let itemCount = read(version < 2 ? 2 : 4) else { return [:] }
        var locations: [Int: Location] = [:]
        for _ in 0..<itemCount {
            guard let id = read(version < 2 ? 2 : 4) else { break }
            var method = 0
            if version >= 1 { guard let value = read(2) else { break }; method = value & 0x0F }
            guard read(2) != nil, let base = read(baseOffsetSize), let extentCount = read(2) else { break }
            var extents: [(offset: Int, length: Int)] = []
            for _ in 0..<extentCount {
                if indexSize > 0 { guard read(indexSize) != nil else { break } }
                guard let offset = read(offsetSize), let length = read(lengthSize) else { break }
                extents.append((offset, length))
            }
            locations[id] = Location(method: method, base: base, extents: extents)
        }
        return locations
    }
}
