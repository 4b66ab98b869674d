import Localization

/// Builds monthly and yearly recaps from entries; pure and deterministic.
public struct SummaryEngine: Sendable {
    /// How many items each ranked list keeps.
    public struct Limits: Equatable, Sendable {
        public var mostActiveDays = 5
        public var tags = 30
        public var words = 50
        public var artists = 10
        public var songs = 10
        public var genres = 10
        public var collagePhotos = 9
        public init() {}
    }

    public var limits: Limits
    /// Case rules for the word cloud (the user's language).
    public var language: Language

    public init(language: Language, limits: Limits = Limits()) {
        self.language = language
        self.limits = limits
    }

    /// Summarises `entries` for `period`; entries whose local day falls outside are ignored,
    /// so the caller may over-fetch by a day on each side to cover every UTC offset.
    public func summarize(_ entries: [RecapEntry], period: SummaryPeriod) -> RecapSummary {
        let first = period.firstDay.daysSinceEpoch
        let dayCount = period.dayCount
        var dayCounts = [KindCounts](repeating: KindCounts(), count: dayCount)
        var inPeriod: [(entry: RecapEntry, dayIndex: Int)] = []
        inPeriod.reserveCapacity(entries.count)
        for entry in entries {
            let index = entry.localDate.daysSinceEpoch - first
            guard index >= 0, index < dayCount else { continue }
            dayCounts[index][entry.kind] += 1
            inPeriod.append((entry, index))
        }
        // Chronological order makes "first spelling seen" and the collage deterministic.
        inPeriod.sort { ($0.entry.occurredAt, $0.entry.id) < ($1.entry.occurredAt, $1.entry.id) }
        let ordered = inPeriod.map(\.entry)
        let days = dayCounts.enumerated().map { DayActivity(date: LocalDate(daysSinceEpoch: first + $0.offset), counts: $0.element) }
        return RecapSummary(
            period: period,
            totals: dayCounts.reduce(into: KindCounts()) { total, day in
                for kind in EntryKind.allCases { total[kind] += day[kind] }
            },
            days: days,
            months: Self.months(days, period: period),
            mostActiveDays: mostActive(days),
            longestStreak: Self.longestStreak(days),
            tagCloud: Ranking.top(ordered.lazy.flatMap(\.tags), limit: limits.tags),
            wordCloud: WordCloud(language: language).top(ordered.lazy.flatMap(\.texts), limit: limits.words),
            music: music(ordered),
            moods: Self.moods(ordered),
            placesCount: Self.placesCount(ordered),
            collagePhotoIds: collage(ordered)
        )
    }

    private func mostActive(_ days: [DayActivity]) -> [DayActivity] {
        let active = days.filter { $0.counts.total > 0 }
        let sorted = active.sorted { ($0.counts.total, $1.date) > ($1.counts.total, $0.date) }
        return Array(sorted.prefix(limits.mostActiveDays))
    }

    static func longestStreak(_ days: [DayActivity]) -> Streak? {
        var best: (start: Int, length: Int)?
        var runStart = 0
        for (index, day) in days.enumerated() {
            if day.counts.total == 0 {
                runStart = index + 1
                continue
            }
            let length = index - runStart + 1
            if length > (best?.length ?? 0) { best = (runStart, length) }
        }
        return best.map { Streak(length: $0.length, start: days[$0.start].date, end: days[$0.start + $0.length - 1].date) }
    }

    static func months(_ days: [DayActivity], period: SummaryPeriod) -> [KindCounts] {
        guard case .year = period else { return [] }
        var months = [KindCounts](repeating: KindCounts(), count: 12)
        for day in days {
            for kind in EntryKind.allCases { months[day.date.month - 1][kind] += day.counts[kind] }
        }
        return months
    }

    private func music(_ entries: [RecapEntry]) -> MusicSummary {
        let songs = entries.compactMap(\.song)
        let topSongs = Ranking.topGrouped(
            songs, key: { TextFolding.matchKey($0.title) + "\u{1F}" + TextFolding.matchKey($0.artist) },
            limit: limits.songs
        ).map { SongCount(title: $0.first.title, artist: $0.first.artist, count: $0.count) }
        return MusicSummary(
            songCount: songs.count,
            topArtists: Ranking.top(songs.lazy.map(\.artist), limit: limits.artists),
            topSongs: topSongs,
            genres: Ranking.top(songs.lazy.compactMap(\.genre), limit: limits.genres),
            listeningMinutes: songs.reduce(0) { $0 + ($1.listenedMilliseconds ?? 0) } / 60_000)
    }

    static func moods(_ entries: [RecapEntry]) -> [MoodCount] {
        var counts = [Mood: Int]()
        for mood in entries.lazy.compactMap(\.mood) { counts[mood, default: 0] += 1 }
        let order = Dictionary(uniqueKeysWithValues: Mood.allCases.enumerated().map { ($1, $0) })
        return counts.map { MoodCount(mood: $0.key, count: $0.value) }
            .sorted { ($0.count, order[$1.mood]!) > ($1.count, order[$0.mood]!) }
    }

    static func placesCount(_ entries: [RecapEntry]) -> Int {
        var keys = Set<String>()
        for location in entries.lazy.compactMap(\.location) {
            if let name = location.name, !name.allSatisfy(\.isWhitespace) {
                keys.insert("n:" + TextFolding.matchKey(name))
            } else {
                let lat = (location.latitude * 1000).rounded()
                let lon = (location.longitude * 1000).rounded()
                keys.insert("c:\(lat),\(lon)")
            }
        }
        return keys.count
    }

    /// All photos when they fit; otherwise photos at evenly spaced positions in time order.
    private func collage(_ entries: [RecapEntry]) -> [String] {
        let photos = entries.filter { $0.kind == .photo }.map(\.id)
        let limit = limits.collagePhotos
        guard photos.count > limit else { return photos }
        return (0..<limit).map { photos[$0 * photos.count / limit] }
    }
}
