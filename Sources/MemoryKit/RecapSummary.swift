import Foundation

/// What the summary engine reads of one entry: the backend maps its rows to this.
public struct RecapEntry: Sendable, Equatable {
    public var id: String
    public var kind: EntryKind
    public var occurredAt: Date
    /// The entry's own offset decides which local day it belongs to.
    public var utcOffsetSeconds: Int
    public var tags: [String]
    /// Title, description and markdown text (and later transcripts) feed the word cloud.
    public var texts: [String]
    public var song: SongDetails?
    public var location: Location?
    /// The mood read from the entry's words, when it has any.
    public var mood: Mood?

    public init(
        id: String, kind: EntryKind, occurredAt: Date, utcOffsetSeconds: Int, tags: [String] = [],
        texts: [String] = [], song: SongDetails? = nil, location: Location? = nil, mood: Mood? = nil
    ) {
        self.id = id
        self.kind = kind
        self.occurredAt = occurredAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.tags = tags
        self.texts = texts
        self.song = song
        self.location = location
        self.mood = mood
    }

    /// The day the user lived this entry.
    public var localDate: LocalDate {
        LocalDate(secondsSince1970: occurredAt.timeIntervalSince1970, utcOffsetSeconds: utcOffsetSeconds)
    }
}

/// Activity on one day: a heatmap cell.
public struct DayActivity: Codable, Equatable, Sendable {
    public var date: LocalDate
    public var counts: KindCounts

    public init(date: LocalDate, counts: KindCounts) {
        self.date = date
        self.counts = counts
    }
}

/// A run of consecutive days that each have at least one entry.
public struct Streak: Codable, Equatable, Sendable {
    public var length: Int
    public var start: LocalDate
    public var end: LocalDate

    public init(length: Int, start: LocalDate, end: LocalDate) {
        self.length = length
        self.start = start
        self.end = end
    }
}

/// A word, tag, artist or genre with how often it occurred.
public struct TermCount: Codable, Equatable, Sendable {
    public var term: String
    public var count: Int

    public init(_ term: String, _ count: Int) {
        self.term = term
        self.count = count
    }
}

/// A song and how often it was logged.
public struct SongCount: Codable, Equatable, Sendable {
    public var title: String
    public var artist: String
    public var count: Int

    public init(title: String, artist: String, count: Int) {
        self.title = title
        self.artist = artist
        self.count = count
    }
}

/// The music part of a recap.
public struct MusicSummary: Codable, Equatable, Sendable {
    public var songCount: Int
    public var topArtists: [TermCount]
    public var topSongs: [SongCount]
    public var genres: [TermCount]
    /// Listening time of the songs whose length is known (imports), in minutes.
    public var listeningMinutes: Int

    public init(songCount: Int, topArtists: [TermCount], topSongs: [SongCount], genres: [TermCount], listeningMinutes: Int) {
        self.songCount = songCount
        self.topArtists = topArtists
        self.topSongs = topSongs
        self.genres = genres
        self.listeningMinutes = listeningMinutes
    }
}

/// How many entries of the period carried a mood.
public struct MoodCount: Codable, Equatable, Sendable {
    public var mood: Mood
    public var count: Int

    public init(mood: Mood, count: Int) {
        self.mood = mood
        self.count = count
    }
}

/// A monthly or yearly recap, returned as JSON now and rendered as an image later.
public struct RecapSummary: Codable, Equatable, Sendable {
    public var period: SummaryPeriod
    public var totals: KindCounts
    /// Every day of the period in order, empty days included (calendar heatmap data).
    public var days: [DayActivity]
    /// For a yearly recap, the twelve months in order; empty for a monthly one.
    public var months: [KindCounts]
    /// Busiest days first; ties go to the earlier day; days without entries never appear.
    public var mostActiveDays: [DayActivity]
    /// The longest run of days with entries (the earliest among equals), `nil` for an empty period.
    public var longestStreak: Streak?
    public var tagCloud: [TermCount]
    public var wordCloud: [TermCount]
    public var music: MusicSummary
    /// Moods by count (most first, ties in `Mood` order); moods that did not occur are left out.
    public var moods: [MoodCount]
    /// Distinct places (by name, or by coordinate to about 100 m when unnamed).
    public var placesCount: Int
    /// Photo ids for the collage, spread evenly over the period.
    public var collagePhotoIds: [String]

    /// Public so that clients can build the recap they read from the API (MemoryClient).
    public init(
        period: SummaryPeriod, totals: KindCounts, days: [DayActivity], months: [KindCounts], mostActiveDays: [DayActivity],
        longestStreak: Streak?, tagCloud: [TermCount], wordCloud: [TermCount], music: MusicSummary, moods: [MoodCount],
        placesCount: Int, collagePhotoIds: [String]
    ) {
        self.period = period
        self.totals = totals
        self.days = days
        self.months = months
        self.mostActiveDays = mostActiveDays
        self.longestStreak = longestStreak
        self.tagCloud = tagCloud
        self.wordCloud = wordCloud
        self.music = music
        self.moods = moods
        self.placesCount = placesCount
        self.collagePhotoIds = collagePhotoIds
    }
}
