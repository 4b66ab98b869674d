import Fluent
import Foundation
import ServerCore
import Vapor

/// `bench-seed push --email E --count N`: queues N pushes due in an hour for the account E (whose device
/// the benchmark registered through the API), then times the crypto floor every push pays: one
/// P-256 key pair and ECDH with the device's key plus one AES-128-GCM seal of a message of the same
/// size (`--p256dh` is that device's key). Prints `{"queued": N, "floorMicroseconds": µs}`.
struct PushBenchCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "email") var email: String?
        @Option(name: "count") var count: Int?
        @Option(name: "p256dh") var p256dh: String?
        init() {}
    }

    var help: String { "Benchmark only: queues scheduled pushes and times their crypto floor." }

    /// The size of the benchmark's message once encoded (a PolySleep alarm is about this).
    static let message = PushMessage(
        title: "Core is over", body: "Time to get up: your core sleep ended at 06:30.", url: "/sleep", tag: "sleep.wake.core",
        actions: [.init(action: "awake", title: "I'm awake", post: "/sleep/push/x/y/awake?expires=1&signature=abcdefabcdef"),
                  .init(action: "snooze", title: "Snooze (5 min)", post: "/sleep/push/x/y/snooze?expires=1&signature=abcdefabcdef")],
        requireInteraction: true, urgency: .high)

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        guard let email = signature.email, let count = signature.count, let keyText = signature.p256dh,
            let key = SecureRandom.base64URLDecoded(keyText)
        else { throw ConfigError.invalid(key: "push", reason: "needs --email, --count and --p256dh") }
        guard let user = try await User.query(on: app.db).filter(\.$email == email).first() else {
            throw ConfigError.invalid(key: "email", reason: "names no account")
        }
        let userID = try user.requireID()
        // Due in an hour: this process never sends them; the server the benchmark starts next,
        // its clock an hour ahead (SUITE_CLOCK_FILE), finds all of them due at once.
        let now = Date()
        let due = now.addingTimeInterval(3600)
        try await app.db.transaction { db in
            for index in 0..<count {
                try await PushSchedule.upsert(on: db, user: userID, app: .launches, occurrence: "bench.\(index)", at: due,
                                              message: Self.message, now: now)
            }
        }
        // The floor: what encrypting one push cannot avoid, on a payload of the benchmark's size.
        let plaintext = [UInt8](repeating: 0x61, count: try JSONEncoder().encode(Self.message).count + 24)
        let userAgent = try P256.KeyAgreement.PublicKey(x963Representation: key)
        let contentKey = SymmetricKey(size: .bits128)
        let runs = 2000
        let started = ContinuousClock.now
        for _ in 0..<runs {
            let ephemeral = P256.KeyAgreement.PrivateKey()
            _ = try ephemeral.sharedSecretFromKeyAgreement(with: userAgent)
            _ = try AES.GCM.seal(plaintext, using: contentKey)
        }
        let elapsed = ContinuousClock.now - started
        let micro = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
        let report = ["queued": Double(count), "floorMicroseconds": micro / Double(runs)]
        context.console.print(String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self))
    }
}
