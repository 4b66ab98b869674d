import DisposableAPI
import Foundation
import Localization
import PageSnapshotTesting
import QRCode
import Testing
import WebUI

@testable import DisposableBackend

/// Every Disposable page in a representative state, English and Turkish, from a model and a
/// context alone (no app, no request).
@Suite("Disposable pages: golden HTML")
struct DisposablePageSnapshotTests {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let eventID = "0D15B05E-0000-4000-8000-000000000001"
    static let joinURL = "https://suite.example/e/k3Jd8fQ2mZ0aXc1VbN7uRw"
    static let account = AccountSummary(email: "margaret@example.com")

    static func context(_ language: Language, path: String) -> PageContext {
        .snapshot(language, account: account, path: path)
    }

    static func event(reveal: Components.Schemas.RevealMode = .now, role: Components.Schemas.Role = .organizer)
        -> Components.Schemas.Event
    {
        Components.Schemas.Event(
            id: eventID, name: "Ayşe & Tom’s <wedding>", organizerName: "Margaret", startsAt: now, endsAt: now + 86_400 * 8,
            deleteAt: now + 86_400 * 16, reveal: reveal, revealAt: reveal == .now ? now : now + 86_400 * 8,
            isRevealed: reveal == .now, shotsPerPerson: 27, state: .open, timeZone: "Europe/Istanbul", role: role,
            joinURL: joinURL, shortCode: "7KQ2MX9D")
    }

    static func participation(left: Int, seesEveryone: Bool = true, organizer: Bool = false) -> Components.Schemas.Participation {
        Components.Schemas.Participation(
            participantId: "0D15B05E-0000-4000-8000-000000000002", eventId: eventID, displayName: "Ayşe",
            role: organizer ? .organizer : .guest, shotsPerPerson: 27, shotsUsed: 27 - left, shotsLeft: left, joinedAt: now,
            permissions: .init(canUpload: left > 0, canSeeEveryone: seesEveryone, canModerate: organizer, canDownload: true))
    }

    @Test("my events: ongoing and past, and the empty state", arguments: Language.snapshotLanguages)
    func eventList(language: Language) {
        let summary = { (name: String, state: Components.Schemas.EventState, end: Date) in
            Components.Schemas.EventSummary(
                id: Self.eventID, name: name, role: .organizer, state: state, startsAt: end - 86_400, endsAt: end,
                deleteAt: end + 86_400 * 8, reveal: .now, revealAt: end - 86_400, isRevealed: true)
        }
        let page = EventListPage(events: [summary("Garden party", .open, Self.now + 3600),
                                          summary("Bayram", .ended, Self.now - 86_400 * 3)], now: Self.now)
        expectSnapshot(page.view(in: Self.context(language, path: "/disposable")), named: "events-\(language)")
        let empty = EventListPage(events: [], now: Self.now)
        expectSnapshot(empty.view(in: Self.context(language, path: "/disposable")), named: "events-empty-\(language)")
        var signedOut = EventListPage(events: [], now: Self.now)
        signedOut.isSignedIn = false
        expectSnapshot(signedOut.view(in: .snapshot(language, path: "/disposable")), named: "events-signed-out-\(language)")
        let code = JoinByCodePage(code: "7KQ2-MX9O", isUnknown: true)
        expectSnapshot(code.view(in: .snapshot(language, path: "/disposable/join")), named: "join-code-unknown-\(language)")
    }

    @Test("create an event: a refused form names its fields", arguments: Language.snapshotLanguages)
    func newEvent(language: Language) {
        let form = NewEventForm(name: "", organizerName: "Margaret", durationHours: "72", shotsPerPerson: "500",
                                reveal: "later", consent: nil)
        let page = NewEventPage(form: form, problems: ["name": .nameRequired, "shotsPerPerson": .shotsHint, "consent": .consentRequired])
        expectSnapshot(page.view(in: Self.context(language, path: "/disposable")), named: "new-event-refused-\(language)")
    }

