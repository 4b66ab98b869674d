import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory: the mood is read in the language of the words, and a transcript can be corrected on the page")
struct EntryMoodLanguageTests {
    @Test("Turkish and French words under the English page are read in their own language; unclear words say so")
    func wordsDecide() async throws {
        try await withMemoryApp { app in
            // setup: the test client sends no Accept-Language, so every request is "the English page"
            let user = try await TestUser.register(app, "words@example.com")
            // act
            let turkish = try await user.createText("Yarınki sınav yüzünden çok endişeliyim…")
            let french = try await user.createText("Je suis tellement heureuse, on a fêté l'anniversaire de mamie !")
            let unclear = try await user.createText("OK 👍 12:30")
            // check: before, the Turkish line read Neutral (the English lexicon) and French was not read at all
            #expect(turkish.mood?.mood == .anxious && turkish.mood?.language == .tr)
            #expect(french.mood?.mood == .joyful && french.mood?.language == .fr)
            #expect(unclear.mood?.language == .unknown)
        }
    }

    @Test("the entry page says when the language could not be told, in the reader's language")
    func unknownLanguageShown() async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "fr"
            try await browser.register(email: "unknown@example.com")
            try await browser.get("/memory/new")
            _ = try await browser.post("/memory/new", form: ["kind": "text", "title": "OK", "text": "12:30 👍",
                                                            "occurredAt": "2026-11-20T10:00"])
            let id = try await MemoryWebRouteTests.newestEntryID(browser)
            // act
            let page = try await browser.get("/memory/entries/\(id)").body.string
            // check
            #expect(page.contains("id=\"mood-language-unknown\""))
            #expect(page.contains("Impossible de déterminer la langue"))
        }
    }

    @Test("the transcript form saves through the API's correction: text, language and mood follow; a stranger gets 404")
    func transcriptForm() async throws {
        try await withMemoryApp(speech: ScriptedSpeech(text: "in case of a new venture", heard: "en")) { app in
            // setup: a voice diary whose Turkish was misheard as English
            let user = try await TestUser.register(app, "form@example.com")
            let created = try await user.create(.init(kind: .audio, utcOffsetSeconds: 0),
                                                files: [("diary.wav", try Fixture.data("short.wav"))]).created.body.json
            try await app.jobs.drain(app: app)
            let browser = WebClient(app)
            try await browser.signIn(email: "form@example.com", password: TestAccount.password)
            let before = try await browser.get("/memory/entries/\(created.id)").body.string
            // act
            let saved = try await browser.post("/memory/entries/\(created.id)/transcript",
                                               form: ["text": "Yarınki sınav yüzünden çok endişeliyim"])
            let page = try await browser.get("/memory/entries/\(created.id)").body.string
            let tooLong = try await browser.post("/memory/entries/\(created.id)/transcript",
                                                 form: ["text": String(repeating: "a", count: 20_001)])
            let withoutToken = try await browser.post("/memory/entries/\(created.id)/transcript",
                                                      form: ["text": "x"], csrf: .omit)
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger@example.com")
            try await stranger.get("/memory")
            let foreign = try await stranger.post("/memory/entries/\(created.id)/transcript", form: ["text": "mine"])
            let entry = try await user.client.getEntry(path: .init(entryId: created.id)).ok.body.json
            // check
            #expect(before.contains("id=\"transcript-form\"") && before.contains("name=\"_csrf\""))
            #expect(saved.status == .seeOther)
            #expect(page.contains("Transcript saved."))
            #expect(page.contains("Yarınki sınav yüzünden çok endişeliyim"))
            #expect(page.contains("Türkçe"), "the transcript's language, told again from the corrected words")
            #expect(page.contains("Anxious"))
            #expect(tooLong.status == .unprocessableEntity)
            #expect(tooLong.body.string.contains("field-text-error"))
            #expect(withoutToken.status == .forbidden)
            #expect(foreign.status == .notFound)
            #expect(entry.transcript?.text == "Yarınki sınav yüzünden çok endişeliyim")
            #expect(entry.transcript?.edited == true && entry.transcript?.language == .tr)
        }
    }
}
