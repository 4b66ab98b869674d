import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `TokenStore` in one JSON file that only its owner may read or write (mode 0600, in a
/// 0700 folder): the secure storage of a machine without a Keychain.
///
/// Writes go to a temporary file created 0600 from the start (never readable by others, not
/// even for an instant) and are renamed over the old file, so a crash leaves either the old
/// pair or the new one, never half of one.
public struct FileTokenStore: TokenStore {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() throws -> SessionTokens? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        // Someone widened the permissions: narrow them again before trusting the file.
        if let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int,
            mode & 0o077 != 0
        {
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        }
        return try JSONDecoder().decode(SessionTokens.self, from: Data(contentsOf: url))
    }

    public func save(_ tokens: SessionTokens) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let data = try JSONEncoder().encode(tokens)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw FileTokenStoreError.cannotWrite(temporary.path, errno) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == data.count, synced == 0 else {
            unlink(temporary.path)
            throw FileTokenStoreError.cannotWrite(temporary.path, errno)
        }
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw FileTokenStoreError.cannotWrite(url.path, errno)
        }
    }

    public func clear() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }
}

public enum FileTokenStoreError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(String, Int32)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let code): "cannot write the session file \(path) (errno \(code))"
        }
    }
}
