import Checksum
import Fluent
import Foundation
import MemoryKit
import ServerCore
import SQLKit
import ZipStream

/// "Export everything": one account's Memory Recap as a ZIP — `entries.json`, `tags.json`,
/// `share-links.json` and every photo and recording as uploaded (`media/<entry>/<n>.<ext>`),
/// streamed with the shared `ZipStream` (stored, so originals stay byte for byte). Only the
/// owner's rows are read; a share link's token is never stored, so none is exported.
///
/// However many entries an account has, the export holds one page of rows at a time:
/// `entries.json` is written page by page to a private scratch file first, so its size and
/// CRC-32 are known before the first byte goes out (the download's length is sent up front) and
/// the archive is a consistent snapshot even if the owner edits while it downloads.
struct AccountExport {
    let store: any MediaStore
    let userID: UUID
    let now: Date

    struct Entry: Encodable {
        struct File: Encodable {
            var id: UUID
            var file: String
            var contentType: String
            var byteSize: Int64
            var width: Int?
            var height: Int?
            var durationSeconds: Double?
        }

        var id: UUID
        var kind: String
        var title: String?
        var description: String?
        var text: String?
        var tags: [String]
        var occurredAt: Date
        var utcOffsetSeconds: Int
        var location: Location?
        var song: SongDetails?
        var isPrivate: Bool
        var transcript: String?
        var mood: String?
        var createdAt: Date
        var updatedAt: Date
        var media: [File]
    }

    struct Tag: Encodable {
        var name: String
        var entryCount: Int
    }

    struct Link: Encodable {
        var id: UUID
        var target: String
        var entryId: UUID?
        var year: Int?
        var month: Int?
        var createdAt: Date
        var expiresAt: Date
        var revokedAt: Date?
    }

    /// Rows read per query.
    static let pageSize = 500

    /// The archive's entries: the three JSON files first, then the media in entry order.
    /// `entries.json` is read from a scratch file that the entry owns: it is removed once the
    /// archive is released, whether the download finished, failed or never started.
    struct Archive: Sendable {
        var entries: [ZipEntry]
    }

    func archive(reads: MemoryReads) async throws -> Archive {
        let scratch = try ExportScratchFile()
        var written = try await writeEntries(to: scratch.url, reads: reads)
        written.file.owner = scratch
        let tags = try await reads.tags(userID, .all).map { Tag(name: $0.name, entryCount: $0.count) }
        // Oldest first: the reads list the newest first.
        let links = try await reads.shareLinks(userID).reversed().map {
            Link(id: $0.id, target: $0.target, entryId: $0.entryID, year: $0.year, month: $0.month,
                 createdAt: $0.createdAt, expiresAt: $0.expiresAt, revokedAt: $0.revokedAt)
        }
        let entries = [
            written.file,
            .data(try Self.json(tags), path: "tags.json", modified: now),
            .data(try Self.json(links), path: "share-links.json", modified: now),
        ] + written.media
        return Archive(entries: entries)
    }

    /// Writes `entries.json` (a pretty-printed array, oldest first) a page of rows at a time and
    /// lists each entry's media files on the way.
    private func writeEntries(to scratch: URL, reads: MemoryReads) async throws -> (file: ZipEntry, media: [ZipEntry]) {
        let handle = try FileHandle(forWritingTo: scratch)
        defer { try? handle.close() }
        var crc = CRC32()
        var size: UInt64 = 0
        func write(_ bytes: Data) throws {
            try handle.write(contentsOf: bytes)
            bytes.withUnsafeBytes { crc.update($0) }
            size += UInt64(bytes.count)
        }
        var media: [ZipEntry] = []
        let stored = try await store.sizes(owner: userID)  // one listing, not a look-up per file
        var after: EntryRecord?
        var separator = "\n  "
        try write(Data("[".utf8))
        repeat {
            let page = try await reads.exportPage(userID, after, Self.pageSize)
            for record in page {
                let element = try Self.json(entry(record, stored: stored, media: &media))
                // An array element of the pretty-printed document: on its own line, indented.
                let indented = String(decoding: element, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n  ")
                try write(Data((separator + indented).utf8))
                separator = ",\n  "
            }
            after = page.count == Self.pageSize ? page.last : nil
        } while after != nil
        try write(Data((separator == "\n  " ? "]" : "\n]").utf8))
        try handle.synchronize()
        return (.file(scratch, path: "entries.json", modified: now, size: size, crc32: crc.value), media)
    }

    /// An entry as exported, adding its files that are on disk to `media`.
    private func entry(_ record: EntryRecord, stored: [String: Int64], media files: inout [ZipEntry]) -> Entry {
        let media = record.media.enumerated().compactMap { position, media -> Entry.File? in
            let location = EntryMedia.location(media.id, owner: userID)
            guard let size = stored[location.key] else { return nil }   // a file lost: listed nowhere
            let path = "media/\(record.id.uuidString.lowercased())/\(position + 1).\(Self.fileExtension(media.contentType))"
            files.append(store.zipEntry(at: location, path: path, modified: record.createdAt, size: UInt64(size)))
            return .init(id: media.id, file: path, contentType: media.contentType, byteSize: media.byteSize,
                         width: media.width, height: media.height, durationSeconds: media.durationSeconds)
        }
        return Entry(
            id: record.id, kind: record.kind.rawValue, title: record.title, description: record.details, text: record.text,
            tags: record.tags, occurredAt: record.occurredAt, utcOffsetSeconds: record.utcOffsetSeconds,
            location: record.location, song: record.song, isPrivate: record.isPrivate, transcript: record.transcript,
            mood: record.mood?.mood.rawValue, createdAt: record.createdAt, updatedAt: record.updatedAt, media: media)
    }

    static func json(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// The extension of a stored type (the server stores only these; anything else is `.bin`).
    static func fileExtension(_ contentType: String) -> String {
        switch contentType {
        case "image/jpeg": "jpg"
        case "image/png": "png"
        case "image/heic": "heic"
        case "image/webp": "webp"
        case "audio/mp4", "audio/m4a", "audio/x-m4a": "m4a"
        case "audio/aac": "aac"
        case "audio/wav", "audio/x-wav", "audio/wave": "wav"
        default: "bin"
        }
    }
}
