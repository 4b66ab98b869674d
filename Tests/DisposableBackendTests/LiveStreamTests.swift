import DisposableAPI
import DisposableKit
import Foundation
import ServerTestSupport
import Testing

@Suite("Live: SSE with ids from the durable log, resume misses nothing, guests hear only what they may see")
struct LiveStreamTests {
    @Test("the organizer hears joins and uploads; a reconnect with Last-Event-ID gets what happened meanwhile")
    func resume() async throws {
        try await withDisposableApp { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let eventID = try #require(UUID(uuidString: event.id))
            let stream = LiveEventStream(client: server.client(token: organizer.token), eventId: eventID)
            let first = LiveRecorder()
            await first.start(stream.updates())
            try #require(await first.waitUntilConnected(), "the live stream opened")
            // act: live
            let guest = try await organizer.join(event, as: "Ali")
            let photo = try await guest.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let heardLive = await first.wait { events in
                events.contains { $0._type == .participant_joined && $0.participant?.displayName == "Ali" }
                    && events.contains { $0._type == .photo_added && $0.photo?.id == photo.id }
            }
            await first.stop()
            let lastSeen = try #require(await first.events.last?.id)
            // act: two photos while away, then resume
            let missed = [try await guest.uploaded(event.id, try Fixture.data("small.png")),
                          try await guest.uploaded(event.id, try Fixture.data("landscape_6.jpg"))]
            let second = LiveRecorder()
            await second.start(stream.updates(after: lastSeen))
            let resumed = await second.wait { events in
                Set(events.filter { $0._type == .photo_added }.compactMap(\.photo?.id)) == Set(missed.map(\.id))
            }
            let ids = await second.events.map(\.id)
            await second.stop()
            await server.stop()
            // check
            #expect(heardLive)
            #expect(resumed)
            #expect(ids == ids.sorted() && ids.allSatisfy { $0 > lastSeen }, "in log order, nothing twice")
        }
    }

    @Test("before a later reveal a guest's stream carries their own photos only, and no joins")
    func guestStreamSealed() async throws {
        try await withDisposableApp { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(reveal: .later)
            let ali = try await organizer.join(event, as: "Ali")
            let zoe = try await organizer.join(event, as: "Zoé")
            let recorder = LiveRecorder()
            let stream = LiveEventStream(client: server.client(token: zoe.token), eventId: try #require(UUID(uuidString: event.id)))
            await recorder.start(stream.updates(after: 0))
            // act
            let alis = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let zoes = try await zoe.uploaded(event.id, try Fixture.data("small.png"))
            let heardOwn = await recorder.wait { $0.contains { $0.photo?.id == zoes.id } }
            try await Task.sleep(for: .milliseconds(300))
            let events = await recorder.events
            await recorder.stop()
            await server.stop()
            // check
            #expect(heardOwn)
            #expect(!events.contains { $0.photo?.id == alis.id || $0.photoId == alis.id })
            #expect(!events.contains { $0._type == .participant_joined })
        }
    }
}
