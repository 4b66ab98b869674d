import Foundation
import Localization
import MemoryAPI
import PageSnapshotTesting
import Testing
import WebUI

@testable import MemoryBackend

/// The Memory Recap web app's pages from models alone, in English and Turkish: golden HTML that
/// fails when markup, texts or escaping change.
@Suite("Memory web app: golden HTML")
struct MemoryWebSnapshotTests {
    static let noon = Date(timeIntervalSince1970: 1_763_900_000)  // 23 Nov 2025, 12:13 UTC

    static var cards: [EntryCardModel] {
        var song = EntryCardModel(id: "3", kind: .song, title: nil, occurredAt: noon - 86_400, utcOffsetSeconds: 3 * 3600)
        song.song = (title: "Aşk", artist: "Sezen Aksu", album: Optional("Deniz Yıldızı"))
        var photo = EntryCardModel(id: "2", kind: .photo, title: "Ferry <to> Kadıköy", tags: ["istanbul"], occurredAt: noon - 3600,
                                   utcOffsetSeconds: 3 * 3600, placeName: "Kadıköy")
        photo.photos = [(thumbnail: "/api/media/2?variant=thumb256&signature=x", large: "/api/media/2?signature=y", width: Optional(1024), height: Optional(768))]
        var voice = EntryCardModel(id: "4", kind: .audio, title: nil, occurredAt: noon - 7200, utcOffsetSeconds: 3 * 3600)
        voice.audio = (url: "/api/media/4?signature=z", seconds: Optional(23.6))  // shown 0:23, as the player shows it
        voice.transcript = "Bugün vapurla karşıya geçtik."
        voice.mood = "joyful"
        let text = EntryCardModel(id: "1", kind: .text, title: "İSTANBUL", markdown: "We walked **along the Bosphorus**.\n\n<script>x</script>",
                                  tags: ["travel"], occurredAt: noon, utcOffsetSeconds: 3 * 3600)
        return [text, photo, voice, song]
    }

    static func timeline(_ cards: [EntryCardModel], grouping: TimelinePage.Grouping = .day, query: String = "") -> TimelinePage {
        TimelinePage(groups: TimelinePage.grouped(cards, by: grouping), grouping: grouping, query: query, kind: nil, tag: nil,
                     page: 1, hasMore: true, total: 40, tagChips: ["travel", "istanbul"], loadFailed: false, outboxAccount: "acct-1")
    }

    @Test("the timeline: a card of each type grouped by day, filters, load older", arguments: [Language.en, .tr])
    func timelinePage(language: Language) {
        // setup
        let page = Self.timeline(Self.cards)
        // act
        let view = page.view(in: .snapshot(language))
        // check
        expectSnapshot(view, named: "memory-timeline-\(language)")
        let html = view.renderedString()
        #expect(html.contains("<strong>along the Bosphorus</strong>"))
        #expect(!html.contains("<script>x"))
        #expect(html.contains("Ferry &lt;to&gt; Kadıköy"))
        #expect(html.contains("href=\"/memory?page=2\""))
    }

    @Test("the timeline's On this day card: earlier years on today's date, newest year first", arguments: [Language.en, .tr])
    func onThisDay(language: Language) {
        // setup: today is 23 Nov 2026; three cards are from 23 Nov 2025, the song moved to 23 Nov 2023
        var cards = Self.cards
        cards[3].occurredAt = Self.noon - 86_400 * 731  // 23 Nov 2023 (2024 had 29 February)
        var page = Self.timeline(Self.cards)
        page.onThisDay = OnThisDay.grouped(cards, today: DateComponents(year: 2026, month: 11, day: 23))
        // act
        let view = page.view(in: .snapshot(language))
        // check
        expectSnapshot(view, named: "memory-timeline-on-this-day-\(language)")
        #expect(page.onThisDay?.years.map(\.year) == [2025, 2023])
        #expect(page.onThisDay?.years.map(\.yearsAgo) == [1, 3])
        #expect(page.onThisDay?.years.map(\.cards.count) == [3, 1])
        #expect(view.renderedString().contains(MemoryWebText.strings.text(.yearsAgo, language, ["count": "3"]) + " · 2023"))
    }

