import DisposableAPI
import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import DisposableBackend

/// Issue 38: a guest's recovery link restores the same guest (same shots used, same photos) on
/// any device; it is the guest's alone, stored as a hash, and stops working with their data.
@Suite("Recovery links: the same guest on any device, for that guest only")
struct RecoveryLinkTests {
    @Test("a new device restores the same guest, shots and photos; the link stops when the data is deleted")
    func restoreThenRevoke() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(shots: 3)
            let code = String(try #require(event.joinURL).split(separator: "/").last!)
            let guest = try await organizer.join(event, as: "Ayşe")
            let photo = try await guest.uploaded(event.id, try Fixture.data("small.png"))
            let first = try await guest.client.getMyRecoveryLink(path: .init(eventId: event.id)).ok.body.json
            // act
            let again = try await guest.client.getMyRecoveryLink(path: .init(eventId: event.id)).ok.body.json
            let restored = try await DisposableClient.make(app, token: nil).recoverParticipation(
                path: .init(code: code), body: .json(.init(recoveryKey: first.recoveryKey))).created.body.json
            let newDevice = Actor(app: app, token: restored.participantToken)
            let mine = try await newDevice.client.listMyPhotos(path: .init(eventId: event.id)).ok.body.json
            let stored = try await RecoveryKey.query(on: app.db).all()
            _ = try await newDevice.client.deleteMyData(path: .init(eventId: event.id)).noContent
            let afterDelete = try await DisposableClient.make(app, token: nil).recoverParticipation(
                path: .init(code: code), body: .json(.init(recoveryKey: first.recoveryKey)))
            // check
            #expect(again.recoveryKey == first.recoveryKey, "the same link each time it is shown")
            #expect(first.recoveryURL.hasSuffix("/e/\(code)/recover/\(first.recoveryKey)"))
            #expect(restored.participation.displayName == "Ayşe" && restored.participation.shotsUsed == 1)
            #expect(restored.participation.shotsLeft == 2)
            #expect(mine.items.map(\.id) == [photo.id], "the same photos, manageable from the new device")
            #expect(stored.count == 1 && stored[0].id != first.recoveryKey && !(stored[0].id ?? "").contains("dpr_"),
                    "only the key's hash is stored")
            #expect(try afterDelete.notFound.body.applicationProblemJson.code == "recovery_unknown")
        }
    }

    @Test("the link is a guest's own: not for organizers, not for another event, not a guess")
    func ownOnly() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let other = try await organizer.createEvent(name: "Other")
            let guest = try await organizer.join(event, as: "Tom")
            let key = try await guest.client.getMyRecoveryLink(path: .init(eventId: event.id)).ok.body.json.recoveryKey
            let otherCode = String(try #require(other.joinURL).split(separator: "/").last!)
            let code = String(try #require(event.joinURL).split(separator: "/").last!)
            let anonymous = DisposableClient.make(app, token: nil)
            // act
            let forOrganizer = try await organizer.client.getMyRecoveryLink(path: .init(eventId: event.id))
            let elsewhere = try await anonymous.recoverParticipation(path: .init(code: otherCode), body: .json(.init(recoveryKey: key)))
            let guessed = try await anonymous.recoverParticipation(
                path: .init(code: code), body: .json(.init(recoveryKey: "dpr_" + String(key.dropFirst(4).reversed()))))
            // check
            #expect(try forOrganizer.conflict.body.applicationProblemJson.code == "organizer_signs_in")
            #expect(try elsewhere.notFound.body.applicationProblemJson.code == "recovery_unknown")
            #expect(try guessed.notFound.body.applicationProblemJson.code == "recovery_unknown")
        }
    }

    @Test("the organizer sees when one name joined twice")
    func sameNameTwice() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            _ = try await organizer.join(event, as: "Ayşe")
            _ = try await organizer.join(event, as: "ayşe")
            _ = try await organizer.join(event, as: "Tom")
            // act
            let stats = try await organizer.client.getEventStats(path: .init(eventId: event.id)).ok.body.json
            // check
            let flagged = Dictionary(stats.participants.map { ($0.displayName, $0.sharesName == true) }, uniquingKeysWith: { $0 || $1 })
            #expect(flagged == ["Sarah": false, "Ayşe": true, "ayşe": true, "Tom": false], "\(flagged)")
        }
    }
}
