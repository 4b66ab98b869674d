import Checksum
import Foundation

/// A stretch of an archive: bytes to write as they are, or the whole of a file to copy.
public enum ZipPiece: Sendable, Equatable {
    case bytes([UInt8])
    /// Exactly `size` bytes: the whole file at `url`. A file of another size must fail the
    /// archive (`ZipStreamError.sizeMismatch` naming `path`), since its header is already out.
    case file(URL, size: UInt64, path: String)
}

/// The archive as a state machine the iterator pulls: a local header, the entry's chunks, its
/// descriptor, the next entry…, then the central directory and the end records.
struct ZipWriterState: Sendable {
    private enum Phase {
        case header(Int)
        case data(Int, ZipChunks)
        /// A whole file of declared size and CRC, handed to the consumer to read itself.
        case file(Int, URL)
        case directory
        case done
    }

    let entries: [ZipEntry]
    let zip64Threshold: UInt64
    let timeZone: TimeZone
    private var phase: Phase = .header(0)
    private var offset: UInt64 = 0
    private var records: [ZipCentralRecord] = []
    private var written: UInt64 = 0
    private var crc = CRC32()
    private var currentHeaderOffset: UInt64 = 0

    init(entries: [ZipEntry], zip64Threshold: UInt64, timeZone: TimeZone) {
        self.entries = entries
        self.zip64Threshold = zip64Threshold
        self.timeZone = timeZone
    }

    /// The next bytes of the archive; every entry's data is read through its `open`.
    mutating func next() async throws -> [UInt8]? {
        switch try await nextPiece(handingOverFiles: false) {
        case .bytes(let bytes): bytes
        case .file, nil: nil
        }
    }

    /// The next piece. With `handingOverFiles`, an entry whose data is a whole file of declared
    /// size and CRC comes as `.file`, and the consumer promises to write exactly that many bytes
    /// of it (`ZipPiece.file`); every other byte comes as `.bytes`.
    mutating func nextPiece(handingOverFiles: Bool) async throws -> ZipPiece? {
        while true {
            switch phase {
            case .header(let index):
                guard index < entries.count else {
                    phase = .directory
                    continue
                }
                let entry = entries[index]
                let header = ZipRecords.localHeader(
                    name: try Self.name(entry.path), modified: entry.modified, zone: timeZone, size: entry.size,
                    crc32: entry.crc32, zip64Threshold: zip64Threshold)
                currentHeaderOffset = offset
                written = 0
                crc = CRC32()
                if handingOverFiles, let file = entry.file, entry.size != nil, entry.crc32 != nil {
                    phase = .file(index, file)
                } else {
                    phase = .data(index, try await entry.open())
                }
                return .bytes(emit(header))
            case .file(let index, let url):
                let entry = entries[index]
                let size = entry.size ?? 0
                written = size
                offset += size
                _ = try finishEntry(index)  // sizes and CRC are in the header: no descriptor follows
                return .file(url, size: size, path: entry.path)
            case .data(let index, let chunks):
                if let chunk = try await chunks.next() {
                    if chunk.isEmpty { continue }
                    written += UInt64(chunk.count)
                    let entry = entries[index]
                    if entry.crc32 == nil {
                        crc.update(chunk)
                        if written > ZipRecords.max32 { throw ZipStreamError.unknownSizeTooLarge(path: entry.path) }
                    }
                    if let size = entry.size, written > size {
                        throw ZipStreamError.sizeMismatch(path: entry.path, declared: size, actual: written)
                    }
                    return .bytes(emit(chunk))
                }
                let descriptor = try finishEntry(index)
                if descriptor.isEmpty { continue }
                return .bytes(emit(descriptor))
            case .directory:
                let directoryOffset = offset
                var directory: [UInt8] = []
                for record in records { directory += ZipRecords.centralHeader(record, zip64Threshold: zip64Threshold) }
                directory += ZipRecords.end(
                    entryCount: records.count, directoryOffset: directoryOffset,
                    directorySize: UInt64(directory.count), zip64Threshold: zip64Threshold)
                phase = .done
                return .bytes(emit(directory))
            case .done:
                return nil
            }
        }
    }

    private mutating func finishEntry(_ index: Int) throws -> [UInt8] {
        let entry = entries[index]
        if let size = entry.size, written != size {
            throw ZipStreamError.sizeMismatch(path: entry.path, declared: size, actual: written)
        }
        let known = entry.size != nil && entry.crc32 != nil
        let checksum = entry.crc32 ?? crc.value
        let (time, date) = ZipRecords.dos(entry.modified, in: timeZone)
        records.append(ZipCentralRecord(
            name: try Self.name(entry.path), modified: entry.modified, dosTime: time, dosDate: date, crc32: checksum,
            size: written, localHeaderOffset: currentHeaderOffset, usesDataDescriptor: !known))
        phase = .header(index + 1)
        return known ? [] : ZipRecords.dataDescriptor(crc32: checksum, size: written)
    }

    private mutating func emit(_ bytes: [UInt8]) -> [UInt8] {
        offset += UInt64(bytes.count)
        return bytes
    }

    /// The path's bytes, refused if empty, absolute, with a `.` or `..` component, a backslash or
    /// a control character. One pass over the UTF-8 bytes (each entry asks several times).
    static func name(_ path: String) throws -> [UInt8] {
        let bytes = Array(path.utf8)
        var valid = !bytes.isEmpty && bytes[0] != UInt8(ascii: "/")
        var componentStart = 0
        for index in 0...bytes.count where valid {
            if index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let component = bytes[componentStart..<index]
                valid = !component.elementsEqual([0x2E]) && !component.elementsEqual([0x2E, 0x2E])
                componentStart = index + 1
            } else {
                valid = bytes[index] >= 0x20 && bytes[index] != UInt8(ascii: "\\")
            }
        }
        guard valid else { throw ZipStreamError.invalidPath(path) }
        return bytes
    }

    /// The archive's total size without producing it, when every entry's size is known.
    mutating func predictedSize() -> UInt64? {
        var total: UInt64 = 0
        var directory: UInt64 = 0
        for entry in entries {
            guard let size = entry.size, let name = try? Self.name(entry.path) else { return nil }
            let header = ZipRecords.localHeader(
                name: name, modified: entry.modified, zone: timeZone, size: size, crc32: entry.crc32,
                zip64Threshold: zip64Threshold)
            let record = ZipCentralRecord(
                name: name, modified: entry.modified, dosTime: 0, dosDate: 0, crc32: 0, size: size,
                localHeaderOffset: total, usesDataDescriptor: entry.crc32 == nil)
            total += UInt64(header.count) + size + (entry.crc32 == nil ? 16 : 0)
            directory += UInt64(ZipRecords.centralHeader(record, zip64Threshold: zip64Threshold).count)
        }
        let end = ZipRecords.end(
            entryCount: entries.count, directoryOffset: total, directorySize: directory, zip64Threshold: zip64Threshold)
        return total + directory + UInt64(end.count)
    }
}
