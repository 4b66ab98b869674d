import DisposableAPI
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend

/// Deleting is a hard delete of every stored copy, announced live, and gives no shot back.
@Suite("Removal: a guest deletes their own photo, the organizer any photo; every copy goes")
struct RemovalTests {
    @Test("a guest deletes their own photo: original, display copy and thumbnail gone, the shot stays spent")
    func ownPhoto() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(shots: 3)
            let ali = try await organizer.join(event, as: "Ali")
            let kept = try await ali.uploaded(event.id, try Fixture.data("small.png"))
            let doomed = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            try await app.jobs.drain(app: app)
            let filesBefore = await mediaFiles(app, event: event.id)
            // act
            let deleted = try await ali.client.deletePhoto(path: .init(eventId: event.id, photoId: doomed.id))
            let again = try await ali.client.deletePhoto(path: .init(eventId: event.id, photoId: doomed.id))
            let me = try await ali.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            let gallery = try await organizer.client.listPhotos(path: .init(eventId: event.id)).ok.body.json
            let changes = try await organizer.client.listEventChanges(path: .init(eventId: event.id), query: .init(since: 0)).ok.body.json
            let oldURL = try await organizer.get(doomed.files.original, bearer: false)
            // check
            _ = try deleted.noContent
            if case .notFound = again {} else { Issue.record("second delete: \(again)") }
            #expect(filesBefore.filter { $0.contains(doomed.id.lowercased()) }.count == 3, "\(filesBefore)")
            #expect(await !mediaFiles(app, event: event.id).contains { $0.contains(doomed.id.lowercased()) })
            #expect(await mediaFiles(app, event: event.id).contains { $0.contains(kept.id.lowercased()) })
            #expect(me.shotsUsed == 2 && me.shotsLeft == 1, "a film camera does not give the shot back")
            #expect(gallery.items.map(\.id) == [kept.id])
            #expect(changes.events.contains { $0._type == .photo_removed && $0.photoId == doomed.id })
            #expect(oldURL.status == .notFound, "a URL handed out before stops working")
        }
    }

    @Test("the organizer deletes a guest's photo; the guest sees it gone")
    func organizerDeletes() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let ali = try await organizer.join(event, as: "Ali")
            let photo = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            // act
            let deleted = try await organizer.client.deletePhoto(path: .init(eventId: event.id, photoId: photo.id))
            let alisView = try await ali.client.listMyPhotos(path: .init(eventId: event.id)).ok.body.json
            // check
            _ = try deleted.noContent
            #expect(alisView.items.isEmpty)
            #expect(await !mediaFiles(app, event: event.id).contains { $0.contains(photo.id.lowercased()) })
        }
    }
}
