import DisposableAPI
import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend
@testable import ServerCore

/// A guest without an account hears "the photos are revealed" (`subscribeMyDevice`): the
/// participant is the push recipient, its devices and queue go with the guest's data.
/// Delivery itself is Tests/Push's.
@Suite("Guest push: a guest's device subscribes with the guest's token and hears of the reveal")
struct GuestPushTests {
    static let start = Date.testStart
    static let revealAt = start.addingTimeInterval(2 * 86_400)

    /// A browser's subscription to the loopback address the test allows (nothing is sent).
    static func subscription(_ name: String = UUID().uuidString) -> Components.Schemas.GuestPushSubscription {
        let key = Array(P256.KeyAgreement.PrivateKey().publicKey.x963Representation)
        return .init(endpoint: "http://127.0.0.1:9/push/\(name)",
                     keys: .init(p256dh: SecureRandom.base64URLEncoded(key), auth: SecureRandom.base64URLEncoded(Array(repeating: 7, count: 16))))
    }

    /// An app whose clock is `start` and whose endpoint rule allows the loopback push address.
    static func withApp(_ clock: TestClock = TestClock(start), _ body: (Application) async throws -> Void) async throws {
        try await withDisposableApp(clock: clock.now) { app in
            app.push.policy = PushEndpointPolicy(extraHosts: ["127.0.0.1:9"])
            try await body(app)
        }
    }

