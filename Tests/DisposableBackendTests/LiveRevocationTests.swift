import DisposableAPI
import Foundation
import OpenAPIRuntime
import ServerCore
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend

/// Issue 38, items 12 and 13: a stream never outlives its caller's right to the event, and a
/// stream resumed past the log's end is told to reload, as `/changes` is.
@Suite("Live: streams end with the caller's access; a resume past the log's end resets")
struct LiveRevocationTests {
    @Test("a guest who deletes their data loses their stream at once; the organizer's goes on")
    func dataDeleted() async throws {
        try await withDisposableApp { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Ali")
            let photo = try await guest.uploaded(event.id, try Fixture.data("small.png"))
            let guestStream = try await StreamProbe.open(server, token: guest.token, event: event.id)
            let organizerStream = try await StreamProbe.open(server, token: organizer.token, event: event.id)
            // act
            _ = try await guest.client.deleteMyData(path: .init(eventId: event.id)).noContent
            // check
            #expect(await guestStream.waitEnded(), "the guest's stream closed")
            #expect(await organizerStream.wait { $0.contains("event: photo.removed") && $0.contains(photo.id) })
            #expect(!(await organizerStream.ended))
            let again = try await server.client(token: guest.token).streamEvent(path: .init(eventId: event.id))
            let refused = if case .unauthorized = again { true } else { false }
            #expect(refused, "no way back in: \(again)")
            await organizerStream.close()
            await server.stop()
        }
    }

    @Test("deleting the event ends every stream of it")
    func eventDeleted() async throws {
        try await withDisposableApp { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Ali")
            let streams = [try await StreamProbe.open(server, token: guest.token, event: event.id),
                           try await StreamProbe.open(server, token: organizer.token, event: event.id)]
            // act
            _ = try await organizer.client.deleteEvent(path: .init(eventId: event.id)).noContent
            // check
            for stream in streams { #expect(await stream.waitEnded()) }
            #expect(app.disposableSettings?.hub.subscriberCount == 0)
            await server.stop()
        }
    }

    @Test("an organizer who signs out everywhere loses their stream; the guest's goes on")
    func signedOutEverywhere() async throws {
        try await withDisposableApp { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Ali")
            let organizerStream = try await StreamProbe.open(server, token: organizer.token, event: event.id)
            let guestStream = try await StreamProbe.open(server, token: guest.token, event: event.id)
            // act: logout without a refresh token ends every device's
            let logout = try await APIClient(app).send(.POST, "/api/auth/logout", bearer: organizer.token)
            // check
            #expect(logout.status == .noContent)
            #expect(await organizerStream.waitEnded(), "the organizer's stream closed")
            let photo = try await guest.uploaded(event.id, try Fixture.data("small.png"))
            #expect(await guestStream.wait { $0.contains(photo.id) }, "the guest's stream goes on")
            await guestStream.close()
            await server.stop()
        }
    }

    @Test("a guest who joined with their account loses that stream when the account is deleted")
    func guestAccountDeleted() async throws {
        try await withDisposableApp { app in
            // setup
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let organizerStream = try await StreamProbe.open(server, token: organizer.token, event: event.id)
            var accountStream: StreamProbe?
            // act: join and stream as the account, then the account is deleted on the web
            _ = try await DeletedAccount.token(app, email: "guest-\(UUID().uuidString.prefix(6))@example.com") { token in
                let joinToken = String(try #require(event.joinURL).split(separator: "/").last!)
                _ = try await DisposableClient.make(app, token: token).joinEvent(
                    path: .init(code: joinToken),
                    body: .json(.init(displayName: "Ali", consent: .init(termsVersion: Terms.version, accepted: true))))
                    .created
                accountStream = try await StreamProbe.open(server, token: token, event: event.id)
            }
            // check
            #expect(await accountStream?.waitEnded() == true, "the account's stream closed")
            #expect(!(await organizerStream.ended))
            await organizerStream.close()
            await server.stop()
        }
    }

    @Test("resuming past the newest id: stream.reset with the newest id first, then live events after it")
    func resetOnStream() async throws {
        try await withDisposableApp { app in
            // setup: a log with an entry, and a client that remembers a far later one
            let server = try await RunningServer.start(app)
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            _ = try await organizer.join(event, as: "Ali")
            let changes = try await organizer.client.listEventChanges(
                path: .init(eventId: event.id), query: .init(since: 1_000_000)).ok.body.json
            // act
            let stream = try await StreamProbe.open(server, token: organizer.token, event: event.id, lastEventID: "1000000")
            _ = try await organizer.join(event, as: "Zoé")
            // check
            #expect(changes.reset == true && changes.lastEventId > 0 && changes.lastEventId < 1_000_000)
            #expect(await stream.wait { $0.contains("Zoé") })
            let text = await stream.text
            let reset = try #require(text.range(of: "id: \(changes.lastEventId)\nevent: stream.reset\n"), "\(text)")
            let joined = try #require(text.range(of: "event: participant.joined"))
            #expect(reset.upperBound < joined.lowerBound, "the reset comes first")
            #expect(text.components(separatedBy: "event: participant.joined").count == 2, "Ali is not replayed: \(text)")
            await stream.close()
            await server.stop()
        }
    }

    @Test("the relay's text carries each signal and reads back the same", arguments: [
        LiveSignal.appended(UUID()), .ended(.event(UUID())), .ended(.account(UUID())),
        .ended(.participant(eventID: UUID(), participantID: UUID())),
    ])
    func relayPayload(_ signal: LiveSignal) {
        #expect(LiveSignal(payload: signal.payload) == signal)
        #expect(signal.payload.utf8.count < 8000, "within NOTIFY's payload limit")
    }
}

/// One raw stream over the socket: its text as it arrives, and whether the server ended it.
actor StreamProbe {
    private(set) var text = ""
    private(set) var ended = false
    private var task: Task<Void, Never>?

    /// Opens the stream; the server has subscribed it before it answers.
    static func open(_ server: RunningServer, token: String, event: String, lastEventID: String? = nil) async throws
        -> StreamProbe
    {
        let output = try await server.client(token: token).streamEvent(
            path: .init(eventId: event), headers: .init(lastEventID: lastEventID))
        let probe = StreamProbe()
        await probe.read(try output.ok.body.textEventStream)
        return probe
    }

    private func read(_ body: HTTPBody) {
        task = Task {
            do {
                for try await chunk in body { self.append(chunk) }
            } catch {}
            self.finish()
        }
    }

    private func append(_ chunk: HTTPBody.ByteChunk) { text += String(decoding: chunk, as: UTF8.self) }
    private func finish() { ended = true }

    func close() {
        task?.cancel()
        task = nil
    }

    /// Waits (every 20 ms, at most `seconds`) until the server ends the stream.
    func waitEnded(seconds: Double = 30) async -> Bool { await poll(seconds: seconds) { $0.ended } }

    /// Waits until the text received so far satisfies `condition`.
    func wait(seconds: Double = 30, until condition: @Sendable (String) -> Bool) async -> Bool {
        await poll(seconds: seconds) { condition($0.text) }
    }

    private func poll(seconds: Double, until condition: (isolated StreamProbe) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition(self)
    }
}
