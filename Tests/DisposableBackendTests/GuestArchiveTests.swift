import DisposableAPI
import Foundation
import ServerTestSupport
import Testing

/// A guest's "Download all" and "Select all": the server decides the set, so it is exactly what
/// that guest may see, whether or not their gallery has paged it in.
@Suite("Guest archive: everything a guest may see, nothing hidden from them")
struct GuestArchiveTests {
    @Test("a guest's archive of all: only their own before a later reveal; everyone's after it, never a hidden photo")
    func guestDownloadsAll() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup: Ali takes two photos, Zoé one, the organizer one; the event reveals later
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(hours: 4, reveal: .later)
            let ali = try await organizer.join(event, as: "Ali")
            let zoe = try await organizer.join(event, as: "Zoé")
            let kept = try await ali.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let hidden = try await ali.uploaded(event.id, try Fixture.data("small.png"))
            let zoes = try await zoe.uploaded(event.id, try Fixture.data("small.png"))
            try await organizer.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let archive = "/api/disposable/events/\(event.id)/archive"
            // act: before the reveal
            let sealed = try zipNames(try await zoe.get(archive))
            let sealedPage = try await zoe.client.listPhotos(path: .init(eventId: event.id)).ok.body.json
            // act: the organizer hides one of Ali's photos; the reveal comes
            _ = try await organizer.client.hidePhoto(
                path: .init(eventId: event.id, photoId: hidden.id), body: .json(.init(hidden: true))).ok
            clock.advance(by: 4 * 3600 + 1)
            try await DisposableTestHooks.tick(app)
            let revealed = try zipNames(try await zoe.get(archive))
            let allButOne = try zipNames(try await zoe.get("\(archive)?exceptPhotoId=\(kept.id)"))
            let both = try await zoe.get("\(archive)?photoId=\(zoes.id)&exceptPhotoId=\(kept.id)")
            let firstPage = try await zoe.client.listPhotos(path: .init(eventId: event.id), query: .init(limit: 1)).ok.body.json
            // check: sealed, Zoé's own alone
            #expect(sealed == ["Zoé/\(zipTime(zoes)).png"])
            #expect(sealedPage.totalCount == 1)
            // check: revealed, everyone's but the hidden photo; the list counts the same set
            #expect(revealed.count == 3)
            #expect(Set(revealed.map { $0.split(separator: "/").first.map(String.init) ?? "" }) == ["Ali", "Zoé", "Sarah"])
            #expect(!revealed.contains("Ali/\(zipTime(hidden)).png"), "a hidden photo never reaches a guest's archive")
            #expect(revealed.contains("Ali/\(zipTime(kept)).jpg"))
            #expect(allButOne.count == 2 && !allButOne.contains("Ali/\(zipTime(kept)).jpg"))
            #expect(both.status == .badRequest)
            #expect(firstPage.items.count == 1 && firstPage.nextCursor != nil && firstPage.totalCount == 3)
        }
    }
}
