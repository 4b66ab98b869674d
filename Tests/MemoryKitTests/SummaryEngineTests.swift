import Foundation
import Testing

@testable import MemoryKit

/// A UTC instant from its parts (test data only).
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    let days = LocalDate(year: year, month: month, day: day).daysSinceEpoch
    return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60))
}

private let plus3 = 3 * 3600

/// February 2024 (29 days), worked out by hand in the comments.
private let february: [RecapEntry] = [
    // day 1 (local +03:00)
    RecapEntry(
        id: "e1", kind: .photo, occurredAt: utc(2024, 2, 1, 10), utcOffsetSeconds: plus3, tags: ["yaz", "deniz"],
        texts: ["Deniz"], location: Location(latitude: 40.99, longitude: 29.03, name: "Kadıköy")),
    RecapEntry(
        id: "e2", kind: .text, occurredAt: utc(2024, 2, 1, 20, 30), utcOffsetSeconds: plus3, tags: ["deniz"],
        texts: ["Deniz kenarında **güzel** bir gün", "Deniz çok güzel"]),
    // 2024-01-31 23:00Z is 02:00 on 1 February at +03:00: inside
    RecapEntry(id: "e9", kind: .photo, occurredAt: utc(2024, 1, 31, 23), utcOffsetSeconds: plus3),
    // 22:30Z on the 1st is 01:30 on the 2nd at +03:00
    RecapEntry(id: "e3", kind: .audio, occurredAt: utc(2024, 2, 1, 22, 30), utcOffsetSeconds: plus3, tags: ["deniz"]),
    RecapEntry(
        id: "e4", kind: .song, occurredAt: utc(2024, 2, 2, 12), utcOffsetSeconds: 0,
        song: SongDetails(title: "Bohemian Rhapsody", artist: "Queen", genre: "Rock")),
    // day 3
    RecapEntry(
        id: "e5", kind: .song, occurredAt: utc(2024, 2, 3, 9), utcOffsetSeconds: 0,
        song: SongDetails(title: "bohemian rhapsody", artist: "QUEEN", genre: "rock")),
    // day 5: the same place as e1, spelled in capitals
    RecapEntry(
        id: "e11", kind: .text, occurredAt: utc(2024, 2, 5, 9), utcOffsetSeconds: plus3,
        texts: ["İstanbul'da KISA bir yürüyüş"], location: Location(latitude: 41, longitude: 29, name: "KADIKÖY")),
    // day 10: two photos about 1 m apart, one place
    RecapEntry(
        id: "e6", kind: .song, occurredAt: utc(2024, 2, 10, 8), utcOffsetSeconds: plus3,
        song: SongDetails(title: "Yeter ki", artist: "Sezen Aksu", genre: "Pop")),
    RecapEntry(
        id: "e7", kind: .photo, occurredAt: utc(2024, 2, 10, 9), utcOffsetSeconds: plus3, tags: ["İstanbul"],
        location: Location(latitude: 41.0082, longitude: 28.9784)),
    RecapEntry(
        id: "e8", kind: .photo, occurredAt: utc(2024, 2, 10, 10), utcOffsetSeconds: plus3, tags: ["istanbul"],
        location: Location(latitude: 41.00821, longitude: 28.97842)),
    // 22:00Z on the 29th is 1 March at +03:00: outside
    RecapEntry(id: "e10", kind: .text, occurredAt: utc(2024, 2, 29, 22), utcOffsetSeconds: plus3, texts: ["mart"]),
]

@Suite("Summary engine")
struct SummaryEngineTests {
    let summary = SummaryEngine(language: .tr).summarize(february, period: .month(year: 2024, month: 2))

    @Test("counts per kind and per local day")
    func counts() {
        #expect(summary.totals == KindCounts(photo: 4, audio: 1, text: 2, song: 3))
        #expect(summary.days.count == 29)
        #expect(summary.days[0].date.description == "2024-02-01")
        #expect(summary.days[0].counts == KindCounts(photo: 2, text: 1))
        #expect(summary.days[1].counts == KindCounts(audio: 1, song: 1))
        #expect(summary.days[9].counts == KindCounts(photo: 2, song: 1))
        #expect(summary.days[28].counts.total == 0, "e10 belongs to March")
        #expect(summary.months.isEmpty)
    }

    @Test("most active days: busiest first, earlier day wins a tie")
    func mostActive() {
        #expect(summary.mostActiveDays.map(\.date.description) == ["2024-02-01", "2024-02-10", "2024-02-02", "2024-02-03", "2024-02-05"])
    }