    @Test("grouping puts entries of one day, week or month under one heading")
    func grouping() {
        // setup: two entries on 23 Nov, one on 22 Nov (a Saturday, same ISO week), all November
        let cards = Self.cards
        // act
        let days = TimelinePage.grouped(cards, by: .day).map(\.cards.count)
        let weeks = TimelinePage.grouped(cards, by: .week).map(\.cards.count)
        let months = TimelinePage.grouped(cards, by: .month).map(\.cards.count)
        // check
        #expect(days == [3, 1])
        #expect(weeks == [4])
        #expect(months == [4])
    }

    @Test("an empty timeline invites the first entry; a search without results says so", arguments: [Language.en, .tr])
    func emptyStates(language: Language) {
        expectSnapshot(Self.timeline([]).view(in: .snapshot(language)), named: "memory-timeline-empty-\(language)")
        let html = Self.timeline([], query: "yok").view(in: .snapshot(language)).renderedString()
        #expect(html.contains(MemoryWebText.strings.text(.noResults, language)))
    }

    @Test("the introduction: purpose, privacy, and each permission with why it is asked", arguments: [Language.en, .tr])
    func welcomePage(language: Language) {
        // act
        let view = MemoryWelcomePage().view(in: .snapshot(language))
        // check
        expectSnapshot(view, named: "memory-welcome-\(language)")
        let html = view.renderedString()
        #expect(html.components(separatedBy: "data-slide=\"\"").count - 1 == 3)
        #expect(html.contains(MemoryWebText.strings.text(.welcomeMicrophone, language)))
    }