    @Test("the organizer's event: QR code, code, link, sharing, numbers", arguments: Language.snapshotLanguages)
    func organizerEvent(language: Language) throws {
        let stats = Components.Schemas.EventStats(
            photoCount: 1234, participantCount: 12, activeParticipantCount: 9, shotsUsed: 1234, participants: [],
            uploadsPerHour: [.init(hour: Self.now, count: 40), .init(hour: Self.now + 3600, count: 7)])
        let page = OrganizerEventPage(
            event: Self.event(reveal: .later), stats: stats, joinURL: Self.joinURL, shortCode: "7KQ2MX9D",
            qrSVG: try QRCode(encoding: Self.joinURL).svg(moduleSize: 1, unit: "", title: nil),
            joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw")
        expectSnapshot(page.view(in: Self.context(language, path: "/disposable/events/x")), named: "event-\(language)")
    }

    @Test("the invitation: reveal later, and a refused name", arguments: Language.snapshotLanguages)
    func join(language: Language) {
        let invitation = Invitation(eventID: Self.eventID, name: "Ayşe & Tom’s <wedding>", organizerName: "Margaret",
                                    shotsPerPerson: 1, revealsAt: Self.now + 86_400, hasEnded: false)
        let page = JoinPage(invitation: invitation, joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw",
                            appClipMeta: "app-id=0, app-clip-bundle-id=example.Clip, app-clip-display=card",
                            form: .init(displayName: "", consent: false, problems: [.name, .consent]))
        expectSnapshot(page.view(in: .snapshot(language, path: "/e/k3Jd8fQ2mZ0aXc1VbN7uRw")), named: "join-\(language)")
    }

    @Test("the camera with shots left, and locked at zero", arguments: Language.snapshotLanguages)
    func camera(language: Language) {
        let page = GuestSpacePage(tab: .camera, event: Self.event(role: .guest), me: Self.participation(left: 5),
                                  joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw")
        expectSnapshot(page.view(in: .snapshot(language, path: "/e/t/camera")), named: "camera-\(language)")
        let locked = GuestSpacePage(tab: .camera, event: Self.event(role: .guest), me: Self.participation(left: 0),
                                    joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw")
        expectSnapshot(locked.view(in: .snapshot(language, path: "/e/t/camera")), named: "camera-empty-\(language)")
    }

    @Test("the gallery sealed before a later reveal, and the organizer's", arguments: Language.snapshotLanguages)
    func gallery(language: Language) {
        let sealed = GuestSpacePage(tab: .gallery, event: Self.event(reveal: .later, role: .guest),
                                    me: Self.participation(left: 3, seesEveryone: false), joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw")
        expectSnapshot(sealed.view(in: .snapshot(language, path: "/e/t/gallery")), named: "gallery-sealed-\(language)")
        let organizer = GuestSpacePage(tab: .gallery, event: Self.event(), me: Self.participation(left: 27, organizer: true),
                                       joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw")
        expectSnapshot(organizer.view(in: .snapshot(language, path: "/e/t/gallery")), named: "gallery-organizer-\(language)")
    }

    @Test("a guest's settings, a refused delete, and the organizer's", arguments: Language.snapshotLanguages)
    func settings(language: Language) {
        let guest = GuestSettingsPage(event: Self.event(role: .guest), me: Self.participation(left: 3),
                                      joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw", problem: .confirmation)
        expectSnapshot(guest.view(in: .snapshot(language, path: "/e/t/settings")), named: "settings-guest-\(language)")
        let organizer = GuestSettingsPage(event: Self.event(), me: Self.participation(left: 27, organizer: true),
                                          joinToken: "k3Jd8fQ2mZ0aXc1VbN7uRw")
        expectSnapshot(organizer.view(in: .snapshot(language, path: "/e/t/settings")), named: "settings-organizer-\(language)")
    }

    @Test("deleting an event: what goes, the typed word, and a wrong word said beside the field", arguments: Language.snapshotLanguages)
    func deleteEvent(language: Language) {
        let page = DeleteEventPage(eventID: "6F1C2A9E-3B7D-4E2A-9C1F-8D5E4B3A2C10", eventName: "Garden party", hasProblem: true)
        expectSnapshot(page.view(in: .snapshot(language, path: "/disposable/events/e/delete")), named: "delete-event-\(language)")
    }

    @Test("help: the guide, the questions with the retention, the contact", arguments: Language.snapshotLanguages)
    func help(language: Language) {
        let page = HelpPage(retentionDays: 8, contactEmail: "help@suite.example")
        expectSnapshot(page.view(in: .snapshot(language, path: "/disposable/help")), named: "help-\(language)")
    }

    @Test("privacy notice: controller and processor, no location, the organizer sees first, retention, rights",
          arguments: [Language.en, .tr, .fr])
    func privacy(language: Language) {
        let page = PrivacyPage(retentionDays: 8, contactEmail: "help@suite.example")
        expectSnapshot(page.view(in: .snapshot(language, path: "/disposable/privacy")), named: "privacy-\(language)")
    }

    @Test("the venue wall, live and sealed before a later reveal", arguments: Language.snapshotLanguages)
    func wall(language: Language) throws {
        let qr = try QRCode(encoding: Self.joinURL).svg(moduleSize: 1, unit: "", title: nil)
        let live = WallPage(eventID: Self.eventID, eventName: "Ayşe & Tom’s <wedding>", joinURL: Self.joinURL,
                            shortCode: "7KQ2MX9D", qrSVG: qr, revealAt: nil, language: language)
        expectSnapshot(live.view(in: .snapshot(language, path: "/e/t/wall")), named: "wall-\(language)")
        var sealed = live
        sealed.revealAt = Self.now + 3600
        expectSnapshot(sealed.view(in: .snapshot(language, path: "/e/t/wall")), named: "wall-sealed-\(language)")
    }

    @Test("the printed card speaks the organizer's language", arguments: Language.snapshotLanguages)
    func card(language: Language) throws {
        let page = PrintCardPage(eventID: "6F1C2A9E-3B7D-4E2A-9C1F-8D5E4B3A2C10", eventName: "Garden party", organizerName: "Margaret", joinURL: Self.joinURL,
                                 shortCode: "7KQ2MX9D", shotsPerPerson: 27, language: language,
                                 qr: try QRCode(encoding: Self.joinURL), codeAddress: "suite.example/disposable/join")
        expectSnapshot(page.view(in: .snapshot(.fr, path: "/disposable/events/x/card")), named: "card-\(language)")
    }

    @Test("every text exists in every language with the same placeholders")
    func strings() {
        // act
        let problems = DisposableText.strings.problems()
        // check
        #expect(problems.isEmpty, "\(problems)")
    }
}

extension Language {
    static let snapshotLanguages: [Language] = [.en, .tr]
}
