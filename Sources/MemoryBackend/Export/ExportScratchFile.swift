import Foundation
import ServerCore

/// The private temporary file behind an export's `entries.json`, removed when the last
/// reference to it goes: after the download ends, fails or is cancelled, when the response is
/// dropped unread (a HEAD request, a client gone before the body started) and when preparing
/// the export fails. The archive entry that reads it holds it (`ZipEntry.owner`).
///
/// A process that dies mid-download leaves its file behind; `sweep` removes those at startup.
final class ExportScratchFile: Sendable {
    static let prefix = "memory-export-"
    let url: URL

    init(in directory: URL = FileManager.default.temporaryDirectory) throws {
        url = directory.appendingPathComponent("\(Self.prefix)\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw AppError(.internalServerError, code: "internal_error", detail: "The export could not be prepared.")
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Removes scratch files last modified more than `age` ago (no download lasts that long);
    /// younger ones may belong to another server process downloading right now.
    static func sweep(in directory: URL = FileManager.default.temporaryDirectory, olderThan age: TimeInterval = 3600,
                      now: Date = Date()) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".json") {
            let file = directory.appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
            if let modified, now.timeIntervalSince(modified) > age { try? FileManager.default.removeItem(at: file) }
        }
    }
}
