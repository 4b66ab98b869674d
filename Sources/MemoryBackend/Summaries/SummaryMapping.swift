import MemoryAPI
import MemoryKit

/// `RecapSummary` (MemoryKit) as the contract's `Summary`.
enum SummaryMapping {
    static func summary(_ recap: RecapSummary) -> Components.Schemas.Summary {
        Components.Schemas.Summary(
            period: period(recap.period), totals: counts(recap.totals), days: recap.days.map(day),
            months: recap.months.map(counts), mostActiveDays: recap.mostActiveDays.map(day),
            longestStreak: recap.longestStreak.map {
                .init(length: $0.length, start: $0.start.description, end: $0.end.description)
            },
            tagCloud: recap.tagCloud.map(term), wordCloud: recap.wordCloud.map(term),
            music: .init(
                songCount: recap.music.songCount, listeningMinutes: recap.music.listeningMinutes,
                topArtists: recap.music.topArtists.map(term),
                topSongs: recap.music.topSongs.map { .init(title: $0.title, artist: $0.artist, count: $0.count) },
                genres: recap.music.genres.map(term)),
            moods: recap.moods.map { .init(mood: .init(rawValue: $0.mood.rawValue) ?? .neutral, count: $0.count) },
            placesCount: recap.placesCount, collagePhotoIds: recap.collagePhotoIds)
    }

    static func period(_ period: SummaryPeriod) -> Components.Schemas.SummaryPeriod {
        switch period {
        case .month(let year, let month): .init(kind: .month, year: year, month: month)
        case .year(let year): .init(kind: .year, year: year)
        }
    }

    static func counts(_ counts: KindCounts) -> Components.Schemas.KindCounts {
        .init(photo: counts.photo, audio: counts.audio, text: counts.text, song: counts.song)
    }

    static func day(_ day: DayActivity) -> Components.Schemas.DayActivity {
        .init(date: day.date.description, counts: counts(day.counts))
    }

    static func term(_ term: TermCount) -> Components.Schemas.TermCount {
        .init(term: term.term, count: term.count)
    }
}
