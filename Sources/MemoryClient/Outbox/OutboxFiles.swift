import Foundation

/// The outbox's own folder of media files. A file is copied in before its item is stored, so a
/// photo deleted from the camera roll (or a folder unmounted) after "add" is still sent.
///
/// Copies land under a temporary name and are renamed when complete: a crash never leaves half
/// a file under a name an item could point to. Files no item points to (a crash between the
/// copy and the insert) are swept by `Outbox.recover()`.
public struct OutboxFiles: Sendable {
    public let directory: URL
    private static let partialPrefix = ".partial-"

    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Copies `file` in and returns its attachment.
    func adopt(fileAt file: URL, storedName: String) throws -> OutboxAttachment {
        let partial = directory.appendingPathComponent(Self.partialPrefix + storedName)
        try? FileManager.default.removeItem(at: partial)
        try FileManager.default.copyItem(at: file, to: partial)
        return try seal(partial, storedName: storedName, originalName: file.lastPathComponent)
    }

    /// Stores `data` (a photo from the library, a recording) and returns its attachment.
    func adopt(data: Data, originalName: String, storedName: String) throws -> OutboxAttachment {
        let partial = directory.appendingPathComponent(Self.partialPrefix + storedName)
        try data.write(to: partial)
        return try seal(partial, storedName: storedName, originalName: originalName)
    }

    private func seal(_ partial: URL, storedName: String, originalName: String) throws -> OutboxAttachment {
        let final = url(of: storedName)
        try? FileManager.default.removeItem(at: final)
        try FileManager.default.moveItem(at: partial, to: final)
        let size = (try FileManager.default.attributesOfItem(atPath: final.path)[.size] as? NSNumber)?.int64Value ?? 0
        return OutboxAttachment(storedName: storedName, originalName: originalName, byteSize: size)
    }

    func url(of storedName: String) -> URL { directory.appendingPathComponent(storedName) }

    func read(_ attachment: OutboxAttachment) throws -> Data {
        try Data(contentsOf: url(of: attachment.storedName))
    }

    func remove(_ attachments: [OutboxAttachment]) {
        for attachment in attachments { try? FileManager.default.removeItem(at: url(of: attachment.storedName)) }
    }

    /// Removes every file no item points to that was last written before `cutoff`; returns how many went.
    @discardableResult
    func sweep(keeping referenced: Set<String>, olderThan cutoff: Date) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = 0
        for name in names where !referenced.contains(name) {
            let url = directory.appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
            guard let modified, modified < cutoff else { continue }
            try? FileManager.default.removeItem(at: url)
            removed += 1
        }
        return removed
    }
}