    @Test("longest streak: 1 to 3 February")
    func streak() {
        #expect(summary.longestStreak == Streak(length: 3, start: LocalDate(year: 2024, month: 2, day: 1), end: LocalDate(year: 2024, month: 2, day: 3)))
    }

    @Test("tag cloud groups İstanbul/istanbul under the first spelling")
    func tags() {
        #expect(summary.tagCloud == [TermCount("deniz", 3), TermCount("İstanbul", 2), TermCount("yaz", 1)])
    }

    @Test("word cloud with Turkish rules")
    func words() {
        #expect(
            summary.wordCloud == [
                TermCount("deniz", 3), TermCount("güzel", 2), TermCount("gün", 1), TermCount("istanbul", 1),
                TermCount("kenarında", 1), TermCount("kısa", 1), TermCount("yürüyüş", 1),
            ])
    }

    @Test("music: artists, songs and genres regardless of case")
    func music() {
        #expect(summary.music.songCount == 3)
        #expect(summary.music.topArtists == [TermCount("Queen", 2), TermCount("Sezen Aksu", 1)])
        #expect(summary.music.topSongs == [
            SongCount(title: "Bohemian Rhapsody", artist: "Queen", count: 2),
            SongCount(title: "Yeter ki", artist: "Sezen Aksu", count: 1),
        ])
        #expect(summary.music.genres == [TermCount("Rock", 2), TermCount("Pop", 1)])
    }

    @Test("places: Kadıköy/KADIKÖY by name, two nearby unnamed photos by coordinate")
    func places() {
        #expect(summary.placesCount == 2)
    }

    @Test("collage: every photo in time order when they fit")
    func collageFits() {
        #expect(summary.collagePhotoIds == ["e9", "e1", "e7", "e8"])
    }

    @Test("collage: evenly spaced photos when there are too many")
    func collageSpread() {
        // setup
        var limits = SummaryEngine.Limits()
        limits.collagePhotos = 4
        let photos = (0..<10).map {
            RecapEntry(id: "p\($0)", kind: .photo, occurredAt: utc(2024, 3, 1 + $0, 12), utcOffsetSeconds: 0)
        }
        // act
        let ids = SummaryEngine(language: .en, limits: limits).summarize(photos.reversed(), period: .month(year: 2024, month: 3)).collagePhotoIds
        // check: positions 0, 10/4 = 2, 20/4 = 5, 30/4 = 7
        #expect(ids == ["p0", "p2", "p5", "p7"])
    }

    @Test("an empty month has zero days and no streak")
    func empty() {
        // act
        let empty = SummaryEngine(language: .en).summarize([], period: .month(year: 2023, month: 4))
        // check
        #expect(empty.days.count == 30)
        #expect(empty.totals.total == 0)
        #expect(empty.longestStreak == nil)
        #expect(empty.mostActiveDays.isEmpty)
        #expect(empty.collagePhotoIds.isEmpty && empty.wordCloud.isEmpty && empty.music.songCount == 0)
    }

    @Test("a year: 366 days, monthly totals, streak across a month boundary")
    func year() {
        // setup
        let entries = [
            RecapEntry(id: "a", kind: .text, occurredAt: utc(2024, 1, 30, 12), utcOffsetSeconds: 0),
            RecapEntry(id: "b", kind: .text, occurredAt: utc(2024, 1, 31, 12), utcOffsetSeconds: 0),
            RecapEntry(id: "c", kind: .photo, occurredAt: utc(2024, 2, 1, 12), utcOffsetSeconds: 0),
            RecapEntry(id: "d", kind: .song, occurredAt: utc(2024, 12, 31, 23), utcOffsetSeconds: 0),
            RecapEntry(id: "e", kind: .song, occurredAt: utc(2024, 12, 31, 23), utcOffsetSeconds: 3600),
        ]
        // act
        let year = SummaryEngine(language: .en).summarize(entries, period: .year(2024))
        // check
        #expect(year.days.count == 366)
        #expect(year.months.count == 12)
        #expect(year.months[0] == KindCounts(text: 2))
        #expect(year.months[1] == KindCounts(photo: 1))
        #expect(year.months[11] == KindCounts(song: 1), "e falls on 1 January 2025 locally")
        #expect(year.longestStreak?.length == 3)
        #expect(year.longestStreak?.start.description == "2024-01-30")
    }

    @Test("JSON: dates as YYYY-MM-DD, counts as a flat object")
    func json() throws {
        // act
        let data = try JSONEncoder().encode(summary.days[0])
        let decoded = try JSONDecoder().decode(DayActivity.self, from: data)
        // check
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["date"] as? String == "2024-02-01")
        #expect((object["counts"] as? [String: Int])?["photo"] == 2)
        #expect(decoded == summary.days[0])
    }
}
