import DisposableAPI
import Foundation
import ReferenceTools
import ServerTestSupport
import Testing

@Suite("ZIP downloads, GDPR export and deletion, retention: files verified gone, not just rows")
struct ArchiveAndPrivacyTests {
    @Test("download all: a folder per guest, readable names, originals byte for byte; a selection holds only it")
    func archive() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let ali = try await organizer.join(event, as: "Ali")
            let a = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let b = try await ali.uploaded(event.id, try Fixture.data("small.png"))
            let c = try await organizer.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let originals = try await [a, b, c].asyncMap { photo in
                Data(try await organizer.get(photo.files.original, bearer: false).body.readableBytesView)
            }
            // act
            let response = try await organizer.get("/api/disposable/events/\(event.id)/archive")
            let all = try zipContents(response)
            let selection = try zipNames(try await ali.get("/api/disposable/events/\(event.id)/archive?photoId=\(b.id)"))
            // check: the length up front, an archive Info-ZIP accepts
            #expect(response.headers.first(name: .contentLength) == String(response.body.readableBytes))
            #expect(response.headers.contentType?.description.hasPrefix("application/zip") == true)
            #expect(try await ZipReaders.unzipAccepts(Data(response.body.readableBytesView)))
            #expect(Set(all.keys) == ["Ali/\(zipTime(a)).jpg", "Ali/\(zipTime(b)).png", "Sarah/\(zipTime(c)).jpg"])
            #expect(Set(all.values) == Set(originals))
            #expect(selection == ["Ali/\(zipTime(b)).png"])
        }
    }

    @Test("a guest exports their photos and a JSON of what is stored, then deletes it all: files gone, token dead")
    func exportAndDelete() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Zoé")
            let photo = try await guest.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            try await app.jobs.drain(app: app)
            // act
            let exported = try await guest.get("/api/disposable/events/\(event.id)/me/export")
            let export = try zipContents(exported)
            let deleted = try await guest.client.deleteMyData(path: .init(eventId: event.id))
            let after = try await guest.client.getMyParticipation(path: .init(eventId: event.id))
            let stats = try await organizer.client.getEventStats(path: .init(eventId: event.id)).ok.body.json
            // check
            #expect(exported.headers.first(name: .contentLength) == String(exported.body.readableBytes))
            #expect(try await ZipReaders.unzipAccepts(Data(exported.body.readableBytesView)))
            let json = try #require(export["my-data.json"])
            let text = String(decoding: json, as: UTF8.self)
            #expect(text.contains("Zoé") && text.lowercased().contains(photo.id.lowercased()) && text.contains("2026-11-23"))
            #expect(text.contains("\"Zoé/\(zipTime(photo)).jpg\""), "the JSON names the file as the archive does")
            #expect(export.keys.contains("Zoé/\(zipTime(photo)).jpg"))
            _ = try deleted.noContent
            if case .unauthorized = after {} else { Issue.record("token still works: \(after)") }
            #expect(await !mediaFiles(app, event: event.id).contains { $0.hasPrefix(photo.id.lowercased()) })
            #expect(stats.participants.map(\.displayName) == ["Sarah"])
        }
    }

    @Test("after retention every file and row of the event is gone; a younger event stays")
    func retention() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(hours: 1)
            let second = try await organizer.createEvent(hours: 48)
            let guest = try await organizer.join(event, as: "Ali")
            let otherGuest = try await organizer.join(second, as: "Bo")
            try await guest.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            try await otherGuest.uploaded(second.id, try Fixture.data("small.png"))
            try await app.jobs.drain(app: app)
            #expect(await mediaFiles(app, event: event.id).count == 3)
            // act: 1 hour + 8 days later
            clock.advance(by: 3600 + 8 * 86_400 + 1)
            try await DisposableTestHooks.tick(app)
            // (participant tokens: the organizer's 15-minute access token has long expired)
            let gone = try await guest.client.getEvent(path: .init(eventId: event.id))
            let invitation = try await DisposableClient.make(app, token: nil)
                .getInvitation(path: .init(code: String(try #require(event.joinURL).split(separator: "/").last!)))
            let kept = try await otherGuest.client.getEvent(path: .init(eventId: second.id))
            // check
            #expect(await mediaFiles(app, event: event.id).isEmpty)
            if case .unauthorized = gone {} else { Issue.record("the guest's token still works: \(gone)") }
            if case .notFound = invitation {} else { Issue.record("event still there: \(invitation)") }
            _ = try kept.ok
            #expect(await mediaFiles(app, event: second.id).count == 3)
        }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
