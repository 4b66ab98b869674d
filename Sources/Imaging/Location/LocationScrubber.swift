import Checksum
import Foundation

/// Removes where a photo was taken from its metadata, and never re-encodes a pixel.
///
/// Where a metadata block can be read, the change is a same-length overwrite inside it (EXIF's
/// GPS IFD zeroed, XMP location properties and IPTC place names turned into spaces), so the
/// compressed image data stays byte for byte and the other metadata (orientation, capture date)
/// survives. Where a part cannot be read or is not known to be harmless, it is dropped whole: a
/// compressed XMP or raw profile, a PNG text property that names a place, a PNG or WebP chunk of
/// unknown meaning, and whatever follows the image's end (a phone's second image after a JPEG's
/// EOI, data after PNG's IEND, a WebP's RIFF or a HEIC's last box). JPEG segments are read
/// through every scan up to EOI, not just up to the first SOS.
/// JPEG, PNG (`eXIf`, text chunks), WebP (`EXIF`, `XMP `) and HEIC/HEIF (Exif and XMP items).
public enum LocationScrubber {
    /// Scrubs the file at `url` and flushes it to disk; returns how many bytes changed or went.
    /// Overwrites happen in place; when a part is dropped, the scrubbed copy is written beside
    /// the file, flushed and renamed over it, so a crash leaves the old file or the new one.
    /// Callers that recorded the file's size read it again.
    @discardableResult
    public static func scrubFile(at url: URL) throws -> Int {
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        let edits = try edits(for: .file(handle, size: size))
        let changed = edits.patches.reduce(0) { $0 + $1.bytes.count }
        guard !edits.drops.isEmpty else {
            for patch in edits.patches {
                try handle.seek(toOffset: UInt64(patch.offset))
                try handle.write(contentsOf: patch.bytes)
            }
            if !edits.patches.isEmpty { try handle.synchronize() }
            return changed
        }
        let kept = edits.kept(size: size)
        try rewrite(url, from: handle, keeping: kept, patches: edits.patches)
        return changed + size - kept.reduce(0) { $0 + $1.count }
    }

    /// The scrubbed copy of `data`.
    public static func scrubbed(_ data: Data) throws -> Data {
        let edits = try edits(for: .memory(data))
        var copy = [UInt8](data)
        for patch in edits.patches {
            copy.replaceSubrange(patch.offset..<patch.offset + patch.bytes.count, with: patch.bytes)
        }
        guard !edits.drops.isEmpty else { return Data(copy) }
        var result = Data()
        for range in edits.kept(size: copy.count) { result.append(contentsOf: copy[range]) }
        return result
    }

    static func edits(for source: ByteSource) throws -> ScrubEdits {
        let head = try source.read(0, 64)
        var edits: ScrubEdits
        switch ImageType.sniff(Data(head)) {
        case .jpeg: edits = try JPEGSegments.edits(source)
        case .png: edits = try PNGChunks.edits(source)
        case .webp: edits = try WebPChunks.edits(source)
        case .heic: edits = try HEIFItems.edits(source)
        case nil: edits = ScrubEdits()
        }
        // A truncated or lying file can point past its end: such a patch is never applied, nor
        // one inside a part that goes anyway.
        edits.drops = edits.drops.compactMap {
            let range = max(0, $0.lowerBound)..<min(source.size, $0.upperBound)
            return range.isEmpty ? nil : range
        }
        edits.patches = edits.patches.filter { patch in
            patch.offset >= 0 && patch.offset + patch.bytes.count <= source.size
                && !edits.drops.contains { $0.overlaps(patch.offset..<patch.offset + patch.bytes.count) }
        }
        return edits
    }

    /// Writes the `kept` ranges of the file (with `patches` applied) to a sibling, flushes it and
    /// renames it over `url`; the sibling goes on any failure.
    private static func rewrite(_ url: URL, from handle: FileHandle, keeping kept: [Range<Int>],
                                patches: [MetadataPatch]) throws {
        let sibling = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).scrub-\(UUID().uuidString)")
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
        guard FileManager.default.createFile(atPath: sibling.path, contents: nil,
                                             attributes: permissions.map { [.posixPermissions: $0] })
        else { throw CocoaError(.fileWriteNoPermission) }
        do {
            let output = try FileHandle(forWritingTo: sibling)
            defer { try? output.close() }
            for range in kept {
                var offset = range.lowerBound
                while offset < range.upperBound {
                    let count = min(1 << 20, range.upperBound - offset)
                    try handle.seek(toOffset: UInt64(offset))
                    var block = [UInt8](try handle.read(upToCount: count) ?? Data())
                    guard block.count == count else { throw CocoaError(.fileReadCorruptFile) }
                    for patch in patches {
                        let lower = max(patch.offset, offset), upper = min(patch.offset + patch.bytes.count, offset + count)
                        guard lower < upper else { continue }
                        block.replaceSubrange(lower - offset..<upper - offset,
                                              with: patch.bytes[lower - patch.offset..<upper - patch.offset])
                    }
                    try output.write(contentsOf: block)
                    offset += count
                }
            }
            try output.synchronize()
            guard rename(sibling.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: sibling)
            throw error
        }
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

