import Foundation

/// A staging directory on this instance's disk: where uploads are written and sealed before
/// they are placed, for both stores. Only this process writes here.
struct LocalStaging: Sendable {
    let directory: URL
    /// Starts every name made here (the instance's identity on a shared store).
    var namePrefix = ""

    func begin() throws -> StagingWriter {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try StagingWriter(directory: directory, name: namePrefix + UUID().uuidString.lowercased())
    }

    /// Whether `name` was made by this staging (by its prefix: the file may be placed already).
    func isOwn(_ name: String) -> Bool {
        !namePrefix.isEmpty && name.hasPrefix(namePrefix)
    }

    func url(_ name: String) -> URL {
        directory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
    }

    func discard(_ name: String) {
        try? FileManager.default.removeItem(at: url(name))
    }

    func files() throws -> [StagingFileInfo] {
        try LocalFiles.list(in: directory).map { StagingFileInfo(name: $0.name, modified: $0.modified) }
    }
}

enum LocalFiles {
    /// Regular files (or folders) directly in `directory`, with their modification times.
    static func list(in directory: URL, directories: Bool = false) throws -> [(name: String, modified: Date)] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        let keys: [URLResourceKey] = [.isDirectoryKey, .contentModificationDateKey]
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)
            .compactMap { url in
                let values = try url.resourceValues(forKeys: Set(keys))
                guard (values.isDirectory ?? false) == directories else { return nil }
                return (url.lastPathComponent, values.contentModificationDate ?? .distantPast)
            }
    }
}
