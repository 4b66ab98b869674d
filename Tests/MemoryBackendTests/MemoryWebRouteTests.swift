import Foundation
import ServerTestSupport
import Testing

@testable import MemoryBackend

/// The `/memory` pages through the real routes, signed in through the real forms.
@Suite("Memory web app: routes")
struct MemoryWebRouteTests {
    @Test("the first visit to /memory gets the introduction; finishing it sets a cookie and the timeline opens from then on")
    func welcomeOnce() async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "welcome@example.com")
            // act
            let first = try await browser.get("/memory")
            let welcome = try await browser.get("/memory/welcome")
            let finished = try await browser.get("/memory?welcomed=1")
            let again = try await browser.get("/memory")
            let settings = try await browser.get("/memory/settings")
            let revisit = try await browser.get("/memory/welcome")
            // check
            #expect(first.status == .seeOther)
            #expect(first.headers.first(name: .location) == "/memory/welcome")
            #expect(welcome.status == .ok)
            #expect(welcome.body.string.contains("data-slides"))
            #expect(welcome.body.string.contains(#"href="/memory?welcomed=1""#), "Skip and Get Started both finish")
            #expect(finished.status == .ok)
            #expect(browser.cookies[MemoryWebController.welcomedCookie] == "1")
            #expect(again.status == .ok, "the cookie remembers the introduction was seen")
            #expect(again.body.string.contains("empty-state"))
            #expect(settings.body.string.contains(#"href="/memory/welcome""#), "Settings leads back to it")
            #expect(revisit.status == .ok, "it can be read again after it was seen")
        }
    }

    @Test("signed out, /memory and the introduction ask to sign in first")
    func signedOut() async throws {
        try await withMemoryApp { app in
            let browser = WebClient(app)
            let timeline = try await browser.get("/memory")
            let welcome = try await browser.get("/memory/welcome")
            #expect(timeline.status == .seeOther)
            #expect(timeline.headers.first(name: .location)?.hasPrefix("/account/") == true)
            #expect(welcome.status == .seeOther)
            #expect(welcome.headers.first(name: .location)?.hasPrefix("/account/") == true)
        }
    }

    static func utc(_ text: String) -> Date {
        try! Date(text + "Z", strategy: .iso8601)
    }

    /// Adds a text entry through the plain add form (the reader's zone is UTC: no zone cookie).
    static func add(_ browser: WebClient, _ title: String, at local: String) async throws {
        try await browser.get("/memory/new")
        let response = try await browser.post("/memory/new", form: ["kind": "text", "title": title, "text": "On the **ferry** again.",
                                                                    "occurredAt": local])
        #expect(response.status == .seeOther, "\(title): \(response.body.string.prefix(300))")
    }

    /// The part of the timeline page from the "On this day" card to the first day's group.
    static func card(_ html: String) -> String? {
        guard let start = html.range(of: "id=\"on-this-day\"") else { return nil }
        let end = html.range(of: "id=\"timeline-groups\"", range: start.upperBound..<html.endIndex)?.lowerBound ?? html.endIndex
        return String(html[start.lowerBound..<end])
    }

    @Test("On this day shows earlier years' entries on today's date, by year, linking to each; a year without entries is left out")
    func onThisDay() async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup: 2025 and 2023 have an entry on 26 November, 2024 has none (only the 25th)
            let browser = WebClient(app)
            try await browser.register(email: "days@example.com")
            try await Self.add(browser, "Ferry to Kadıköy", at: "2025-11-26T09:30")
            try await Self.add(browser, "Tea in Moda", at: "2023-11-26T18:00")
            try await Self.add(browser, "The day before", at: "2024-11-25T23:30")
            try await Self.add(browser, "This morning", at: "2026-11-26T08:00")
            let stranger = WebClient(app)
            try await stranger.register(email: "stranger@example.com")
            try await Self.add(stranger, "Someone else's day", at: "2025-11-26T10:00")
            // act
            let page = try await browser.get("/memory?welcomed=1")
            let searched = try await browser.get("/memory?q=ferry")
            // check
            let card = try #require(Self.card(page.body.string), "the card is shown")
            #expect(card.contains("1 year ago · 2025"))
            #expect(card.contains("3 years ago · 2023"))
            #expect(!card.contains("2024"), "a year without entries on the date has no heading")
            #expect(card.contains("Ferry to Kadıköy") && card.contains("Tea in Moda"))
            #expect(card.contains("On the ferry again."), "a plain line of the text, without its Markdown marks")
            #expect(!card.contains("The day before") && !card.contains("This morning"))
            #expect(!card.contains("Someone else"), "another account's entries never show")
            #expect(card.range(of: "2025")!.lowerBound < card.range(of: "2023")!.lowerBound, "newest year first")
            #expect(card.contains("href=\"/memory/entries/"))
            #expect(Self.card(searched.body.string) == nil, "a search shows only its results")
        }
    }

    @Test("the plain add form names what a memory lacks, in the reader's language, and saves nothing")
    func addFormNamesWhatIsMissing() async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "missing@example.com")
            try await browser.get("/memory/new")
            // act
            let song = try await browser.post("/memory/new", form: ["kind": "song", "title": "Evening"])
            browser.acceptLanguage = "fr"
            let text = try await browser.post("/memory/new", form: ["kind": "text", "title": "Only a title"])
            browser.acceptLanguage = "tr"
            let photo = try await browser.post("/memory/new", form: ["kind": "photo"])
            let timeline = try await browser.get("/memory?welcomed=1")
            // check
            #expect(song.status == .badRequest)
            #expect(song.body.string.contains("Song title is required. Artist is required."))
            #expect(text.body.string.contains("Texte\u{202F}: champ obligatoire."))
            #expect(photo.body.string.contains("En az bir fotoğraf ekleyin."))
            #expect(!timeline.body.string.contains("Evening") && !timeline.body.string.contains("Only a title"), "nothing was saved")
        }
    }

    @Test("On 29 February the card looks only at leap years; a day no earlier year has shows no card")
    func onThisDayLeapDay() async throws {
        try await withMemoryApp(clock: { Self.utc("2028-02-29T12:00:00") }) { app in
            // setup: 2024 is the only earlier leap year with an entry; 28 Feb and 1 Mar do not count
            let browser = WebClient(app)
            try await browser.register(email: "leap@example.com")
            try await Self.add(browser, "Leap ferry", at: "2024-02-29T10:00")
            try await Self.add(browser, "End of February", at: "2027-02-28T10:00")
            try await Self.add(browser, "First of March", at: "2025-03-01T10:00")
            // act
            let page = try await browser.get("/memory?welcomed=1")
            // check
            let card = try #require(Self.card(page.body.string))
            #expect(card.contains("4 years ago · 2024"))
            #expect(card.contains("Leap ferry"))
            #expect(!card.contains("End of February") && !card.contains("First of March"))
        }
        try await withMemoryApp(clock: { Self.utc("2026-03-02T12:00:00") }) { app in
            let browser = WebClient(app)
            try await browser.register(email: "none@example.com")
            try await Self.add(browser, "First of March", at: "2025-03-01T10:00")
            let page = try await browser.get("/memory?welcomed=1")
            #expect(Self.card(page.body.string) == nil, "no earlier year has an entry on 2 March")
            #expect(page.body.string.contains("First of March"))
        }
    }

    @Test("the day windows: 29 February exists only in leap years; each window spans every UTC offset")
    func windows() {
        let years = OnThisDay.earlierYears(than: DateComponents(year: 2028, month: 2, day: 29))
        #expect(Array(years.prefix(3)) == [2024, 2020, 2016])
        let window = OnThisDay.window(year: 2025, month: 11, day: 26)
        #expect(window?.lowerBound == Self.utc("2025-11-25T10:00:00"))
        #expect(window?.upperBound == Self.utc("2025-11-27T14:00:00"))
        #expect(OnThisDay.window(year: 2025, month: 2, day: 29) == nil)
    }

    /// The id of the newest entry on the timeline.
    static func newestEntryID(_ browser: WebClient) async throws -> String {
        let html = try await browser.get("/memory?welcomed=1").body.string
        let match = try #require(html.firstMatch(of: /href="\/memory\/entries\/([0-9A-Fa-f-]{36})"/))
        return String(match.1)
    }

    @Test("editing an entry saves text, tags, date and privacy through the API's update; the place and the rest are kept")
    func editSaves() async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "edit@example.com")
            try await Self.add(browser, "Ferry", at: "2025-11-26T09:30")
            let id = try await Self.newestEntryID(browser)
            // act
            let form = try await browser.get("/memory/entries/\(id)/edit")
            let saved = try await browser.post("/memory/entries/\(id)/edit", form: [
                "title": "Ferry to Kadıköy", "text": "Gulls took **half** the simit.", "tags": "#istanbul, çay",
                "occurredAt": "2025-11-24T18:45"])
            let page = try await browser.get("/memory/entries/\(id)")
            // check
            #expect(form.status == .ok)
            #expect(form.body.string.contains(#"value="2025-11-26T09:30""#), "the date as the entry's own wall clock")
            #expect(form.body.string.contains("On the **ferry** again."))
            #expect(saved.status == .seeOther)
            #expect(saved.headers.first(name: .location) == "/memory/entries/\(id)")
            let html = page.body.string
            #expect(html.contains("Ferry to Kadıköy"))
            #expect(html.contains("<strong>half</strong>"))
            #expect(html.contains("#istanbul") && html.contains("#çay"))
            #expect(html.contains("2025-11-24T18:45:00Z"), "the new date, read in the entry's offset (UTC here)")
            #expect(html.contains("Changes saved."))
            let again = try await browser.get("/memory/entries/\(id)/edit")
            #expect(!again.body.string.contains("checked"), "privacy was turned off by leaving the switch off")
        }
    }

    @Test("bad input is a 422 whose page names the field; nothing is saved", arguments: [
        ("tags", "ok, " + String(repeating: "x", count: 41), "field-tags"),
        ("occurredAt", "yesterday", "field-occurredAt"),
        ("occurredAt", "2031-01-01T10:00", "field-occurredAt"),
        ("title", String(repeating: "t", count: 201), "field-title"),
    ])
    func editRefuses(field: String, value: String, fieldID: String) async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "refuse@example.com")
            try await Self.add(browser, "Ferry", at: "2025-11-26T09:30")
            let id = try await Self.newestEntryID(browser)
            try await browser.get("/memory/entries/\(id)/edit")
            var form = ["title": "Ferry", "text": "Still here.", "tags": "", "occurredAt": "2025-11-26T09:30", "isPrivate": "on"]
            form[field] = value
            // act
            let refused = try await browser.post("/memory/entries/\(id)/edit", form: form)
            let page = try await browser.get("/memory/entries/\(id)")
            // check
            #expect(refused.status == .unprocessableEntity)
            let html = refused.body.string
            #expect(html.contains(#"id="\#(fieldID)" "#) || html.contains(#"id="\#(fieldID)""#))
            #expect(html.contains(#"aria-invalid="true""#))
            #expect(html.contains("\(fieldID)-error"), "the field carries its own message")
            #expect(html.contains("Check "), "the banner names the field")
            #expect(page.body.string.contains("On the <strong>ferry</strong> again."), "nothing was saved")
        }
    }

    @Test("a tag the rules refuse is named by the rule it breaks, not as a bad value", arguments: [
        ("summer, 😴", "A tag may hold only letters, digits, spaces, hyphens and underscores."),
        ("c++", "A tag may hold only letters, digits, spaces, hyphens and underscores."),
        ("ok, " + String(repeating: "x", count: 41), "A tag may be at most 40 characters long."),
    ])
    func editNamesTagRule(tags: String, sentence: String) async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "tags@example.com")
            try await Self.add(browser, "Ferry", at: "2025-11-26T09:30")
            let id = try await Self.newestEntryID(browser)
            try await browser.get("/memory/entries/\(id)/edit")
            // act
            let refused = try await browser.post("/memory/entries/\(id)/edit", form: [
                "title": "Ferry", "text": "Still here.", "tags": tags, "occurredAt": "2025-11-26T09:30", "isPrivate": "on",
            ])
            // check
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains(sentence))
        }
    }

    @Test("the recap's Next stops at the reader's current month and year", arguments: [
        ("year=2026&month=11", false), ("year=2026&month=10", true), ("year=2025&month=12", true),
        ("year=2026&month=all", false), ("year=2025&month=all", true),
    ])
    func summaryNextStopsNow(query: String, offersNext: Bool) async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "recap@example.com")
            // act
            let page = try await browser.get("/memory/summary?\(query)")
            // check
            #expect(page.status == .ok)
            #expect(page.body.string.contains(#"rel="next""#) == offersNext)
        }
    }

    @Test("another account's entry cannot be opened for editing or saved: 404")
    func editIsOwnerScoped() async throws {
        try await withMemoryApp { app in
            // setup
            let owner = WebClient(app)
            try await owner.register(email: "owner@example.com")
            try await Self.add(owner, "Mine", at: "2025-11-26T09:30")
            let id = try await Self.newestEntryID(owner)
            let other = WebClient(app)
            try await other.register(email: "other@example.com")
            try await other.get("/memory/new")
            // act
            let open = try await other.get("/memory/entries/\(id)/edit")
            let save = try await other.post("/memory/entries/\(id)/edit", form: [
                "title": "Taken", "tags": "", "occurredAt": "2025-11-26T09:30"])
            let unknown = try await other.get("/memory/entries/not-a-uuid/edit")
            // check
            #expect(open.status == .notFound)
            #expect(save.status == .notFound)
            #expect(unknown.status == .badRequest || unknown.status == .notFound)
            #expect(try await owner.get("/memory/entries/\(id)").body.string.contains("Mine"), "unchanged")
        }
    }

    @Test("the date range keeps the days from and to, both whole, as the API's from/to filter does; a bad or backwards range is a 400 page that says so beside the fields")
    func dateRange() async throws {
        try await withMemoryApp(clock: { Self.utc("2026-11-26T12:00:00") }) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "range@example.com")
            try await Self.add(browser, "Before", at: "2025-11-20T23:59")
            try await Self.add(browser, "First day", at: "2025-11-21T00:00")
            try await Self.add(browser, "Last day late", at: "2025-11-23T23:30")
            try await Self.add(browser, "After", at: "2025-11-24T00:00")
            // act
            let page = try await browser.get("/memory?welcomed=1&from=2025-11-21&to=2025-11-23")
            let api = try await browser.get("/api/entries?from=2025-11-21T00:00:00Z&to=2025-11-23T23:59:59.999Z",
                                            headers: ["X-CSRF-Token": browser.csrfToken ?? ""])  // the page's scripts' way in
            let bad = try await browser.get("/memory?from=21.11.2025")
            let reversed = try await browser.get("/memory?from=2025-11-23&to=2025-11-21")
            let reversedTurkish = try await browser.get("/memory?from=2025-11-23&to=2025-11-21", headers: ["Accept-Language": "tr"])
            // check
            let html = page.body.string
            #expect(html.contains("First day") && html.contains("Last day late"))
            #expect(!html.contains("Before") && !html.contains(">After"))
            #expect(html.contains(#"value="2025-11-21""#) && html.contains(#"value="2025-11-23""#), "the form keeps the range")
            #expect(api.status == .ok)
            #expect(api.body.string.contains("First day") && api.body.string.contains("Last day late"))
            #expect(!api.body.string.contains("Before") && !api.body.string.contains("After"), "the API agrees")
            #expect(bad.status == .badRequest)
            #expect(bad.body.string.contains("Enter dates such as 2025-11-23."))
            #expect(bad.body.string.contains("First day") && bad.body.string.contains("Before"), "the list shows without the range")
            #expect(reversed.status == .badRequest)
            #expect(reversed.body.string.contains(#"id="range-error" role="alert">The end date is before the start date."#))
            #expect(reversed.body.string.contains(#"value="2025-11-23""#), "the fields keep what was typed")
            #expect(reversedTurkish.body.string.contains("Bitiş tarihi başlangıç tarihinden önce."))
        }
    }
}

