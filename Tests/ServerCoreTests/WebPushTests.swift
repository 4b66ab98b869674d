import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

@Suite("Web Push: RFC 8291 encryption, RFC 8292 VAPID, the endpoint rule and the schedule")
struct WebPushTests {
    private static func bytes(_ base64url: String) -> [UInt8] { SecureRandom.base64URLDecoded(base64url)! }

    @Test("Encrypting RFC 8291's Appendix A message with its keys and salt gives its body, byte for byte")
    func rfc8291Example() throws {
        // setup: the appendix's application-server key, user-agent key, auth secret and salt
        let serverKey = try P256.KeyAgreement.PrivateKey(rawRepresentation: Self.bytes("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"))
        let userAgentPublic = Self.bytes("BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4")
        // act
        let body = try WebPushEncryption.encrypt(
            Array("When I grow up, I want to be a watermelon".utf8), userAgentPublicKey: userAgentPublic,
            authSecret: Self.bytes("BTBZMqHH6r4Tts7J_aSIgg"), serverKey: serverKey, salt: Self.bytes("DGv6ra1nlYgDCS1FRnbzlw"))
        // check
        #expect(SecureRandom.base64URLEncoded(body) == """
            DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN
            """)
    }

    @Test("A message too long for one record, or a key that is not P-256, is refused before anything is sent")
    func refusedInput() throws {
        let key = Array(P256.KeyAgreement.PrivateKey().publicKey.x963Representation)
        #expect(throws: WebPushEncryption.Failure.tooLong(bytes: 4000)) {
            _ = try WebPushEncryption.encrypt([UInt8](repeating: 1, count: 4000), userAgentPublicKey: key, authSecret: Array(repeating: 0, count: 16))
        }
        #expect(throws: WebPushEncryption.Failure.invalidUserAgentKey) {
            _ = try WebPushEncryption.encrypt([1], userAgentPublicKey: Array(repeating: 4, count: 65), authSecret: Array(repeating: 0, count: 16))
        }
    }

    @Test("The VAPID header is an ES256 JWT for the push service's origin, valid at most 24 h, signed by the key it names")
    func vapidToken() throws {
        // setup
        let signer = VAPIDSigner(key: P256.Signing.PrivateKey(), contact: "mailto:push@example.com")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        // act
        let header = try signer.authorization(for: URL(string: "https://fcm.googleapis.com:443/fcm/send/abc")!, now: now)
        // check
        let parts = header.split(separator: " ", maxSplits: 1)
        #expect(parts.first == "vapid")
        let fields = Dictionary(uniqueKeysWithValues: parts[1].split(separator: ",").map {
            let pair = $0.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            return (String(pair[0]), String(pair[1]))
        })
        #expect(fields["k"] == signer.publicKey && Self.bytes(signer.publicKey).count == 65)
        let jwt = fields["t"]!.split(separator: ".").map(String.init)
        #expect(jwt.count == 3)
        let head = try JSONSerialization.jsonObject(with: Data(Self.bytes(jwt[0]))) as! [String: String]
        let claims = try JSONSerialization.jsonObject(with: Data(Self.bytes(jwt[1]))) as! [String: Any]
        #expect(head == ["typ": "JWT", "alg": "ES256"])
        #expect(claims["aud"] as? String == "https://fcm.googleapis.com")
        #expect(claims["sub"] as? String == "mailto:push@example.com")
        let exp = try #require(claims["exp"] as? Int)
        #expect(exp > Int(now.timeIntervalSince1970) && exp <= Int(now.timeIntervalSince1970) + 86_400)
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: Self.bytes(jwt[2]))
        #expect(signer.key.publicKey.isValidSignature(signature, for: Data("\(jwt[0]).\(jwt[1])".utf8)))
    }

    @Test("Endpoints: push services over https only, the operator's host:port entries, never a private address")
    func endpointRule() throws {
        // setup
        var policy = PushEndpointPolicy(extraHosts: ["127.0.0.1:23001"])
        policy.resolve = { host in host == "evil.push.apple.com" ? ["10.0.0.7"] : ["17.1.2.3"] }
        // act + check
        #expect(try policy.check("https://web.push.apple.com/QGx").host == "web.push.apple.com")
        #expect(try policy.check("http://127.0.0.1:23001/push/1").port == 23001)
        for (endpoint, reason) in [
            ("http://fcm.googleapis.com/fcm/send/x", "https"),
            ("https://example.com/push", "not a known push service"),
            ("https://evil.push.apple.com/x", "10.0.0.7"),
            ("http://127.0.0.1:8080/push", "https"),
            ("file:///etc/passwd", "http(s) URL"),
        ] {
            let error = try #require(throws: AppError.self) { try policy.check(endpoint) }
            #expect(error.status == .unprocessableEntity && error.code == "endpoint_refused")
            #expect(error.detail.contains(reason), "\(endpoint): \(error.detail)")
        }
        #expect(PushEndpointPolicy.isPrivate("192.168.1.2") && PushEndpointPolicy.isPrivate("fe80::1")
            && PushEndpointPolicy.isPrivate("::ffff:127.0.0.1") && !PushEndpointPolicy.isPrivate("8.8.8.8"))
    }

    @Test("A topic is at most 32 base64url characters and the same for the same occurrence")
    func topic() {
        let topic = PushMessage.topic(for: "sleep.wake.core@2026-11-29")
        #expect(topic.count == 32 && topic.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(topic == PushMessage.topic(for: "sleep.wake.core@2026-11-29"))
        #expect(topic != PushMessage.topic(for: "sleep.wake.core@2026-11-30"))
    }

    @Test("The same occurrence again replaces what is queued; replace() cancels what a new plan dropped")
    func schedule() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withSuiteApp(clock: clock.now) { app in
            // setup: an account with one device that takes PolySleep's notifications
            let user = User(email: "push@example.com", passwordHash: "not used")
            try await user.create(on: app.db)
            let userID = try user.requireID()
            let device = PushSubscriptionRecord()
            device.userID = userID
            device.endpoint = "https://fcm.googleapis.com/fcm/send/one"
            device.p256dh = "k"
            device.auth = "a"
            device.deviceName = "Test"
            device.enabledApps = [.sleep]
            device.createdAt = clock.now()
            try await device.create(on: app.db)
            let now = clock.now()
            let message = PushMessage(title: "Wake up", body: "Core is over", url: "/sleep")
            // act: schedule, move, then a new plan without the first and with a second
            try await PushSchedule.upsert(on: app.db, user: userID, app: .sleep, occurrence: "sleep.wake.a",
                                          at: now.addingTimeInterval(600), message: message, now: now)
            try await PushSchedule.upsert(on: app.db, user: userID, app: .sleep, occurrence: "sleep.wake.a",
                                          at: now.addingTimeInterval(900), message: message, now: now)
            let moved = try await PushScheduledRecord.query(on: app.db).all()
            try await PushSchedule.replace(on: app.db, user: userID, app: .sleep, occurrencePrefix: "sleep.",
                                           with: [("sleep.wake.b", now.addingTimeInterval(1200), message)], now: now)
            let replanned = try await PushScheduledRecord.query(on: app.db).all()
            try await PushSchedule.cancel(on: app.db, user: userID, occurrencePrefix: "sleep.")
            let cancelled = try await PushScheduledRecord.query(on: app.db).count()
            // check
            #expect(moved.map(\.occurrence) == ["sleep.wake.a"] && moved.first?.runAt == now.addingTimeInterval(900))
            #expect(replanned.map(\.occurrence) == ["sleep.wake.b"] && replanned.first?.state == "queued")
            #expect(cancelled == 0)
        }
    }

    @Test("One account's re-plans run one at a time: a plan read before another re-plan committed never overwrites it")
    func replansOneAtATime() async throws {
        try await withSuiteApp { app in
            // setup: a planner that reads the queue, then writes a row named after what it read
            let user = User(email: "replan@example.com", passwordHash: "not used")
            try await user.create(on: app.db)
            let userID = try user.requireID()
            app.push.registerPlanner(.sleep) { user, db, app in
                let seen = try await PushScheduledRecord.query(on: db).filter(\.$userID == user).count()
                _ = try await User.query(on: db).count()  // more work between the read and the write
                try await PushSchedule.upsert(on: db, user: user, app: .sleep, occurrence: "sleep.after.\(seen)",
                                              at: app.clock().addingTimeInterval(600), message: PushMessage(title: "t", body: "b", url: "/sleep"))
            }
            // act: six re-plans at once (the delivery worker, a snooze, a form...)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<6 { group.addTask { await app.push.replan([.sleep], user: userID, on: app) } }
            }
            // check: each saw the one before it
            let names = try await PushScheduledRecord.query(on: app.db).all().map(\.occurrence).sorted()
            #expect(names == (0..<6).map { "sleep.after.\($0)" })
        }
    }

    @Test("A due notification is claimed and finished once; its row ends sent and is never claimed again")
    func claimedOnce() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withSuiteApp(clock: clock.now) { app in
            // setup: one notification due now for an account without devices
            let user = User(email: "claim@example.com", passwordHash: "not used")
            try await user.create(on: app.db)
            try await PushSchedule.upsert(on: app.db, user: try user.requireID(), app: .memory, occurrence: "memory.reminder.1",
                                          at: clock.now(), message: PushMessage(title: "t", body: "b", url: "/memory"), now: clock.now())
            // act: two drains (the app's own worker may take it first: either way it goes once)
            try await PushDelivery.drain(app: app)
            try await PushDelivery.drain(app: app)
            // check
            let row = try #require(try await PushScheduledRecord.query(on: app.db).first())
            #expect(row.state == "sent" && row.attempts == 1 && row.deliveredTo == "")
            #expect(try await PushDelivery.claim(on: app.db, now: clock.now().addingTimeInterval(3600)) == nil)
        }
    }
}
