import DisposableAPI
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend

@Suite("Reveal later and isolation: no read path shows a hidden photo or another event's data")
struct RevealAndIsolationTests {
    @Test("before the reveal a guest sees only their own photos on every read path; after it, everyone's")
    func revealLater() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(hours: 4, reveal: .later)
            let ali = try await organizer.join(event, as: "Ali")
            let zoe = try await organizer.join(event, as: "Zoé")
            let alisPhoto = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let zoesPhoto = try await zoe.uploaded(event.id, try Fixture.data("small.png"))
            try await app.jobs.drain(app: app)
            // act: Zoé, sealed
            let gallery = try await zoe.client.listPhotos(path: .init(eventId: event.id)).ok.body.json
            let single = try await zoe.client.getPhoto(path: .init(eventId: event.id, photoId: alisPhoto.id))
            let organizersView = try await organizer.client.getPhoto(path: .init(eventId: event.id, photoId: alisPhoto.id)).ok.body.json
            let forged = try await zoe.get(try guestFileURL(app, photoId: alisPhoto.id, variant: .thumbnail), bearer: false)
            let archive = try await zoe.get("/api/disposable/events/\(event.id)/archive")
            let changes = try await zoe.client.listEventChanges(path: .init(eventId: event.id), query: .init(since: 0)).ok.body.json
            let stats = try await zoe.client.getEventStats(path: .init(eventId: event.id))
            // check
            #expect(gallery.sealed && gallery.items.map(\.id) == [zoesPhoto.id])
            #expect(gallery.revealAt == event.endsAt, "reveal defaults to the end")
            #expect(throws: (any Error).self) { _ = try single.ok }
            #expect(organizersView.files.thumbnail != nil, "the organizer moderates everything")
            #expect(forged.status == .notFound, "a guest URL for a sealed photo does not work")
            #expect(try zipNames(archive) == ["Zoé/\(zipTime(zoesPhoto)).png"])
            #expect(!changes.events.contains { $0.photo?.id == alisPhoto.id || $0.photoId == alisPhoto.id })
            #expect(!changes.events.contains { $0._type == .participant_joined })
            #expect(throws: (any Error).self) { _ = try stats.ok }

            // act: after the reveal
            clock.advance(by: 4 * 3600 + 1)
            try await DisposableTestHooks.tick(app)
            let revealed = try await zoe.client.listPhotos(path: .init(eventId: event.id)).ok.body.json
            let afterChanges = try await zoe.client.listEventChanges(path: .init(eventId: event.id), query: .init(since: 0)).ok.body.json
            let open = try await zoe.get(try guestFileURL(app, photoId: alisPhoto.id, variant: .thumbnail), bearer: false)
            // check
            #expect(!revealed.sealed && Set(revealed.items.map(\.id)) == [alisPhoto.id, zoesPhoto.id])
            #expect(afterChanges.events.contains { $0._type == .event_revealed })
            #expect(afterChanges.events.contains { $0.photo?.id == alisPhoto.id })
            #expect(open.status == .ok)
        }
    }

    @Test("a hidden photo disappears for guests at once, even behind URLs already handed out")
    func hiding() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let ali = try await organizer.join(event, as: "Ali")
            let zoe = try await organizer.join(event, as: "Zoé")
            let photo = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let seen = try await zoe.client.getPhoto(path: .init(eventId: event.id, photoId: photo.id)).ok.body.json
            // act
            _ = try await organizer.client.hidePhoto(
                path: .init(eventId: event.id, photoId: photo.id), body: .json(.init(hidden: true))).ok.body.json
            let url = try await zoe.get(seen.files.original, bearer: false)
            let list = try await zoe.client.listPhotos(path: .init(eventId: event.id)).ok.body.json
            let own = try await ali.client.getPhoto(path: .init(eventId: event.id, photoId: photo.id)).ok.body.json
            // check
            #expect(url.status == .notFound)
            #expect(list.items.isEmpty)
            #expect(own.hidden, "the uploader still sees it, marked hidden")
        }
    }

    @Test("a guest of event A reaches nothing of event B; a guest cannot delete another guest's photo")
    func isolation() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let a = try await organizer.createEvent(name: "A")
            let b = try await organizer.createEvent(name: "B")
            let guestA = try await organizer.join(a, as: "Ana")
            let guestB = try await organizer.join(b, as: "Bo")
            let otherB = try await organizer.join(b, as: "Cem")
            let photoB = try await guestB.uploaded(b.id, try Fixture.data("landscape_6.jpg"))
            // act
            let event = try await guestA.client.getEvent(path: .init(eventId: b.id))
            let list = try await guestA.client.listPhotos(path: .init(eventId: b.id))
            let photo = try await guestA.client.getPhoto(path: .init(eventId: a.id, photoId: photoB.id))
            let delete = try await guestA.client.deletePhoto(path: .init(eventId: b.id, photoId: photoB.id))
            let archive = try await guestA.get("/api/disposable/events/\(b.id)/archive")
            let upload = try await guestA.upload(b.id, try Fixture.data("landscape_6.jpg"))
            let notMine = try await otherB.client.deletePhoto(path: .init(eventId: b.id, photoId: photoB.id))
            let stillThere = try await guestB.client.getPhoto(path: .init(eventId: b.id, photoId: photoB.id))
            // check
            #expect(throws: (any Error).self) { _ = try event.ok }
            if case .notFound = event {} else { Issue.record("getEvent: \(event)") }
            if case .notFound = list {} else { Issue.record("listPhotos: \(list)") }
            if case .notFound = photo {} else { Issue.record("getPhoto across events: \(photo)") }
            if case .notFound = delete {} else { Issue.record("deletePhoto: \(delete)") }
            #expect(archive.status == .notFound)
            if case .notFound = upload {} else { Issue.record("upload: \(upload)") }
            #expect(try notMine.forbidden.body.applicationProblemJson.code == "not_your_photo")
            _ = try stillThere.ok
        }
    }
}

/// A guest-audience URL minted with the server's own signer, as a leak would give one.
func guestFileURL(_ app: Application, photoId: String, variant: DisposableTestHooks.Variant) throws -> String {
    try DisposableTestHooks.fileURL(app, photoId: photoId, variant: variant, audience: .guests)
}
