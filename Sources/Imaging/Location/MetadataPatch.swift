import Foundation

/// A same-length overwrite of part of a file: location metadata is blanked where it lies, so no
/// offset in the file moves and the compressed pixels are never touched, let alone re-encoded.
public struct MetadataPatch: Equatable, Sendable {
    public var offset: Int
    public var bytes: [UInt8]

    init(offset: Int, bytes: [UInt8]) {
        self.offset = offset
        self.bytes = bytes
    }

    init(offset: Int, filling count: Int, with byte: UInt8) {
        self.init(offset: offset, bytes: [UInt8](repeating: byte, count: count))
    }
}

/// What scrubbing does to one file: same-length overwrites where a block can be understood and
/// blanked in place, and whole ranges dropped where it cannot (a compressed profile, a chunk of
/// unknown meaning, data after the image's end). Patches never lie inside a dropped range.
struct ScrubEdits: Sendable {
    var patches: [MetadataPatch] = []
    var drops: [Range<Int>] = []

    static func += (lhs: inout ScrubEdits, rhs: ScrubEdits) {
        lhs.patches += rhs.patches
        lhs.drops += rhs.drops
    }

    static func += (lhs: inout ScrubEdits, rhs: [MetadataPatch]) { lhs.patches += rhs }

    /// The ranges kept, in order, for a file of `size` bytes.
    func kept(size: Int) -> [Range<Int>] {
        var kept: [Range<Int>] = []
        var cursor = 0
        for drop in drops.sorted(by: { $0.lowerBound < $1.lowerBound }) where drop.upperBound > cursor {
            if drop.lowerBound > cursor { kept.append(cursor..<drop.lowerBound) }
            cursor = drop.upperBound
        }
        if cursor < size { kept.append(cursor..<size) }
        return kept
    }
}

/// Random access to the bytes being scrubbed (a file or a buffer), reading only the metadata.
struct ByteSource {
    let size: Int
    private let reader: (Int, Int) throws -> [UInt8]

    init(size: Int, reader: @escaping (Int, Int) throws -> [UInt8]) {
        self.size = size
        self.reader = reader
    }

    /// Up to `count` bytes from `offset`; fewer at the end of the data.
    func read(_ offset: Int, _ count: Int) throws -> [UInt8] {
        guard offset >= 0, count > 0, offset < size else { return [] }
        return try reader(offset, min(count, size - offset))
    }

    static func memory(_ data: Data) -> ByteSource {
        ByteSource(size: data.count) { offset, count in
            let start = data.startIndex + offset
            return [UInt8](data[start..<start + count])
        }
    }

    static func file(_ handle: FileHandle, size: Int) -> ByteSource {
        ByteSource(size: size) { offset, count in
            try handle.seek(toOffset: UInt64(offset))
            return [UInt8](try handle.read(upToCount: count) ?? Data())
        }
    }
}

extension [UInt8] {
    func uint16(at offset: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        let (a, b) = (Int(self[offset]), Int(self[offset + 1]))
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func uint32(at offset: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        let bytes = self[offset..<offset + 4].map(Int.init)
        return bigEndian
            ? bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
            : bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0]
    }

    func hasPrefix(_ text: String, at offset: Int = 0) -> Bool {
        let expected = Array(text.utf8)
        guard offset >= 0, offset + expected.count <= count else { return false }
        return Array(self[offset..<offset + expected.count]) == expected
    }
}
