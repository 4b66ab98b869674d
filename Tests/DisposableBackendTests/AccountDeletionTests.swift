import DisposableAPI
import Fluent
import Foundation
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import DisposableBackend

/// Deleting the suite account deletes the events it organizes, everything in them (rows and
/// files), and leaves its still-valid token nothing to act on.
@Suite("Account deletion: the organizer's events go with the account, files verified gone")
struct AccountDeletionTests {
    /// Every Disposable operation that needs a token (an account's or a guest's).
    static let secured = ((try? ContractDocuments.load(contracts: ["DisposableAPI"]))?.operations ?? []).filter { !$0.isPublic }

    @Test("the organizer's events, their photos and files go; another organizer's event stays")
    func organizerDeleted() async throws {
        try await withDisposableApp { app in
            // setup: a guest's photo in the leaving organizer's event, and someone else's event
            var eventID = ""
            var guest: Actor?
            let token = try await DeletedAccount.token(app, email: "leaving@example.com") { token in
                let organizer = Actor(app: app, token: token)
                let event = try await organizer.createEvent()
                eventID = event.id
                guest = try await organizer.join(event, as: "Ali")
                try await guest!.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
                try await organizer.uploaded(event.id, try Fixture.data("small.png"))
                try await app.jobs.drain(app: app)
            }
            let other = try await Actor.organizer(app)
            let staying = try await other.createEvent(name: "Staying")
            try await other.uploaded(staying.id, try Fixture.data("small.png"))
            // act
            let guestsView = try await guest!.get("/api/disposable/events/\(eventID)")
            let organizersView = try await Actor(app: app, token: token).get("/api/disposable/events/\(eventID)")
            // check
            #expect(await mediaFiles(app, event: eventID).isEmpty, "every file of the event is gone")
            #expect(try await DisposablePhoto.query(on: app.db).filter(\.$eventID == UUID(uuidString: eventID)!).count() == 0)
            #expect(try await DisposableParticipant.query(on: app.db).filter(\.$eventID == UUID(uuidString: eventID)!).count() == 0)
            #expect(guestsView.status == .unauthorized || guestsView.status == .notFound, "\(guestsView.status)")
            #expect(organizersView.status == .unauthorized)
            #expect(await !mediaFiles(app, event: staying.id).isEmpty)
            #expect(try await other.client.getEvent(path: .init(eventId: staying.id)).ok.body.json.name == "Staying")
        }
    }

    @Test("after the account is deleted its still-valid token gets 401 problem+json on every Disposable route")
    func deletedAccountToken() async throws {
        try await withDisposableApp { app in
            // setup
            var before: Int?
            let token = try await DeletedAccount.token(app, email: "gone@example.com") { token in
                before = try await Actor(app: app, token: token).client.listMyEvents().ok.body.json.items.count
            }
            // act
            var answers: [String: TestingHTTPResponse] = [:]
            for operation in Self.secured { answers[operation.description] = try await operation.send(bearer: token, to: app) }
            // check
            #expect(before == 0, "the token worked before the deletion")
            #expect(Self.secured.count >= 15, "\(Self.secured)")
            for (operation, response) in answers {
                #expect(response.status == .unauthorized, "\(operation): \(response.status) \(response.body.string)")
                #expect(response.headers.contentType?.description.hasPrefix("application/problem+json") == true, "\(operation)")
                #expect((try? response.content.decode(ProblemDetails.self).code) == "unauthorized", "\(operation)")
            }
        }
    }
}
