import ArgumentParser
import Foundation
import Localization
import MemoryClient
import OpenAPIURLSession

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One command's world: the home folder, the server, and the client core wired over URLSession
/// (the transport an iOS app uses; FoundationNetworking here).
struct CLIContext {
    let home: URL
    let serverURL: URL
    let language: Localization.Language
    let service: MemoryService
    let settings: FileSettingsStore
    private var lockDescriptor: Int32 = -1

    init(_ options: GlobalOptions) throws {
        home = options.homeURL
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let config = CLIConfig.load(home)
        let address = options.server ?? ProcessInfo.processInfo.environment["MEMORY_SERVER"] ?? config.server
            ?? "http://127.0.0.1:8080"
        guard let url = URL(string: address), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw ValidationError("--server must be an http(s) address, not \(address)")
        }
        serverURL = url
        let chosen = options.resolvedLanguage
        language = chosen
        let settingsStore = FileSettingsStore(url: home.appendingPathComponent("settings.json"))
        settings = settingsStore
        service = MemoryService(
            serverURL: url, transport: URLSessionTransport(),
            tokenStore: FileTokenStore(url: home.appendingPathComponent("session.json")),
            database: try ClientDatabase.open(at: home.appendingPathComponent("memory.sqlite")),
            files: try OutboxFiles(directory: home.appendingPathComponent("outbox")),
            uploadPolicy: { UploadPolicy(wifiOnly: settingsStore.load().wifiOnly) }, retry: options.retry,
            language: { chosen })
    }

    /// Remembers the server signed in to, so later commands need no `--server`.
    func rememberServer() {
        try? CLIConfig(server: serverURL.absoluteString).save(home)
    }

    /// Takes the upload lock (one sending process per home folder) without waiting; true when
    /// taken. The kernel releases it when the process ends, however it ends.
    mutating func takeUploadLock() -> Bool {
        let descriptor = open(home.appendingPathComponent("upload.lock").path, O_CREAT | O_RDWR, 0o600)
        guard descriptor >= 0 else { return false }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return false
        }
        lockDescriptor = descriptor
        return true
    }

    /// Starts the client core; the process that holds the upload lock also repairs the outbox.
    mutating func start(sending: Bool) async throws -> Bool {
        let locked = sending && takeUploadLock()
        try await service.start(recover: locked)
        return locked
    }
}

/// What `memory` remembers between runs besides the session: the server last used.
struct CLIConfig: Codable {
    var server: String?

    static func load(_ home: URL) -> CLIConfig {
        (try? Data(contentsOf: home.appendingPathComponent("config.json")))
            .flatMap { try? JSONDecoder().decode(CLIConfig.self, from: $0) } ?? CLIConfig()
    }

    func save(_ home: URL) throws {
        try JSONEncoder().encode(self).write(to: home.appendingPathComponent("config.json"), options: .atomic)
    }
}