    @Test("the edit form, and the same form refusing a date with the field named", arguments: [Language.en, .tr])
    func editPage(language: Language) throws {
        // setup
        let entry = Components.Schemas.Entry(
            id: "1", kind: .text, title: "İSTANBUL", text: "We walked **along the Bosphorus**.", tags: ["travel", "çay"],
            occurredAt: Self.noon, utcOffsetSeconds: 3 * 3600, isPrivate: true, media: [], createdAt: Self.noon, updatedAt: Self.noon)
        var refused = EditEntryPage(entry: entry)
        refused.values.occurredAt = "yesterday"
        refused.errors[.occurredAt] = MemoryWebText.strings.text(.dateInvalid, language)
        // act
        let view = EditEntryPage(entry: entry).view(in: .snapshot(language))
        let refusedHTML = refused.view(in: .snapshot(language)).renderedString()
        // check
        expectSnapshot(view, named: "memory-edit-\(language)")
        #expect(view.renderedString().contains(#"value="2025-11-23T15:13""#), "Istanbul's wall clock")
        #expect(refusedHTML.contains(MemoryWebText.strings.text(.checkField, language,
                                                                ["field": MemoryWebText.strings.text(.dateLabel, language)])))
        #expect(refusedHTML.contains(#"aria-invalid="true""#))
    }

    @Test("the add sheet: type picker, camera, recorder, text, song, tags", arguments: [Language.en, .tr])
    func addPage(language: Language) {
        expectSnapshot(AddEntryPage(outboxAccount: "acct-1", maxAudioSeconds: 60, now: Self.noon).view(in: .snapshot(language)),
                       named: "memory-add-\(language)")
    }

    @Test("an entry's page: photo, place with coordinates and a maps link, tags, delete", arguments: [Language.en, .tr])
    func detailPage(language: Language) {
        var card = Self.cards[1]
        card.coordinates = (latitude: 41.0082, longitude: 28.9784)
        expectSnapshot(EntryDetailPage(card: card).view(in: .snapshot(language)), named: "memory-entry-\(language)")
    }

    @Test("an entry's place: a map holder only when a tile source is configured, the coordinates and link always")
    func placeMap() {
        // setup
        var card = Self.cards[1]
        card.coordinates = (latitude: 41.0082, longitude: 28.9784)
        let tiles = EntryDetailPage.MapSource(tiles: "/tiles/{z}/{x}/{y}.png", attribution: "© Test tiles")
        // act
        let offline = EntryDetailPage(card: card).view(in: .snapshot(.en)).renderedString()
        let drawn = EntryDetailPage(card: card, map: tiles).view(in: .snapshot(.tr)).renderedString()
        // check: no tile source, no holder (nothing would be fetched from anywhere)
        #expect(!offline.contains("data-map"))
        #expect(offline.contains("41.0082, 28.9784"))
        #expect(offline.contains(#"href="https://www.openstreetmap.org/?mlat=41.0082&amp;mlon=28.9784#map=15/41.0082/28.9784""#))
        // check: with tiles the holder names them, hidden until Leaflet draws; the fallback stays
        #expect(drawn.contains(#"<div class="place-map" role="region" aria-label="Kadıköy haritası" hidden data-map="" data-lat="41.0082" data-lon="28.9784" data-tiles="/tiles/{z}/{x}/{y}.png" data-attribution="© Test tiles" data-label="Kadıköy"></div>"#))
        #expect(drawn.contains("41,0082, 28,9784"))
    }

    @Test("settings: uploads, the daily reminder with its calendar link, export, and a refused time", arguments: [Language.en, .tr])
    func settingsPage(language: Language) {
        let feed = "https://suite.example/memory/reminder/token.ics?lang=\(language.rawValue)"
        expectSnapshot(MemorySettingsPage(reminderTime: "20:30", feedURL: feed).view(in: .snapshot(language)),
                       named: "memory-settings-\(language)")
        let refused = MemorySettingsPage(reminderTime: "25:00", reminderError: MemoryWebText.strings.text(.reminderTimeInvalid, language),
                                         feedURL: feed).view(in: .snapshot(language)).renderedString()
        #expect(refused.contains(#"aria-invalid="true""#) && refused.contains(#"value="25:00""#))
    }

    @Test("shared links: each working link with what it shares, until when, and Turn Off; none says so", arguments: [Language.en, .tr])
    func sharedLinksPage(language: Language) {
        let rows: [SharedLinksPage.Row] = [
            .init(id: "link-1", title: "Ferry", url: "/memory/entries/entry-1", expiresAt: Self.noon.addingTimeInterval(7 * 86_400)),
            .init(id: "link-2", title: "November 2026", url: "/memory/summary?year=2026&month=11", expiresAt: Self.noon.addingTimeInterval(86_400)),
        ]
        expectSnapshot(SharedLinksPage(rows: rows).view(in: .snapshot(language)), named: "memory-shared-links-\(language)")
        let none = SharedLinksPage(rows: []).view(in: .snapshot(language)).renderedString()
        #expect(none.contains(MemoryWebText.strings.text(.sharedLinksEmpty, language)))
    }

    @Test("tags: each with its count, the add form, rename in place (open with the reason when refused), delete in the sheet; none says so",
          arguments: [Language.en, .tr])
    func tagsPage(language: Language) {
        let refusal = MemoryTagsPage.Refusal(tagID: "tag-2", typed: "ferry", message: PageContext.snapshot(language).t(MemoryWebText.tagExists, ["name": "ferry"]))
        let page = MemoryTagsPage(rows: [.init(id: "tag-1", name: "ferry", count: 1), .init(id: "tag-2", name: "sunset", count: 3)],
                                  renaming: refusal)
        expectSnapshot(page.view(in: .snapshot(language)), named: "memory-tags-\(language)")
        let none = MemoryTagsPage(rows: []).view(in: .snapshot(language)).renderedString()
        #expect(none.contains(MemoryWebText.strings.text(.tagsEmpty, language)) && !none.contains("delete-tag-sheet"))
    }

    @Test("the reminder time reads what a time field sends and nothing else")
    func reminderTimes() {
        #expect(MemorySettingsPage.minuteOfDay("20:30") == 1230 && MemorySettingsPage.minuteOfDay("00:00") == 0)
        #expect(MemorySettingsPage.minuteOfDay("07:05:00") == 425 && MemorySettingsPage.minuteOfDay("23:59") == 1439)
        for bad in ["24:00", "7:05", "20:60", "2030", "", "20:30:99", "٢٠:٣٠", "20:3a"] {
            #expect(MemorySettingsPage.minuteOfDay(bad) == nil, "\(bad)")
        }
        #expect(MemorySettingsPage.timeText(425) == "07:05")
    }

    @Test("music import: the upload form, and a preview with its counts and the import button", arguments: [Language.en, .tr])
    func importPages(language: Language) {
        let preview = Components.Schemas.MusicImport(
            id: "5C1A4B8E-0000-4000-8000-000000000001", state: .preview, format: .lastfmJSON, plays: 1240, alreadyImported: 40,
            skippedNotMusic: 12, skippedShortPlays: 85, skippedNowPlaying: 1, duplicatesInFiles: 3, listeningMinutes: 4321,
            firstPlayedAt: Self.noon - 86_400 * 300, lastPlayedAt: Self.noon, imported: 0, createdAt: Self.noon)
        expectSnapshot(MusicImportPage(current: nil, error: nil, timeZone: "Europe/Istanbul").view(in: .snapshot(language)),
                       named: "memory-import-\(language)")
        expectSnapshot(MusicImportPage(current: preview, error: nil, timeZone: "Europe/Istanbul").view(in: .snapshot(language)),
                       named: "memory-import-preview-\(language)")
    }

    @Test("the map's tile source comes from MEMORY_MAP_TILE_URL; unset or empty means none")
    func mapTileSetting() {
        let none = MemoryBackendOptions.fromEnvironment { _ in nil }
        let empty = MemoryBackendOptions.fromEnvironment { $0 == "MEMORY_MAP_TILE_URL" ? "" : nil }
        let set = MemoryBackendOptions.fromEnvironment { ["MEMORY_MAP_TILE_URL": "https://tiles.example.org/{z}/{x}/{y}.png",
                                                          "MEMORY_MAP_ATTRIBUTION": "© Example"][$0] }
        #expect(none.mapTileURL == nil && empty.mapTileURL == nil)
        #expect(set.mapTileURL == "https://tiles.example.org/{z}/{x}/{y}.png" && set.mapAttribution == "© Example")
    }

    static var novemberSummary: Components.Schemas.Summary {
        let days = (1...30).map { day in
            Components.Schemas.DayActivity(date: String(format: "2025-11-%02d", day),
                                           counts: .init(photo: day % 3, audio: day % 2, text: 1, song: 0))
        }
        return Components.Schemas.Summary(
            period: .init(kind: .month, year: 2025, month: 11), totals: .init(photo: 29, audio: 15, text: 30, song: 2),
            days: days, months: [], mostActiveDays: [days[22], days[4]],
            longestStreak: .init(length: 30, start: "2025-11-01", end: "2025-11-30"),
            tagCloud: [.init(term: "travel", count: 7), .init(term: "çay", count: 2)], wordCloud: [.init(term: "vapur", count: 4)],
            music: .init(songCount: 2, listeningMinutes: 8, topArtists: [.init(term: "Sezen Aksu", count: 2)], topSongs: [], genres: []),
            moods: [], placesCount: 1, collagePhotoIds: [])
    }

    @Test("a month's recap: totals, kinds donut, entries per day, active days, streak, tags, artists", arguments: [Language.en, .tr])
    func monthSummary(language: Language) {
        // act
        let view = SummaryPage(summary: Self.novemberSummary).view(in: .snapshot(language))
        // check
        expectSnapshot(view, named: "memory-summary-month-\(language)")
        let html = view.renderedString()
        #expect(html.contains("id=\"summary-per-day"))
        #expect(html.contains("id=\"summary-kinds"))
    }

    @Test("the year's recap shows months and the heatmap; a year without entries says so")
    func yearSummary() {
        // setup
        var year = Self.novemberSummary
        year.period = .init(kind: .year, year: 2025)
        year.months = (1...12).map { .init(photo: $0, audio: 0, text: 0, song: 0) }
        var empty = year
        empty.totals = .init(photo: 0, audio: 0, text: 0, song: 0)
        // act
        let html = SummaryPage(summary: year).view(in: .snapshot(.en)).renderedString()
        let emptyHTML = SummaryPage(summary: empty).view(in: .snapshot(.tr)).renderedString()
        // check
        #expect(html.contains("id=\"summary-per-month"))
        #expect(html.contains("id=\"summary-year"))
        #expect(emptyHTML.contains(MemoryWebText.strings.text(.nothingThisPeriod, .tr)))
    }

    @Test("the plain form's fields become the API's metadata, tags trimmed, the date in the reader's zone")
    func formMetadata() throws {
        // setup
        let form = MemoryWebController.AddForm(kind: "text", title: " Çay ", text: "**hi**", tags: "#travel, , çay ",
                                               occurredAt: "2025-11-23T09:30")
        let istanbul = try #require(TimeZone(identifier: "Europe/Istanbul"))
        // act
        let metadata = MemoryWebController.metadata(form, timeZone: istanbul, now: Self.noon)
        // check
        #expect(metadata.kind == .text)
        #expect(metadata.tags == ["travel", "çay"])
        #expect(metadata.occurredAt == Date(timeIntervalSince1970: 1_763_879_400))  // 06:30 UTC
        #expect(metadata.utcOffsetSeconds == 3 * 3600)
        #expect(metadata.text == "**hi**")
        #expect(metadata.song == nil)
    }
}
