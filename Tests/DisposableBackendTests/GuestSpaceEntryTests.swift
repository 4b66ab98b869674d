import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend

/// How a browser gets into the camera and the galleries (`/e/{token}/…`) without having joined
/// in it: the organizer's other browsers, strangers, and tokens that name no one any more.
@Suite("Disposable web: who the camera and gallery links let in")
struct GuestSpaceEntryTests {
    private func participants(_ app: Application, event: String) async throws -> Int {
        try await DisposableParticipant.query(on: app.db).filter(\.$eventID == UUID(uuidString: event)!).count()
    }

    @Test("the organizer opening the gallery link in another browser gets in as the organizer, not as a new guest")
    func organizerDeepLink() async throws {
        try await withDisposableApp { app in
            // setup
            let email = "host-\(UUID().uuidString.prefix(8))@example.com"
            let (_, event, token) = try await GuestSettingsAndWallTests.organizerWithEvent(app, email: email)
            let laptop = WebClient(app)
            try await laptop.signIn(email: email)
            // act
            let gallery = try await laptop.get("/e/\(token)/gallery")
            let camera = try await laptop.get("/e/\(token)/camera")
            // check
            #expect(gallery.status == .ok && camera.status == .ok)
            #expect(laptop.cookies["dsp_\(event.lowercased())"] != nil, "the browser keeps the organizer's token")
            #expect(try await participants(app, event: event) == 1, "no second participant")
            let me = try await GuestSettingsAndWallTests.me(laptop, event: event)
            #expect(me.status == .ok && me.body.string.contains(#""role":"organizer""#))
        }
    }

    @Test("a signed-in account that does not take part is sent to the invitation")
    func strangerGoesToInvitation() async throws {
        try await withDisposableApp { app in
            let (_, event, token) = try await GuestSettingsAndWallTests.organizerWithEvent(app)
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger-\(UUID().uuidString.prefix(8))@example.com")
            // act
            let camera = try await stranger.get("/e/\(token)/camera")
            // check
            #expect(camera.status == .seeOther && camera.headers.first(name: .location) == "/e/\(token)")
            #expect(try await participants(app, event: event) == 1)
        }
    }

    @Test("a token that names no participant any more is forgotten, so the invitation opens instead of a redirect loop")
    func staleTokenIsForgotten() async throws {
        try await withDisposableApp { app in
            let (_, event, token) = try await GuestSettingsAndWallTests.organizerWithEvent(app)
            let guest = try await GuestSettingsAndWallTests.guest(app, token: token)
            try await ParticipantToken.query(on: app.db).delete()
            // act
            let camera = try await guest.get("/e/\(token)/camera")
            let invitation = try await guest.get("/e/\(token)")
            // check
            #expect(camera.status == .seeOther && camera.headers.first(name: .location) == "/e/\(token)")
            #expect(guest.cookies["dsp_\(event.lowercased())"] == nil)
            #expect(invitation.status == .ok && invitation.body.string.contains(#"name="displayName""#))
        }
    }
}
