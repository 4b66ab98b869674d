import Checksum
import Foundation
import ReferenceTools
import Testing
import ZIPFoundation

@testable import ZipStream

@Suite("Streaming ZIP: front to back, stored, ZIP64, read back by other tools")
struct ZipStreamTests {
    static let date = Date(timeIntervalSince1970: 1_781_462_527)  // 2026-06-14 18:42:07 UTC

    @Test("entries with and without a known CRC read back byte for byte (ZIPFoundation and Python)")
    func roundTrip() async throws {
        // setup
        let photo = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 31) })
        let file = try TemporaryFile(photo)
        let entries = [
            ZipEntry.file(file.url, path: "Zoé/2026-06-14 18.42.07.jpg", modified: Self.date,
                          size: UInt64(photo.count), crc32: CRC32.checksum(photo)),
            ZipEntry.file(file.url, path: "Ali/2026-06-14 18.42.07.jpg", modified: Self.date),
            ZipEntry.data(Data(#"{"name":"Zoé"}"#.utf8), path: "data.json", modified: Self.date),
        ]
        // act
        let archive = try await collect(ZipArchiveStream(entries))
        // check
        let read = try Archive(data: archive, accessMode: .read)
        var names: [String] = []
        for entry in read {
            names.append(entry.path)
            var contents = Data()
            _ = try read.extract(entry) { contents.append($0) }
            #expect(contents == (entry.path == "data.json" ? Data(#"{"name":"Zoé"}"#.utf8) : photo))
        }
        #expect(names == ["Zoé/2026-06-14 18.42.07.jpg", "Ali/2026-06-14 18.42.07.jpg", "data.json"])
        #expect(try await ZipReaders.pythonCheck(archive) == "ok 3")
    }

    @Test("past the ZIP64 threshold sizes and offsets move to ZIP64 records that unzip and Python accept")
    func zip64() async throws {
        // setup: a threshold of 1,000 bytes stands in for 4 GiB
        let big = Data(repeating: 0x5A, count: 3_000)
        let entries = (0..<3).map { index in
            ZipEntry.data(big, path: "guest/\(index).jpg", modified: Self.date)
        } + [ZipEntry.file(try TemporaryFile(big).url, path: "unknown-size.bin", modified: Self.date)]
        let stream = ZipArchiveStream(entries, timeZone: .gmt, zip64Threshold: 1_000)
        // act
        let archive = try await collect(stream)
        // check: a ZIP64 end record exists, and independent readers agree
        #expect(archive.range(of: Data([0x50, 0x4B, 0x06, 0x06])) != nil)
        #expect(try await ZipReaders.pythonCheck(archive) == "ok 4")
        #expect(try await ZipReaders.unzipAccepts(archive))
    }

    @Test("the predicted size is the size produced, so Content-Length can be sent up front")
    func predictedSize() async throws {
        // setup
        let entries = (0..<5).map { ZipEntry.data(Data(repeating: UInt8($0), count: 1_000 * $0), path: "f\($0).jpg", modified: Self.date) }
        let stream = ZipArchiveStream(entries)
        // act
        let produced = try await collect(stream).count
        // check
        #expect(stream.predictedSize == UInt64(produced))
        #expect(ZipArchiveStream([ZipEntry.file(URL(fileURLWithPath: "/x"), path: "x", modified: Self.date)]).predictedSize == nil)
    }

    @Test("an entry is opened only when the consumer reaches it (nothing is read ahead)")
    func lazy() async throws {
        // setup
        let opened = OpenLog()
        let entries = (0..<3).map { index in
            ZipEntry(path: "\(index).bin", modified: Self.date) {
                opened.record(index)
                return ZipChunks(once: [UInt8(index)])
            }
        }
        var iterator = ZipArchiveStream(entries).makeAsyncIterator()
        // act
        _ = try await iterator.next()  // the first local header
        let afterHeader = opened.indices
        _ = try await iterator.next()  // the first entry's data
        _ = try await iterator.next()  // its data descriptor
        // check
        #expect(afterHeader == [0])
        #expect(opened.indices == [0])
    }

    @Test("a file that is shorter or longer than declared fails the stream instead of corrupting it")
    func sizeMismatch() async throws {
        // setup
        let file = try TemporaryFile(Data(count: 10))
        let stream = ZipArchiveStream([ZipEntry.file(file.url, path: "a.jpg", modified: Self.date, size: 12, crc32: 0)])
        // act, check
        await #expect(throws: ZipStreamError.sizeMismatch(path: "a.jpg", declared: 12, actual: 10)) {
            _ = try await collect(stream)
        }
    }

    @Test("pieces hand over whole files of known size and CRC; copying them in gives the archive byte for byte")
    func pieces() async throws {
        // setup: a file with size and CRC (handed over), one without (read through the entry), a JSON
        let photo = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 13) })
        let file = try TemporaryFile(photo)
        defer { try? FileManager.default.removeItem(at: file.url) }
        let entries = [
            ZipEntry.file(file.url, path: "a.jpg", modified: Self.date, size: UInt64(photo.count), crc32: CRC32.checksum(photo)),
            ZipEntry.file(file.url, path: "b.jpg", modified: Self.date),
            ZipEntry.data(Data("{}".utf8), path: "c.json", modified: Self.date),
        ]
        let stream = ZipArchiveStream(entries)
        // act
        var pieces = stream.pieces()
        var assembled = Data()
        var handedOver: [ZipPiece] = []
        while let piece = try await pieces.next() {
            switch piece {
            case .bytes(let bytes): assembled.append(contentsOf: bytes)
            case .file(let url, _, _):
                handedOver.append(piece)
                assembled.append(try Data(contentsOf: url))
            }
        }
        // check
        #expect(handedOver == [.file(file.url, size: UInt64(photo.count), path: "a.jpg")])
        #expect(assembled == (try await collect(stream)))
        #expect(try await ZipReaders.pythonCheck(assembled) == "ok 3")
    }

    @Test("MS-DOS date and time fields match the calendar's in every zone, from 1980 to 2107")
    func dosFields() {
        // setup: dates spread over the format's range, including leap days and zone offsets
        let zones = ["UTC", "Europe/Istanbul", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham"].compactMap { TimeZone(identifier: $0) }
        var dates = stride(from: 315_532_800.0, to: 4_354_819_200, by: 7_777_777.7).map(Date.init(timeIntervalSince1970:))
        dates += [Date(timeIntervalSince1970: 951_782_400), Date(timeIntervalSince1970: 1_709_164_799.9), Self.date]
        for zone in zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for date in dates {
                // act
                let fields = ZipRecords.dos(date, in: zone)
                // check
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
                let day = UInt16(min(max(c.year! - 1980, 0), 127)) << 9 | UInt16(c.month!) << 5 | UInt16(c.day!)
                let time = UInt16(c.hour!) << 11 | UInt16(c.minute!) << 5 | UInt16(c.second! / 2)
                #expect(fields.date == day && fields.time == time, Comment(rawValue: "\(date) in \(zone.identifier)"))
            }
        }
    }

    @Test("paths that escape the archive are refused", arguments: ["", "/etc/passwd", "../x", "a/../../x", "a\\b", "a\nb"])
    func badPaths(_ path: String) async {
        await #expect(throws: ZipStreamError.invalidPath(path)) {
            _ = try await collect(ZipArchiveStream([ZipEntry.data(Data(), path: path, modified: Self.date)]))
        }
    }

    @Test("archive paths: clashes get (2), (3); separators and leading dots are replaced")
    func archivePaths() {
        // setup
        var paths = ArchivePaths()
        // act
        let first = paths.unique(folder: "Zoé", name: "2026-06-14 18.42.07", extension: "jpg")
        let second = paths.unique(folder: "zoé", name: "2026-06-14 18.42.07", extension: "jpg")
        let third = paths.unique(folder: "Zoé", name: "2026-06-14 18.42.07", extension: "jpg")
        // check
        #expect(first == "Zoé/2026-06-14 18.42.07.jpg")
        #expect(second == "zoé/2026-06-14 18.42.07 (2).jpg")
        #expect(third == "Zoé/2026-06-14 18.42.07 (3).jpg")
        #expect(ArchivePaths.component("../etc/passwd", fallback: "Guest") == "_etc_passwd")
        #expect(ArchivePaths.component(" \n ", fallback: "Guest") == "_")
        #expect(ArchivePaths.component("   ", fallback: "Guest") == "Guest")
    }

    @Test("CRC-32 matches the standard check value and is the same in pieces as in one go")
    func crc() {
        // setup
        let data = [UInt8]((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        var pieces = CRC32()
        // act
        pieces.update(data[0..<3])
        pieces.update(data[3..<5_001])
        pieces.update(data[5_001...])
        // check
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(pieces.value == CRC32.checksum(data))
    }
}

func collect(_ stream: ZipArchiveStream) async throws -> Data {
    var data = Data()
    for try await chunk in stream { data.append(contentsOf: chunk) }
    return data
}

final class OpenLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func record(_ index: Int) { lock.withLock { values.append(index) } }
    var indices: [Int] { lock.withLock { values } }
}

struct TemporaryFile {
    let url: URL
    init(_ data: Data) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)")
        try data.write(to: url)
    }
}
