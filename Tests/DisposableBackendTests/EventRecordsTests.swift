import DisposableAPI
import Fluent
import Foundation
import SQLKit
import ServerCore
import Testing

@testable import DisposableBackend

@Suite("The guest pages read the event and the participant as values, the same as the models")
struct EventRecordsTests {
    @Test("an event read by its join token has every field the model has")
    func eventRecordMatchesModel() async throws {
        try await withDisposableApp { app in
            let organizer = try await Actor.organizer(app)
            let created = try await organizer.createEvent(name: "Nilüfer's \"wedding\"", shots: 7, reveal: .later,
                                                          revealAt: Date().addingTimeInterval(3 * 3600))
            let model = try #require(try await DisposableEvent.find(UUID(uuidString: created.id), on: app.db))
            let sql = try #require(app.db as? any SQLDatabase)
            // act
            let record = try #require(try await EventRecord.find(joinToken: model.joinToken, on: sql))
            let unknown = try await EventRecord.find(joinToken: model.joinToken + "x", on: sql)
            // check
            #expect(record.id == model.id && record.name == model.name && record.organizerName == model.organizerName)
            #expect(record.joinToken == model.joinToken && record.shortCode == model.shortCode)
            #expect(record.startsAt == model.startsAt && record.endsAt == model.endsAt && record.deleteAt == model.deleteAt)
            #expect(record.revealMode == model.revealMode && record.revealAt == model.revealAt)
            #expect(record.shotsPerPerson == 7 && record.timeZone == model.timeZone)
            #expect(unknown == nil)
        }
    }

    @Test("a participant is found by its token's digest only, with the model's fields")
    func participantRecordMatchesModel() async throws {
        try await withDisposableApp { app in
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let guest = try await organizer.join(event, as: "Ayşe")
            let sql = try #require(app.db as? any SQLDatabase)
            let model = try await Caller.participant(token: guest.token, on: app.db)
            // act
            let record = try #require(try await ParticipantRecord.find(tokenHash: SecureRandom.digest(guest.token), on: sql))
            let byRawToken = try await ParticipantRecord.find(tokenHash: guest.token, on: sql)
            // check
            #expect(record.id == model.id && record.eventID == model.eventID && record.displayName == "Ayşe")
            #expect(record.role == model.role && !record.isOrganizer && record.shotsUsed == model.shotsUsed)
            #expect(record.joinedAt == model.joinedAt)
            #expect(byRawToken == nil, "the token itself is never stored, so it finds nothing")
        }
    }
}
