import DisposableAPI
import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import DisposableBackend

/// The guest's settings (change name, leave, delete my data with the typed word), the help page
/// and the venue wall, through the web forms as a browser sends them (cookies and CSRF).
@Suite("Disposable web: guest settings, help and the wall")
struct GuestSettingsAndWallTests {
    /// An organizer signed in on the web with one event, made through the create form.
    static func organizerWithEvent(
        _ app: Application, reveal: String = "now", email: String = "host-\(UUID().uuidString.prefix(8))@example.com"
    ) async throws -> (WebClient, event: String, token: String) {
        let organizer = WebClient(app)
        try await organizer.register(email: email)
        try await organizer.get("/disposable/new")
        let created = try await organizer.post("/disposable", form: [
            "name": "Garden party", "organizerName": "Margaret", "durationHours": "24", "shotsPerPerson": "5",
            "reveal": reveal, "consent": "on",
        ])
        #expect(created.status == .seeOther)
        let location = try #require(created.headers.first(name: .location))
        let eventID = String(location.split(separator: "/").last!)
        let page = try await organizer.get(location)
        let token = try #require(page.body.string.firstMatch(of: /\/e\/([A-Za-z0-9_-]+)\/camera/)).1
        return (organizer, eventID, String(token))
    }

    /// A guest who joined through the invitation's form in their own browser.
    static func guest(_ app: Application, token: String, name: String = "Ayşe") async throws -> WebClient {
        let guest = WebClient(app)
        try await guest.get("/e/\(token)")
        let joined = try await guest.post("/e/\(token)", form: ["displayName": name, "consent": "on"])
        #expect(joined.status == .seeOther)
        return guest
    }

    static func participantToken(_ browser: WebClient, event: String) throws -> String {
        try #require(browser.cookies["dsp_\(event.lowercased())"])
    }

    static func me(_ browser: WebClient, event: String) async throws -> TestingHTTPResponse {
        try await browser.get("/api/disposable/events/\(event)/me")
    }

