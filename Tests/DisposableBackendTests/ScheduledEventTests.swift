import DisposableAPI
import Foundation
import ServerTestSupport
import Testing

/// Issue 38: an event set up ahead. The link works before the start (guests join and wait), no
/// shot is taken before it, and retention still counts from the end.
@Suite("Scheduled events: startsAt is checked, and uploads wait for the start")
struct ScheduledEventTests {
    @Test("startsAt: a year ahead at most, a few minutes past counts as now, and the timeline follows it")
    func startsAtRules() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            func create(_ startsAt: Date) async throws -> Operations.CreateEvent.Output {
                try await organizer.client.createEvent(body: .json(.init(
                    name: "Ahead", organizerName: "Sarah", durationHours: 6, startsAt: startsAt,
                    consent: .init(termsVersion: Terms.version, accepted: true))))
            }
            // act
            let tooFar = try await create(.testStart + 366 * 86_400)
            let tooLongAgo = try await create(.testStart - 11 * 60)
            let justPast = try await create(.testStart - 60).created.body.json
            let weekAhead = try await create(.testStart + 7 * 86_400).created.body.json
            // check
            for refused in [tooFar, tooLongAgo] {
                let problem = try refused.badRequest.body.applicationProblemJson
                #expect(problem.code == "validation_failed")
                #expect(problem.errors?.map(\.field) == ["startsAt"], "\(problem)")
            }
            #expect(justPast.startsAt == .testStart && justPast.state == .open)
            #expect(weekAhead.state == .scheduled)
            #expect(weekAhead.startsAt == .testStart + 7 * 86_400)
            #expect(weekAhead.endsAt == weekAhead.startsAt + 6 * 3600, "the duration runs from the start")
            #expect(weekAhead.deleteAt == weekAhead.endsAt + 8 * 86_400, "retention counts from the end")
        }
    }

    @Test("before the start a guest joins, but an upload is refused with event_not_started; at the start it is taken")
    func uploadsWaitForTheStart() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(hours: 6, shots: 3, startsAt: .testStart + 3600)
            let guest = try await organizer.join(event, as: "Early bird")
            let photo = try Fixture.data("small.png")
            // act
            let early = try await guest.upload(event.id, photo)
            let filesBeforeStart = await mediaFiles(app, event: event.id)
            let waiting = try await guest.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            let invitation = try await DisposableClient.make(app, token: nil)
                .getInvitation(path: .init(code: String(try #require(event.joinURL).split(separator: "/").last!))).ok.body.json
            clock.advance(by: 3600)
            let onTime = try await guest.upload(event.id, photo)
            let open = try await guest.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            // check
            let problem = try early.conflict.body.applicationProblemJson
            #expect(problem.code == "event_not_started")
            #expect(waiting.shotsUsed == 0 && waiting.shotsLeft == 3 && !waiting.permissions.canUpload, "no shot spent")
            #expect(invitation.state == .scheduled && invitation.startsAt == .testStart + 3600)
            _ = try onTime.created.body.json
            #expect(open.shotsUsed == 1 && open.permissions.canUpload)
            #expect(filesBeforeStart.isEmpty, "the refused upload left no file")
        }
    }
}
