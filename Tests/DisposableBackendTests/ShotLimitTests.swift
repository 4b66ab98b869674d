import DisposableAPI
import Foundation
import ServerTestSupport
import Testing

@Suite("Shot limit: exact under parallel uploads, retries cost nothing, the end closes uploads")
struct ShotLimitTests {
    @Test("50 parallel uploads from one guest with 10 shots left store exactly 10")
    func exactUnderParallelUploads() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(shots: 10)
            let guest = try await organizer.join(event, as: "Zoé")
            let photo = try Fixture.data("landscape_6.jpg")
            // act
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        switch try await guest.upload(event.id, photo) {
                        case .created: 201
                        case .conflict(let conflict): try conflict.body.applicationProblemJson.code == "no_shots_left" ? 409 : -1
                        default: -2
                        }
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            let mine = try await guest.client.listMyPhotos(path: .init(eventId: event.id)).ok.body.json
            let participation = try await guest.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            // check
            #expect(statuses.filter { $0 == 201 }.count == 10)
            #expect(statuses.filter { $0 == 409 }.count == 40, "every other answer is no_shots_left: \(statuses)")
            #expect(mine.items.count == 10)
            #expect(participation.shotsUsed == 10 && participation.shotsLeft == 0 && !participation.permissions.canUpload)
            #expect(await mediaFiles(app, event: event.id).filter { !$0.hasSuffix(".jpg") }.count == 10, "one original per photo")
        }
    }

    @Test("five parallel retries of one client photo id store one photo and cost one shot")
    func retriesAreIdempotent() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(shots: 3)
            let guest = try await organizer.join(event, as: "Ali")
            let photo = try Fixture.data("landscape_6.jpg")
            let clientPhotoId = UUID()
            // act
            let ids = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<5 {
                    group.addTask {
                        switch try await guest.upload(event.id, photo, clientPhotoId: clientPhotoId) {
                        case .created(let created): try created.body.json.id
                        case .ok(let replay): try replay.body.json.id
                        default: "refused"
                        }
                    }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            let participation = try await guest.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            let later = try await guest.upload(event.id, photo, clientPhotoId: clientPhotoId)
            // check
            #expect(Set(ids).count == 1 && !ids.contains("refused"), "\(ids)")
            #expect(participation.shotsUsed == 1)
            #expect(try later.ok.body.json.id == ids.first, "a later retry gets the first answer (200)")
        }
    }

    @Test("a retry after the last shot and after the end still gets its first answer")
    func replayWins() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(hours: 1, shots: 1)
            let guest = try await organizer.join(event, as: "Eda")
            let photo = try Fixture.data("landscape_6.jpg")
            let id = UUID()
            let first = try await guest.upload(event.id, photo, clientPhotoId: id).created.body.json
            // act
            let noShots = try await guest.upload(event.id, photo)
            clock.advance(by: 3601)
            let ended = try await guest.upload(event.id, photo)
            let replay = try await guest.upload(event.id, photo, clientPhotoId: id)
            // check
            #expect(try noShots.conflict.body.applicationProblemJson.code == "no_shots_left")
            #expect(try ended.conflict.body.applicationProblemJson.code == "event_ended")
            #expect(try replay.ok.body.json.id == first.id)
        }
    }

    @Test("after the end: 409 event_ended, even with shots left; the organizer's own shots count too")
    func endedEvent() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(hours: 2, shots: 2)
            let guest = try await organizer.join(event, as: "Ali")
            let photo = try Fixture.data("landscape_6.jpg")
            try await organizer.uploaded(event.id, photo)
            let mine = try await organizer.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            // act (a guest: participant tokens outlive the organizer's 15-minute access token)
            clock.advance(by: 2 * 3600)
            let late = try await guest.upload(event.id, photo)
            // check
            #expect(mine.shotsUsed == 1 && mine.shotsLeft == 1 && mine.role == .organizer)
            #expect(try late.conflict.body.applicationProblemJson.code == "event_ended")
        }
    }
}