    @Test("a guest changes their name; an empty one is refused with the reason and nothing changes")
    func rename() async throws {
        try await withDisposableApp { app in
            // setup
            let (_, event, token) = try await Self.organizerWithEvent(app)
            let guest = try await Self.guest(app, token: token)
            let page = try await guest.get("/e/\(token)/settings")
            #expect(page.status == .ok && page.body.string.contains(#"value="Ayşe""#))
            // act
            let refused = try await guest.post("/e/\(token)/settings/name", form: ["displayName": "   "])
            let forged = try await guest.post("/e/\(token)/settings/name", form: ["displayName": "Mallory"], csrf: .omit)
            try await guest.get("/e/\(token)/settings")
            let renamed = try await guest.post("/e/\(token)/settings/name", form: ["displayName": "Ayşe K."])
            // check
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("Enter a name of 1 to 40 characters."))
            #expect(forged.status == .forbidden)
            #expect(renamed.status == .seeOther)
            let me = try await Self.me(guest, event: event)
            #expect(me.body.string.contains(#""displayName":"Ayşe K.""#))
            #expect(try await guest.get("/e/\(token)/settings").body.string.contains("Your name was changed."))
        }
    }

    @Test("deleting my data needs the typed word; then the photos, the name and the token are gone")
    func deleteMyData() async throws {
        try await withDisposableApp { app in
            // setup
            let (organizer, event, token) = try await Self.organizerWithEvent(app)
            let guest = try await Self.guest(app, token: token)
            let participant = try Self.participantToken(guest, event: event)
            try await Actor(app: app, token: participant).uploaded(event, try Fixture.data("small.png"))
            try await guest.get("/e/\(token)/settings")
            // act
            let wrongWord = try await guest.post("/e/\(token)/delete", form: ["confirmation": "yes"])
            let stillThere = try await Self.me(guest, event: event)
            try await guest.get("/e/\(token)/settings")
            let deleted = try await guest.post("/e/\(token)/delete", form: ["confirmation": " DELETE "])
            // check
            #expect(wrongWord.status == .unprocessableEntity)
            #expect(wrongWord.body.string.contains("Type “delete” exactly to delete your data."))
            #expect(stillThere.status == .ok)
            #expect(deleted.status == .seeOther && deleted.headers.first(name: .location) == "/e/\(token)")
            #expect(guest.cookies["dsp_\(event.lowercased())"] == nil, "the browser forgets the token")
            let oldToken = try await Actor(app: app, token: participant).get("/api/disposable/events/\(event)/me")
            #expect(oldToken.status == .unauthorized)
            let photos = try await organizer.get("/api/disposable/events/\(event)/photos")
            #expect(photos.status == .ok && !photos.body.string.contains("Ayşe"))
            #expect(try await guest.get("/e/\(token)/camera").status == .seeOther, "back to the invitation")
        }
    }

    @Test("the confirmation word is the page language's, or English, ignoring case the language's way")
    func confirmationWord() {
        #expect(GuestSettingsPage.confirms("SİL", language: .tr))
        #expect(GuestSettingsPage.confirms("delete", language: .tr))
        #expect(GuestSettingsPage.confirms("Supprimer", language: .fr))
        #expect(!GuestSettingsPage.confirms("sil", language: .fr))
        #expect(!GuestSettingsPage.confirms("", language: .en))
    }

    @Test("leaving forgets the event on this device; the photos stay")
    func leave() async throws {
        try await withDisposableApp { app in
            // setup
            let (organizer, event, token) = try await Self.organizerWithEvent(app)
            let guest = try await Self.guest(app, token: token)
            let participant = try Self.participantToken(guest, event: event)
            try await Actor(app: app, token: participant).uploaded(event, try Fixture.data("small.png"))
            try await guest.get("/e/\(token)/settings")
            // act
            let left = try await guest.post("/e/\(token)/leave", form: [:])
            // check
            #expect(left.status == .seeOther && left.headers.first(name: .location) == "/e/\(token)")
            #expect(guest.cookies["dsp_\(event.lowercased())"] == nil)
            #expect(try await guest.get("/e/\(token)/settings").status == .seeOther)
            let photos = try await organizer.get("/api/disposable/events/\(event)/photos")
            #expect(photos.body.string.contains("Ayşe"), "the photo stays in the event")
        }
    }

    @Test("the organizer's settings offer no delete of their own data but lead to deleting the event; the API refuses it too")
    func organizerSettings() async throws {
        try await withDisposableApp { app in
            // setup
            let (organizer, event, token) = try await Self.organizerWithEvent(app)
            // act
            let page = try await organizer.get("/e/\(token)/settings")
            let refused = try await organizer.post("/e/\(token)/delete", form: ["confirmation": "delete"])
            // check
            #expect(page.status == .ok && page.body.string.contains("delete the event"))
            #expect(!page.body.string.contains("/e/\(token)/delete"))
            #expect(page.body.string.contains(#"href="/disposable/events/\#(event)/delete""#))
            #expect(refused.status == .conflict && refused.body.string.contains("organizer"))
        }
    }

    @Test("the organizer deletes the event from the web after typing the word; guests and strangers cannot, and it is gone for all")
    func organizerDeletesEvent() async throws {
        try await withDisposableApp { app in
            // setup
            let (organizer, event, token) = try await Self.organizerWithEvent(app)
            let guest = try await Self.guest(app, token: token)
            try await Actor(app: app, token: try Self.participantToken(guest, event: event)).uploaded(event, try Fixture.data("small.png"))
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger@example.com")
            // act
            let eventPage = try await organizer.get("/disposable/events/\(event)")
            let confirmation = try await organizer.get("/disposable/events/\(event)/delete")
            let wrongWord = try await organizer.post("/disposable/events/\(event)/delete", form: ["confirmation": "yes"])
            let strangerPage = try await stranger.get("/disposable/events/\(event)/delete")
            try await stranger.get("/disposable")
            let strangerPost = try await stranger.post("/disposable/events/\(event)/delete", form: ["confirmation": "delete"])
            let stillThere = try await organizer.get("/disposable/events/\(event)")
            try await organizer.get("/disposable/events/\(event)/delete")
            let deleted = try await organizer.post("/disposable/events/\(event)/delete", form: ["confirmation": "delete"])
            let list = try await organizer.get("/disposable")
            // check
            #expect(eventPage.body.string.contains(#"href="/disposable/events/\#(event)/delete""#), "the event page leads there")
            #expect(confirmation.status == .ok && confirmation.body.string.contains("This cannot be undone."))
            #expect(wrongWord.status == .unprocessableEntity)
            #expect(wrongWord.body.string.contains("Type “delete” exactly to delete the event."))
            #expect(strangerPage.status == .notFound && strangerPost.status == .notFound, "another account learns nothing")
            #expect(stillThere.status == .ok, "a wrong word or a stranger deletes nothing")
            #expect(deleted.status == .seeOther && deleted.headers.first(name: .location) == "/disposable")
            #expect(list.body.string.contains("“Garden party” was deleted."))
            #expect(try await organizer.get("/disposable/events/\(event)").status == .notFound)
            #expect(try await guest.get("/e/\(token)").status == .notFound, "the link stops working for guests")
        }
    }

    @Test("help states the configured retention and contact to everyone, signed in or not")
    func help() async throws {
        var options = DisposableBackendOptions(retentionDays: 12)
        options.contactEmail = "help@party.example"
        try await withDisposableApp(options: options) { app in
            // act
            let english = try await WebClient(app).get("/disposable/help")
            let turkish = WebClient(app)
            turkish.acceptLanguage = "tr"
            let translated = try await turkish.get("/disposable/help")
            // check
            #expect(english.status == .ok)
            #expect(english.body.string.contains("12 days after the event ends."))
            #expect(english.body.string.contains("mailto:help@party.example"))
            #expect(translated.body.string.contains("Etkinlik bittikten sonra 12 gün."))
        }
    }

    @Test("the wall is the organizer's: QR code, code and live data; a guest is sent to sign in, another account gets 404")
    func wall() async throws {
        try await withDisposableApp { app in
            // setup
            let (organizer, event, token) = try await Self.organizerWithEvent(app)
            let guest = try await Self.guest(app, token: token)
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger-\(UUID().uuidString.prefix(8))@example.com")
            // act
            let wall = try await organizer.get("/e/\(token)/wall")
            let asGuest = try await guest.get("/e/\(token)/wall")
            let asStranger = try await stranger.get("/e/\(token)/wall")
            // check
            let html = wall.body.string
            #expect(wall.status == .ok && html.contains("<svg") && html.contains("disposable-wall.js"))
            #expect(html.contains(#""eventId":"\#(event.uppercased())""#) || html.contains(#""eventId":"\#(event)""#))
            #expect(!html.contains("revealAt"), "photos are revealed already: no countdown")
            #expect(asGuest.status == .seeOther && asGuest.headers.first(name: .location)?.hasPrefix("/account/login") == true,
                    "a guest has no account: the wall asks the organizer to sign in")
            #expect(asStranger.status == .notFound, "another account's event does not exist for it")
        }
    }

    @Test("before a later reveal the wall shows the countdown, not the photos")
    func sealedWall() async throws {
        try await withDisposableApp { app in
            // setup
            let (organizer, _, token) = try await Self.organizerWithEvent(app, reveal: "later")
            // act
            let html = try await organizer.get("/e/\(token)/wall").body.string
            // check
            #expect(html.contains("revealAt") && html.contains("data-countdown") && html.contains("Photos appear in"))
        }
    }

    @Test("the create form takes a reveal time in the reader's zone; unreadable or too late is refused by name")
    func revealTime() async throws {
        let now = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28 20:26:40 UTC
        try await withDisposableApp(clock: { now }) { app in
            // setup
            let organizer = WebClient(app)
            try await organizer.register(email: "reveal-\(UUID().uuidString.prefix(8))@example.com")
            try await organizer.get("/disposable/new")
            let form = ["name": "Picnic", "organizerName": "Margaret", "durationHours": "24", "shotsPerPerson": "5",
                        "reveal": "later", "consent": "on"]
            // act
            let unreadable = try await organizer.post("/disposable", form: form.merging(["revealAt": "tomorrow"]) { $1 })
            try await organizer.get("/disposable/new")
            let tooLate = try await organizer.post("/disposable", form: form.merging(["revealAt": "2026-06-20T12:00"]) { $1 })
            try await organizer.get("/disposable/new")
            let created = try await organizer.post("/disposable", form: form.merging(["revealAt": "2026-05-29T18:30"]) { $1 })
            // check
            #expect(unreadable.status == .unprocessableEntity)
            #expect(unreadable.body.string.contains("At most 7 days after the end."))
            #expect(tooLate.status == .unprocessableEntity && tooLate.body.string.contains("At most 7 days after the end."))
            #expect(created.status == .seeOther)
            let location = try #require(created.headers.first(name: .location))
            let eventID = String(location.split(separator: "/").last!)
            try await organizer.get(location)
            let event = try await organizer.get("/api/disposable/events/\(eventID)").body.string
            #expect(event.contains(#""revealAt":"2026-05-29T18:30:00"#), "UTC is this browser's zone: \(event)")
        }
    }

    @Test("the create and join forms mark every field to fix at once, each saying what is wrong")
    func everyProblemAtOnce() async throws {
        try await withDisposableApp { app in
            // setup
            let (_, _, token) = try await Self.organizerWithEvent(app)
            let organizer = WebClient(app)
            try await organizer.register(email: "forms@example.com")
            try await organizer.get("/disposable/new")
            // act
            let empty = try await organizer.post("/disposable", form: ["name": " ", "organizerName": "", "shotsPerPerson": "500"])
            let guest = WebClient(app)
            try await guest.get("/e/\(token)")
            let emptyJoin = try await guest.post("/e/\(token)", form: ["displayName": "  "])
            // check
            let page = empty.body.string
            #expect(empty.status == .unprocessableEntity)
            #expect(page.contains("Check the fields marked below."))
            #expect(page.contains("Enter an event name of 1 to 80 characters."))
            #expect(page.contains("Enter a name of 1 to 40 characters."))
            #expect(page.contains("Choose from 1 to 100 shots per person."))
            #expect(page.contains("Accept the terms to continue."))
            #expect(page.components(separatedBy: "aria-invalid=\"true\"").count - 1 == 4, "four fields marked")
            #expect(emptyJoin.status == .unprocessableEntity)
            #expect(emptyJoin.body.string.contains("Enter a name of 1 to 40 characters."))
            #expect(emptyJoin.body.string.contains("Accept the terms to continue."))
        }
    }

    @Test("a datetime-local value is read in the given zone; impossible dates are not dates")
    func localDates() throws {
        let istanbul = try #require(TimeZone(identifier: "Europe/Istanbul"))
        let date = try #require(NewEventForm.localDate("2026-06-14T18:30", istanbul))
        #expect(date == Date(timeIntervalSince1970: 1_781_451_000))
        #expect(NewEventForm.localDate("2026-02-30T10:00", istanbul) == nil)
        #expect(NewEventForm.localDate("14/06/2026 18:30", istanbul) == nil)
    }
}
