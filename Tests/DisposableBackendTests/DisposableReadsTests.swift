import DisposableAPI
import Fluent
import Foundation
import SQLKit
import ServerCore
import Testing

@testable import DisposableBackend

@Suite("Disposable reads through DisposableReads: values with the models' fields, scoped to what authorises them")
struct DisposableReadsTests {
    @Test("an event read by its join token has every field the model has")
    func eventRecordMatchesModel() async throws {
        try await withDisposableApp { app in
            let organizer = try await Actor.organizer(app)
            let created = try await organizer.createEvent(name: "Nilüfer's \"wedding\"", shots: 7, reveal: .later,
                                                          revealAt: Date().addingTimeInterval(3 * 3600))
            let model = try #require(try await DisposableEvent.find(UUID(uuidString: created.id), on: app.db))
            let reads = DisposableReads.live(app.db.sql)
            // act
            let record = try #require(try await reads.eventByJoinToken(model.joinToken))
            let unknown = try await reads.eventByJoinToken(model.joinToken + "x")
            let byCode = try await reads.eventByShortCode(model.shortCode)
            // check
            #expect(record.id == model.id && record.name == model.name && record.organizerName == model.organizerName)
            #expect(record.joinToken == model.joinToken && record.shortCode == model.shortCode)
            #expect(record.startsAt == model.startsAt && record.endsAt == model.endsAt && record.deleteAt == model.deleteAt)
            #expect(record.revealMode == model.revealMode && record.revealAt == model.revealAt)
            #expect(record.shotsPerPerson == 7 && record.timeZone == model.timeZone)
            #expect(unknown == nil)
            #expect(byCode == record)
        }
    }

    @Test("a participant is found by its token's digest only, with the model's fields")
    func participantRecordMatchesModel() async throws {
        try await withDisposableApp { app in
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Ayşe")
            let reads = DisposableReads.live(app.db.sql)
            let eventID = try #require(UUID(uuidString: event.id))
            // act
            let caller = try #require(try await reads.callerByToken(SecureRandom.digest(guest.token)))
            let record = try #require(try await reads.participant(eventID, SecureRandom.digest(guest.token)))
            let byRawToken = try await reads.participant(eventID, guest.token)
            // check
            let model = try #require(try await DisposableParticipant.find(record.id, on: app.db))
            #expect(caller.participant == record && caller.eventID == eventID && caller.event.name == event.name)
            #expect(record.id == model.id && record.eventID == model.eventID && record.displayName == "Ayşe")
            #expect(record.role == model.role && !record.isOrganizer && record.shotsUsed == model.shotsUsed)
            #expect(record.joinedAt == model.joinedAt && record.userID == nil && record.termsVersion == model.termsVersion)
            #expect(byRawToken == nil, "the token itself is never stored, so it finds nothing")
        }
    }

    @Test("reads scoped to one event never return another event's rows")
    func readsStayInTheirEvent() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let (a, b) = (try await organizer.createEvent(name: "A"), try await organizer.createEvent(name: "B"))
            let guest = try await organizer.join(a, as: "Ali")
            let photo = try await guest.uploaded(a.id, try Fixture.data("landscape_6.jpg"))
            let (eventA, eventB) = (try #require(UUID(uuidString: a.id)), try #require(UUID(uuidString: b.id)))
            let (photoID, guestID) = (try #require(UUID(uuidString: photo.id)), try #require(UUID(uuidString: photo.uploader.participantId)))
            let reads = DisposableReads.live(app.db.sql)
            let tokenHash = SecureRandom.digest(guest.token)
            // act
            let inA = try await reads.photo(eventA, photoID)
            let inB = try await reads.photo(eventB, photoID)
            let namesInB = try await reads.names(eventB, [guestID])
            let photosInB = try await reads.photos(.all(event: eventB), [photoID], [])
            let guestInB = try await reads.participant(eventB, tokenHash)
            let ownInB = try await reads.photoCount(.own(event: eventB, participant: guestID))
            // check
            #expect(inA?.id == photoID && inA?.participantID == guestID)
            #expect(inB == nil && namesInB.isEmpty && photosInB.isEmpty && guestInB == nil && ownInB == 0)
            #expect(try await reads.names(eventA, [guestID]) == [guestID: "Ali"])
        }
    }
}
