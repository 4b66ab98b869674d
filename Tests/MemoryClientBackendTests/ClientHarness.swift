import Foundation
import HTTPTypes
import MemoryBackend
import MemoryClient
import OpenAPIRuntime
import ServerTestSupport
import Vapor

/// The client core talking to the in-process server: every request through the whole
/// middleware stack, counted by operation, and cut off on demand (offline, lost answers).
final class ClientHarness: @unchecked Sendable {
    let service: MemoryService
    let transport: ObservedTransport
    let store: InMemoryTokenStore
    let folder: URL

    init(app: Application, clock: @escaping @Sendable () -> Date = { Date() }) throws {
        transport = ObservedTransport(InProcessTransport(app: app))
        store = InMemoryTokenStore()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-client-\(UUID().uuidString)")
        var environment = ClientEnvironment.live
        environment.now = clock
        environment.sleep = { _ in }
        service = MemoryService(
            serverURL: URL(string: "http://localhost")!, transport: transport, tokenStore: store,
            database: try ClientDatabase.inMemory(), files: try OutboxFiles(directory: folder), environment: environment,
            retry: RetryPolicy(base: 0.01, cap: 0.05))
    }

    /// Registers `email` through the session (the accounts contract) and starts the core.
    func signUp(_ email: String) async throws {
        _ = try await service.session.register(email: email, password: TestAccount.password)
        try await service.start()
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}

/// Counts requests by operation and can fail them: before they reach the server (offline), or
/// after (the server did the work, the answer is lost on the way back).
final class ObservedTransport: ClientTransport, @unchecked Sendable {
    private let inner: any ClientTransport
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var statuses: [String: [Int]] = [:]
    private var offline = false
    private var loseAnswers: [String: Int] = [:]

    init(_ inner: any ClientTransport) { self.inner = inner }

    func count(_ operationID: String) -> Int { lock.withLock { counts[operationID] ?? 0 } }
    func statuses(_ operationID: String) -> [Int] { lock.withLock { statuses[operationID] ?? [] } }
    func setOffline(_ value: Bool) { lock.withLock { offline = value } }
    /// The next `times` answers to `operationID` never arrive (the server did process them).
    func loseAnswers(to operationID: String, times: Int) { lock.withLock { loseAnswers[operationID] = times } }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        let down = lock.withLock { () -> Bool in
            counts[operationID, default: 0] += 1
            return offline
        }
        if down { throw URLError(.notConnectedToInternet) }
        let (response, answer) = try await inner.send(request, body: body, baseURL: baseURL, operationID: operationID)
        let lost = lock.withLock { () -> Bool in
            statuses[operationID, default: []].append(response.status.code)
            guard let left = loseAnswers[operationID], left > 0 else { return false }
            loseAnswers[operationID] = left - 1
            return true
        }
        if lost { throw URLError(.networkConnectionLost) }
        return (response, answer)
    }
}

/// Photos with EXIF (real cameras'), and one cut short: the first third of a 160 KB JPEG keeps
/// its whole header (a JPEG by its bytes) but not its pixels, so the server answers 422
/// `media_corrupt`. (Canon_40D is too small to cut: a third of it loses the header, a 415.)
enum Photos {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("MemoryBackendTests/Fixtures")
    static let canon = fixtures.appendingPathComponent("Canon_40D.jpg")

    static func truncated(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("cut.jpg")
        let photo = try Data(contentsOf: fixtures.appendingPathComponent("DSCN0010.jpg"))
        try Data(photo.prefix(photo.count / 3)).write(to: url)
        return url
    }
}