    /// An event revealed in two days, and a guest of it (with their participant id).
    static func guest(_ organizer: Actor, event name: String = "Garden party") async throws
        -> (event: Components.Schemas.Event, guest: Actor, id: UUID)
    {
        let event = try await organizer.createEvent(name: name, hours: 24, reveal: .later, revealAt: revealAt)
        let guest = try await organizer.join(event, as: "Ali")
        let me = try await guest.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
        return (event, guest, try #require(UUID(uuidString: me.participantId)))
    }

    static func rows(guest: UUID, on db: any Database) async throws -> (devices: Int, queued: [PushScheduledRecord]) {
        (try await PushSubscriptionRecord.query(on: db).filter(\.$guestID == guest).count(),
         try await PushScheduledRecord.query(on: db).filter(\.$guestID == guest).all())
    }

    @Test("a subscribed guest gets exactly the reveal, at the reveal time, on the gallery, in the event's language")
    func planned() async throws {
        try await Self.withApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let (event, guest, guestID) = try await Self.guest(organizer)
            // act: subscribe, then the same browser again (a page load re-sends it)
            let body = Self.subscription("ali")
            let answer = try await guest.client.subscribeMyDevice(path: .init(eventId: event.id), body: .json(body)).ok.body.json
            _ = try await guest.client.subscribeMyDevice(path: .init(eventId: event.id), body: .json(body)).ok
            let (devices, queued) = try await Self.rows(guest: guestID, on: app.db)
            // check
            #expect(answer.notifiesAt == Self.revealAt)
            #expect(devices == 1)
            #expect(queued.map(\.occurrence) == ["disposable.revealed.\(event.id)"])
            #expect(queued.first?.runAt == Self.revealAt && queued.first?.userID == nil)
            let message = try JSONDecoder().decode(PushMessage.self, from: Data(try #require(queued.first).message.utf8))
            let joinToken = try #require(event.joinURL?.split(separator: "/").last)
            #expect(message.url == "/e/\(joinToken)/gallery")
            #expect(message.title == "The photos of Garden party are here", "\(message.title)")
            // Stopping removes the device and its plan.
            _ = try await guest.client.unsubscribeMyDevice(path: .init(eventId: event.id), query: .init(endpoint: body.endpoint)).noContent
            let after = try await Self.rows(guest: guestID, on: app.db)
            #expect(after.devices == 0 && after.queued.isEmpty)
        }
    }

    @Test("the guest's data export lists the device that hears of the reveal, never its endpoint or keys")
    func exported() async throws {
        try await Self.withApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let (event, guest, _) = try await Self.guest(organizer)
            let before = try zipContents(try await guest.get("/api/disposable/events/\(event.id)/me/export"))
            let body = Self.subscription("export")
            _ = try await guest.client.subscribeMyDevice(path: .init(eventId: event.id), body: .json(body)).ok
            // act
            let after = try zipContents(try await guest.get("/api/disposable/events/\(event.id)/me/export"))
            // check
            struct Export: Decodable {
                struct Device: Decodable { var deviceName: String; var pushService: String; var addedAt: String }
                var notificationDevices: [Device]
            }
            let none = try JSONDecoder().decode(Export.self, from: try #require(before["my-data.json"]))
            let one = try JSONDecoder().decode(Export.self, from: try #require(after["my-data.json"]))
            #expect(none.notificationDevices.isEmpty)
            #expect(one.notificationDevices.map(\.pushService) == ["127.0.0.1"])
            #expect(one.notificationDevices.first?.addedAt.hasPrefix("2026-06-14") == true, "\(one.notificationDevices)")
            let text = String(decoding: try #require(after["my-data.json"]), as: UTF8.self)
            #expect(!text.contains(body.endpoint) && !text.contains(body.keys.p256dh) && !text.contains(body.keys.auth))
        }
    }

    @Test("another event's token, a dead token and a private endpoint are refused, and nothing is stored")
    func refused() async throws {
        try await Self.withApp { app in
            // setup: two events; a guest who then deletes their data
            let organizer = try await Actor.organizer(app)
            let (event, guest, guestID) = try await Self.guest(organizer)
            let (other, _, _) = try await Self.guest(organizer, event: "Other party")
            let (gone, leaver, _) = try await Self.guest(organizer, event: "Left party")
            _ = try await leaver.client.deleteMyData(path: .init(eventId: gone.id)).noContent
            var private_ = Self.subscription()
            private_.endpoint = "http://10.0.0.7/push"
            // act
            let otherEvent = try await guest.client.subscribeMyDevice(path: .init(eventId: other.id), body: .json(Self.subscription()))
            let dead = try await leaver.client.subscribeMyDevice(path: .init(eventId: gone.id), body: .json(Self.subscription()))
            let inside = try await guest.client.subscribeMyDevice(path: .init(eventId: event.id), body: .json(private_))
            // check
            if case .notFound = otherEvent {} else { Issue.record("another event's token: \(otherEvent)") }
            if case .unauthorized = dead {} else { Issue.record("a dead token: \(dead)") }
            guard case .unprocessableContent(let problem) = inside else { Issue.record("a private endpoint: \(inside)"); return }
            let detail = try problem.body.applicationProblemJson
            #expect(detail.code == "endpoint_refused" && detail.detail?.contains("https") == true, "\(detail)")
            #expect(try await PushSubscriptionRecord.query(on: app.db).count() == 0)
            #expect(try await Self.rows(guest: guestID, on: app.db).queued.isEmpty)
        }
    }

    @Test("a guest's devices and queue go when they delete their data, the event is deleted, retention purges it, or the organizer's account goes")
    func forgotten() async throws {
        let clock = TestClock(Self.start)
        try await Self.withApp(clock) { app in
            // setup: four events with a subscribed guest each; the last one's organizer leaves the suite
            let organizer = try await Actor.organizer(app)
            var guests: [(event: Components.Schemas.Event, guest: Actor, id: UUID)] = []
            for name in ["Leaves", "Deleted", "Expires"] {
                let entry = try await Self.guest(organizer, event: name)
                _ = try await entry.guest.client.subscribeMyDevice(path: .init(eventId: entry.event.id), body: .json(Self.subscription())).ok
                guests.append(entry)
            }
            var leavingOrganizersGuest: UUID?
            _ = try await DeletedAccount.token(app, email: "leaving@example.com") { token in
                let entry = try await Self.guest(Actor(app: app, token: token), event: "Organizer leaves")
                _ = try await entry.guest.client.subscribeMyDevice(path: .init(eventId: entry.event.id), body: .json(Self.subscription())).ok
                leavingOrganizersGuest = entry.id
                #expect(try await Self.rows(guest: entry.id, on: app.db).devices == 1)
            }
            let subscribed = try await guests.asyncMap { try await Self.rows(guest: $0.id, on: app.db) }
            // act
            _ = try await guests[0].guest.client.deleteMyData(path: .init(eventId: guests[0].event.id)).noContent
            _ = try await organizer.client.deleteEvent(path: .init(eventId: guests[1].event.id)).noContent
            let settings = try #require(app.disposableSettings)
            try await EventDeletion.purgeExpired(app: app, settings: settings, now: Self.start.addingTimeInterval(400 * 86_400))
            // check
            #expect(subscribed.allSatisfy { $0.devices == 1 && $0.queued.count == 1 }, "\(subscribed.map(\.devices))")
            for id in guests.map(\.id) + [try #require(leavingOrganizersGuest)] {
                let left = try await Self.rows(guest: id, on: app.db)
                #expect(left.devices == 0 && left.queued.isEmpty)
            }
        }
    }
}
