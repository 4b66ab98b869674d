import Foundation
import MemoryKit
import Testing
@testable import MemoryClient

@MainActor
@Suite("Sign-in and Add view models")
struct FormViewModelTests {
    @Test("sign-in checks fields first, then shows the server's refusals where they belong")
    func signIn() async throws {
        // setup
        let fixture = try ServiceFixture(tokens: nil)
        defer { fixture.cleanUp() }
        fixture.server.on("register") { _, body in
            String(decoding: body, as: UTF8.self).contains("taken@")
                ? FakeServer.problem(.conflict, code: "email_taken") : FakeServer.problem(.tooManyRequests, code: "rate_limited")
        }
        fixture.server.on("login") { _, _ in FakeServer.problem(.unauthorized, code: "invalid_credentials") }
        let form = SignInViewModel(session: fixture.service.session, language: .en)
        // act + check: local rules
        form.mode = .register
        form.email = "not an email"
        form.password = "short"
        await form.submit()
        #expect(form.emailError == "Enter a valid email address." && form.passwordError == "Use at least 8 characters.")
        #expect(fixture.server.requests("register").isEmpty)
        // the server's answers
        form.email = "taken@example.com"
        form.password = "long enough password"
        await form.submit()
        #expect(form.emailError == "An account with this email already exists. Sign in instead.")
        form.email = "busy@example.com"
        await form.submit()
        #expect(form.formError == "Too many attempts. Try again in 1 min.")
        form.mode = .signIn
        await form.submit()
        #expect(form.formError == "The email or password is not right." && !form.isSignedIn)
        fixture.server.setOffline(true)
        await form.submit()
        #expect(form.formError == "Memory Recap cannot be reached. Check your connection and try again.")
    }

    func addForm(_ fixture: OutboxFixture, facts: PhotoFacts = PhotoFacts(), kind: EntryKind = .photo) -> AddEntryViewModel {
        var settings = ClientSettings()
        settings.defaultKind = kind
        return AddEntryViewModel(
            outbox: fixture.outbox, photos: FakePhotoReader(facts: facts), tags: FakeTags(tags: ["deniz", "dağ", "iş"]),
            settings: settings, environment: fixture.clock.environment(), language: .tr)
    }

    @Test("a photo's EXIF date is used, its place offered; a date chosen by hand is kept and EXIF only suggested")
    func exifSuggestions() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let taken = Date(timeIntervalSince1970: 1_700_000_000)
        let facts = PhotoFacts(capturedAt: taken, utcOffsetSeconds: 3600, location: Location(latitude: 41.0, longitude: 29.0))
        let photo = try writeFile("a.jpg", [0xFF, 0xD8], in: fixture.folder)
        let automatic = addForm(fixture, facts: facts)
        let manual = addForm(fixture, facts: facts)
        // act
        automatic.attach(fileAt: photo)
        automatic.acceptPlaceSuggestion()
        manual.setDate(taken.addingTimeInterval(-86_400))
        manual.attach(fileAt: photo)
        // check
        #expect(automatic.occurredAt == taken && automatic.utcOffsetSeconds == 3600)
        #expect(automatic.location == Location(latitude: 41.0, longitude: 29.0))
        #expect(manual.occurredAt == taken.addingTimeInterval(-86_400))
        #expect(manual.dateSuggestion?.date == taken)
        #expect(manual.dateSuggestionText?.hasPrefix("Çekildiği tarih:") == true)
        manual.acceptDateSuggestion()
        #expect(manual.occurredAt == taken && manual.dateSuggestion == nil)
    }

    @Test("tags are suggested from the person's own, normalized as the server will, never twice")
    func tags() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let form = addForm(fixture, kind: .text)
        // act
        form.addTag("#DENİZ ")
        form.addTag("deniz")
        await form.tagInputChanged("d")
        form.addTag("bad/tag")
        // check
        #expect(form.tags == ["deniz"])
        #expect(form.tagSuggestions == ["dağ"])
        #expect(form.fieldErrors["tags"] == "Etiketler yalnızca harf, rakam, boşluk, kısa çizgi ve alt çizgi içerebilir.", "the rule, not only that it is wrong")
    }

    @Test("saving checks every field with MemoryKit's rules and names them; a valid entry lands in the outbox")
    func save() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let form = addForm(fixture, kind: .song)
        // act
        let refused = await form.save()
        let errors = form.fieldErrors
        form.songTitle = "Gesi Bağları"
        form.songArtist = "Zülfü Livaneli"
        form.title = "  "
        let saved = await form.save()
        // check
        #expect(!refused && errors.keys.sorted() == ["song.artist", "song.title"])
        #expect(errors["song.title"] == "Şarkı adı zorunludur.")
        #expect(saved && form.fieldErrors.isEmpty)
        let item = try #require(form.savedItem)
        #expect(item.draft?.song?.artist == "Zülfü Livaneli" && item.draft?.title == nil && item.state == .waiting)
    }

    @Test("a photo entry without a photo is refused with the file field named")
    func photoNeedsFile() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let form = addForm(fixture)
        // act
        let saved = await form.save()
        // check
        #expect(!saved && form.fieldErrors["file"] == "file zorunludur.")
    }
}
