import CivilCalendar
import Foundation

/// Little-endian field writer for ZIP records.
struct ZipBytes {
    var bytes: [UInt8] = []

    mutating func u16(_ value: Int) { u16(UInt16(truncatingIfNeeded: value)) }
    mutating func u16(_ value: UInt16) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    mutating func u32(_ value: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(value >> UInt32(shift) & 0xFF)) } }
    mutating func u64(_ value: UInt64) { for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(value >> UInt64(shift) & 0xFF)) } }
    mutating func append(_ more: [UInt8]) { bytes += more }
}

/// What the central directory needs to know about an entry once its data is written.
struct ZipCentralRecord {
    var name: [UInt8]
    var modified: Date
    var dosTime: UInt16
    var dosDate: UInt16
    var crc32: UInt32
    var size: UInt64
    var localHeaderOffset: UInt64
    var usesDataDescriptor: Bool
}

enum ZipRecords {
    static let utf8Flag: UInt16 = 0x0800
    static let dataDescriptorFlag: UInt16 = 0x0008
    static let max32: UInt64 = 0xFFFF_FFFF
    /// "Made by" UNIX (3) with spec 4.5, so unzip applies the file mode in the external attributes.
    static let madeBy: UInt16 = 3 << 8 | 45

    static func version(zip64: Bool) -> UInt16 { zip64 ? 45 : 20 }

    /// MS-DOS date and time fields in `zone` (1980 is the earliest the format holds). Integer
    /// arithmetic (`CivilDate`) rather than `Calendar`: an archive of hundreds of photos asks
    /// this three times per entry, and a `Calendar` costs microseconds per call.
    static func dos(_ date: Date, in zone: TimeZone) -> (time: UInt16, date: UInt16) {
        let t = CivilDate.fromSeconds(Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date))
        let dosDate = UInt16(min(max(t.year - 1980, 0), 127)) << 9 | UInt16(t.month) << 5 | UInt16(t.day)
        let dosTime = UInt16(t.hour) << 11 | UInt16(t.minute) << 5 | UInt16(t.second / 2)
        return (dosTime, dosDate)
    }

    /// Extended timestamp (0x5455): the modification time in UTC seconds, which DOS fields lack.
    static func timestampExtra(_ date: Date) -> [UInt8] {
        var field = ZipBytes()
        field.u16(0x5455)
        field.u16(5)
        field.bytes.append(1)
        field.u32(UInt32(clamping: max(0, Int64(date.timeIntervalSince1970))))
        return field.bytes
    }

    static func localHeader(
        name: [UInt8], modified: Date, zone: TimeZone, size: UInt64?, crc32: UInt32?, zip64Threshold: UInt64
    ) -> [UInt8] {
        let (time, date) = dos(modified, in: zone)
        let known = size != nil && crc32 != nil
        let zip64 = known && size! >= zip64Threshold
        var extra = timestampExtra(modified)
        if zip64 {
            var field = ZipBytes()
            field.u16(0x0001)
            field.u16(16)
            field.u64(size!)
            field.u64(size!)
            extra += field.bytes
        }
        var header = ZipBytes()
        header.u32(0x0403_4B50)
        header.u16(version(zip64: zip64))
        header.u16(utf8Flag | (known ? 0 : dataDescriptorFlag))
        header.u16(0)  // stored
        header.u16(time)
        header.u16(date)
        header.u32(known ? crc32! : 0)
        let size32: UInt32 = known ? (zip64 ? 0xFFFF_FFFF : UInt32(size!)) : 0
        header.u32(size32)
        header.u32(size32)
        header.u16(name.count)
        header.u16(extra.count)
        header.append(name)
        header.append(extra)
        return header.bytes
    }

    static func dataDescriptor(crc32: UInt32, size: UInt64) -> [UInt8] {
        var descriptor = ZipBytes()
        descriptor.u32(0x0807_4B50)
        descriptor.u32(crc32)
        descriptor.u32(UInt32(size))
        descriptor.u32(UInt32(size))
        return descriptor.bytes
    }

    static func centralHeader(_ record: ZipCentralRecord, zip64Threshold: UInt64) -> [UInt8] {
        let largeSize = record.size >= zip64Threshold
        let largeOffset = record.localHeaderOffset >= zip64Threshold
        var extra = timestampExtra(record.modified)
        if largeSize || largeOffset {
            var field = ZipBytes()
            field.u16(0x0001)
            field.u16((largeSize ? 16 : 0) + (largeOffset ? 8 : 0))
            if largeSize {
                field.u64(record.size)
                field.u64(record.size)
            }
            if largeOffset { field.u64(record.localHeaderOffset) }
            extra += field.bytes
        }
        var header = ZipBytes()
        header.u32(0x0201_4B50)
        header.u16(madeBy)
        header.u16(version(zip64: largeSize || largeOffset))
        header.u16(utf8Flag | (record.usesDataDescriptor ? dataDescriptorFlag : 0))
        header.u16(0)
        header.u16(record.dosTime)
        header.u16(record.dosDate)
        header.u32(record.crc32)
        let size32: UInt32 = largeSize ? 0xFFFF_FFFF : UInt32(record.size)
        header.u32(size32)
        header.u32(size32)
        header.u16(record.name.count)
        header.u16(extra.count)
        header.u16(0)  // comment
        header.u16(0)  // disk
        header.u16(0)  // internal attributes
        header.u32(0o100644 << 16)  // a regular file, rw-r--r--
        header.u32(largeOffset ? 0xFFFF_FFFF : UInt32(record.localHeaderOffset))
        header.append(record.name)
        header.append(extra)
        return header.bytes
    }

    /// The end records: ZIP64 end and locator when anything overflows, then the classic end.
    static func end(entryCount: Int, directoryOffset: UInt64, directorySize: UInt64, zip64Threshold: UInt64) -> [UInt8] {
        let zip64 = entryCount >= 0xFFFF || directoryOffset >= zip64Threshold || directorySize >= zip64Threshold
        var end = ZipBytes()
        if zip64 {
            let recordOffset = directoryOffset + directorySize
            end.u32(0x0606_4B50)
            end.u64(44)
            end.u16(madeBy)
            end.u16(45)
            end.u32(0)
            end.u32(0)
            end.u64(UInt64(entryCount))
            end.u64(UInt64(entryCount))
            end.u64(directorySize)
            end.u64(directoryOffset)
            end.u32(0x0706_4B50)
            end.u32(0)
            end.u64(recordOffset)
            end.u32(1)
        }
        end.u32(0x0605_4B50)
        end.u16(0)
        end.u16(0)
        end.u16(zip64 ? 0xFFFF : entryCount)
        end.u16(zip64 ? 0xFFFF : entryCount)
        end.u32(zip64 ? 0xFFFF_FFFF : UInt32(directorySize))
        end.u32(zip64 ? 0xFFFF_FFFF : UInt32(directoryOffset))
        end.u16(0)
        return end.bytes
    }
}
