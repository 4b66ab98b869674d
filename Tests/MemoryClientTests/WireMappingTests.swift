import Foundation
import MemoryAPI
import MemoryKit
import Testing

@testable import MemoryClient

@Suite("Entries from the wire: imported songs and the server's place names")
struct WireMappingTests {
    let now = Date(timeIntervalSince1970: 1_717_200_000)

    @Test("an imported play keeps its source and listening time; a photo's position is named by the nearest town")
    func mapping() {
        // setup
        let song = Components.Schemas.Entry(
            id: "S1", kind: .song, tags: [], occurredAt: now, utcOffsetSeconds: 0,
            song: .init(title: "Gesi Bağları", artist: "Kazım Koyuncu", source: .spotify, listenedSeconds: 215),
            isPrivate: true, media: [], createdAt: now, updatedAt: now)
        let photo = Components.Schemas.Entry(
            id: "P1", kind: .photo, tags: [], occurredAt: now, utcOffsetSeconds: 10800,
            location: .init(latitude: 41.0082, longitude: 28.9784), isPrivate: true, media: [],
            suggestions: .init(place: .init(name: "Eminönü", region: "Istanbul", countryCode: "TR", label: "Eminönü, Istanbul", distanceKm: 1.1)),
            createdAt: now, updatedAt: now)
        // act
        let played = WireEntry.entry(song)
        let seen = WireEntry.entry(photo)
        var moved = seen.draft
        moved.location = Location(latitude: 48.8566, longitude: 2.3522)
        // check
        #expect(played.song?.source == .spotify && played.song?.listenedMilliseconds == 215_000)
        #expect(seen.placeName == "Eminönü, Istanbul")
        #expect(seen.applying(moved).placeName == nil)  // the town was found for the old position
        #expect(seen.applying(seen.draft).placeName == "Eminönü, Istanbul")
    }

    @Test("a recap from the server reads into MemoryKit's RecapSummary with its moods, streak and listening time")
    func recap() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let counts = #"{"photo":2,"audio":0,"text":1,"song":1,"total":4}"#
        fixture.server.on("getMonthlySummary") { _, _ in
            FakeServer.json(.ok, #"""
                {"period":{"kind":"month","year":2024,"month":5},"totals":\#(counts),
                 "days":[{"date":"2024-05-30","counts":\#(counts)}],"months":[],
                 "mostActiveDays":[{"date":"2024-05-30","counts":\#(counts)}],
                 "longestStreak":{"length":2,"start":"2024-05-29","end":"2024-05-30"},
                 "tagCloud":[{"term":"deniz","count":2}],"wordCloud":[],
                 "music":{"songCount":1,"listeningMinutes":4,"topArtists":[{"term":"Sezen Aksu","count":1}],
                          "topSongs":[{"title":"Gülümse","artist":"Sezen Aksu","count":1}],"genres":[]},
                 "moods":[{"mood":"calm","count":3},{"mood":"joyful","count":1}],
                 "placesCount":2,"collagePhotoIds":["p1"]}
                """#)
        }
        // act
        let (recap, storedAt) = try await APISummaryLoader(client: fixture.service.api).recap(.month(year: 2024, month: 5))
        // check
        #expect(storedAt == nil)
        #expect(recap.period == .month(year: 2024, month: 5) && recap.totals.total == 4)
        #expect(recap.longestStreak == Streak(length: 2, start: LocalDate(year: 2024, month: 5, day: 29), end: LocalDate(year: 2024, month: 5, day: 30)))
        #expect(recap.moods == [MoodCount(mood: .calm, count: 3), MoodCount(mood: .joyful, count: 1)])
        #expect(recap.music.listeningMinutes == 4 && recap.music.topSongs == [SongCount(title: "Gülümse", artist: "Sezen Aksu", count: 1)])
        #expect(recap.days.map(\.date) == [LocalDate(year: 2024, month: 5, day: 30)])
    }
}
