import DisposableAPI
import DisposableKit
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend

/// With PostgreSQL, several server instances share the database; a change on one must reach
/// the live streams held by another (LISTEN/NOTIFY). Runs in `make test-postgres`.
@Suite("Live relay across server instances (PostgreSQL)", .enabled(if: TestDatabase.isPostgres))
struct LiveRelayTests {
    @Test("a photo uploaded through one instance reaches a viewer connected to another")
    func crossInstance() async throws {
        try await withTwoSuiteApps([DisposableBackend()]) { uploads, viewers in
            // setup: the organizer's stream on the second instance, known to be open once the
            // join made on the first has reached it (by replay or relay, whichever came first)
            let server = try await RunningServer.start(viewers)
            try await viewers.asyncBoot()  // lifecycle handlers: the relay's LISTEN loop starts here, as at `serve`
            let deadline = Date().addingTimeInterval(10)
            while !PostgresLiveRelay.isListening(viewers), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            let organizer = try await Actor.organizer(uploads)
            let event = try await organizer.createEvent()
            let stream = LiveEventStream(
                client: server.client(token: organizer.token), eventId: try #require(UUID(uuidString: event.id)))
            let recorder = LiveRecorder()
            await recorder.start(stream.updates(after: 0))
            let guest = try await organizer.join(event, as: "Ali")
            let open = await recorder.wait { $0.contains { $0._type == .participant_joined } }
            // act: a photo through the first instance, after the stream caught up
            let photo = try await guest.uploaded(event.id, try Fixture.data("small.png"))
            let relayed = await recorder.wait { $0.contains { $0._type == .photo_added && $0.photo?.id == photo.id } }
            await recorder.stop()
            await server.stop()
            // check
            #expect(PostgresLiveRelay.isListening(viewers))
            #expect(open)
            #expect(relayed, "the second instance heard the first one's photo")
        }
    }
}

extension LiveRelayTests {
    @Test("a guest who deletes their data through one instance loses the stream another instance holds")
    func revocationCrossInstance() async throws {
        try await withTwoSuiteApps([DisposableBackend()]) { deletes, holds in
            // setup: the guest's stream on the second instance, once its LISTEN is open
            let server = try await RunningServer.start(holds)
            try await holds.asyncBoot()
            let deadline = Date().addingTimeInterval(10)
            while !PostgresLiveRelay.isListening(holds), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            let organizer = try await Actor.organizer(deletes)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Ali")
            let stream = try await StreamProbe.open(server, token: guest.token, event: event.id)
            // act: the deletion through the first instance
            _ = try await guest.client.deleteMyData(path: .init(eventId: event.id)).noContent
            // check
            #expect(await stream.waitEnded(), "the second instance heard the revocation and closed the stream")
            await server.stop()
        }
    }
}

enum TestDatabase {
    /// `make test-postgres` (scripts/with-postgres) sets it; plain `swift test` runs on SQLite.
    static let isPostgres = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"] != nil
}
