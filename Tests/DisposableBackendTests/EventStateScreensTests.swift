import DisposableAPI
import Foundation
import Localization
import PageSnapshotTesting
import QRCode
import Testing
import WebUI

@testable import DisposableBackend

/// Issue 38: each state of an event has its own screen (not greyed controls under a banner):
/// scheduled, live, roll used, ended with the deletion date, for guests and the organizer.
@Suite("Event states: one clear screen each, for guests and the organizer")
struct EventStateScreensTests {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let token = "k3Jd8fQ2mZ0aXc1VbN7uRw"

    static func event(_ state: Components.Schemas.EventState, role: Components.Schemas.Role = .guest) -> Components.Schemas.Event {
        let start = state == .scheduled ? now + 86_400 * 7 : now - 86_400 * 2
        let end = state == .ended ? now - 3600 : start + 86_400 * 3
        return Components.Schemas.Event(
            id: UUID().uuidString, name: "Garden party", organizerName: "Margaret", startsAt: start, endsAt: end,
            deleteAt: end + 86_400 * 8, reveal: .now, revealAt: start, isRevealed: state != .scheduled, shotsPerPerson: 27,
            state: state, timeZone: "Europe/Istanbul", role: role)
    }

    static func me(left: Int, canUpload: Bool) -> Components.Schemas.Participation {
        .init(participantId: UUID().uuidString, eventId: UUID().uuidString, displayName: "Ayşe", role: .guest, shotsPerPerson: 27,
              shotsUsed: 27 - left, shotsLeft: left, joinedAt: now,
              permissions: .init(canUpload: canUpload, canSeeEveryone: true, canModerate: false, canDownload: true))
    }

    static func camera(_ event: Components.Schemas.Event, left: Int, _ language: Language) -> String {
        GuestSpacePage(tab: .camera, event: event, me: me(left: left, canUpload: event.state == .open && left > 0), joinToken: token)
            .view(in: .snapshot(language, path: "/e/t/camera")).renderedString()
    }

    @Test("the guest's camera: not open yet, open, roll used up, ended", arguments: [Language.en, .tr, .fr])
    func guestCamera(language: Language) {
        // act
        let scheduled = Self.camera(Self.event(.scheduled), left: 27, language)
        let open = Self.camera(Self.event(.open), left: 2, language)
        let rollUsed = Self.camera(Self.event(.open), left: 0, language)
        let ended = Self.camera(Self.event(.ended), left: 2, language)
        let t = Translator(language)
        // check
        #expect(scheduled.contains(#"data-event-state="scheduled""#) && scheduled.contains(t(DisposableText.notOpenTitle)))
        #expect(!scheduled.contains("data-camera-start"), "no camera before the start")
        #expect(open.contains("data-camera-start") && !open.contains(#"data-event-state="ended""#))
        #expect(rollUsed.contains(t(DisposableText.rollUsedTitle)))
        #expect(rollUsed.contains(#"data-camera-controls="" hidden"#), "no greyed explainer or library button")
        #expect(ended.contains(t(DisposableText.endedTitle)) && !ended.contains("data-camera-start"))
        #expect(!ended.contains(t(DisposableText.shotsLeft, count: 2)), "no shots counted after the end")
        #expect(ended.contains("/e/\(Self.token)/gallery"), "the way to the photos")
    }

    @Test("the organizer's page: the start ahead, and after the end the end, the deletion date, no inviting",
          arguments: [Language.en, .tr, .fr])
    func organizer(language: Language) throws {
        // setup
        let stats = Components.Schemas.EventStats(
            photoCount: 3, participantCount: 2, activeParticipantCount: 1, shotsUsed: 3, participants: [], uploadsPerHour: [])
        let qr = try QRCode(encoding: "https://suite.example/e/\(Self.token)").svg(moduleSize: 1, unit: "", title: nil)
        let page = { (state: Components.Schemas.EventState) in
            OrganizerEventPage(event: Self.event(state, role: .organizer), stats: stats, joinURL: "https://suite.example/e/x",
                               shortCode: "7KQ2MX9D", qrSVG: qr, joinToken: Self.token, now: Self.now)
                .view(in: .snapshot(language, path: "/disposable/events/x")).renderedString()
        }
        let t = Translator(language)
        // act
        let scheduled = page(.scheduled)
        let ended = page(.ended)
        // check
        #expect(scheduled.contains(t(DisposableText.inviteGuests)), "set up ahead: invite now")
        #expect(scheduled.contains(t(DisposableText.startsAtLabel)))
        #expect(ended.contains(t(DisposableText.endedTitle)) && ended.contains("data-deletes-on"))
        #expect(ended.contains(t(DisposableText.deletedInDays, count: 8)))
        #expect(!ended.contains(t(DisposableText.inviteGuests)) && !ended.contains("data-share-url"), "no Share or Print after the end")
    }
}
