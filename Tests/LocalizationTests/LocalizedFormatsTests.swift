import Foundation
import Localization
import Testing

/// Instants around New York's spring-forward (2026-03-08, 02:00 EST → 03:00 EDT) and a late
/// evening that is already the next day in Istanbul.
enum Instants {
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let istanbul = TimeZone(identifier: "Europe/Istanbul")!
    /// 2026-03-08T06:30Z: 01:30 EST in New York, 09:30 in Istanbul.
    static let beforeChange = Date(timeIntervalSince1970: 1_772_951_400)
    /// One elapsed hour later: 03:30 EDT in New York.
    static let afterChange = beforeChange.addingTimeInterval(3_600)
    /// 2026-03-15T02:00Z: Saturday 22:00 in New York, Sunday 05:00 in Istanbul.
    static let lateEvening = Date(timeIntervalSince1970: 1_773_540_000)
}

@Suite("Dates, times, durations and numbers per language and zone")
struct LocalizedFormatsTests {
    static func formats(_ language: Language, _ zone: TimeZone = Instants.istanbul) -> LocalizedFormats {
        LocalizedFormats(language: language, timeZone: zone)
    }

    @Test("dates in every style, on the reader's calendar day", arguments: [
        (Language.en, ["3/15/2026", "Mar 15, 2026", "March 15, 2026", "Sunday, March 15, 2026", "Mar 15", "March 2026"]),
        (.tr, ["15.03.2026", "15 Mar 2026", "15 Mart 2026", "15 Mart 2026 Pazar", "15 Mar", "Mart 2026"]),
        (.fr, ["15/03/2026", "15 mars 2026", "15 mars 2026", "dimanche 15 mars 2026", "15 mars", "mars 2026"]),
    ])
    func dates(language: Language, expected: [String]) {
        // setup
        let styles: [LocalizedFormats.DateStyle] = [.numeric, .abbreviated, .long, .complete, .dayAndMonth, .monthAndYear]
        // act
        let istanbul = styles.map { Self.formats(language).date(Instants.lateEvening, $0) }
        let newYork = Self.formats(language, Instants.newYork).date(Instants.lateEvening, .dayAndMonth)
        // check: still the 14th in New York
        #expect(istanbul == expected)
        #expect(newYork.contains("14") && !newYork.contains("15"))
    }

    @Test("clock times across New York's DST change, and in Istanbul", arguments: [
        (Language.en, "1:30\u{202F}AM", "3:30\u{202F}AM", "9:30\u{202F}AM", "Mar 8, 2026 at 1:30\u{202F}AM"),
        (.tr, "01:30", "03:30", "09:30", "8 Mar 2026 01:30"),
        (.fr, "01:30", "03:30", "09:30", "8 mars 2026 à 01:30"),
    ])
    func times(language: Language, before: String, after: String, istanbul: String, dateTime: String) {
        // setup
        let newYork = Self.formats(language, Instants.newYork)
        // act / check: one elapsed hour reads as two on New York's clock
        #expect(newYork.time(Instants.beforeChange) == before)
        #expect(newYork.time(Instants.afterChange) == after)
        #expect(Self.formats(language).time(Instants.beforeChange) == istanbul)
        #expect(newYork.dateTime(Instants.beforeChange) == dateTime)
    }

    @Test("ranges share what both ends have in common (across a DST change: DaylightSavingFormatsTests)", arguments: [
        (Language.en, "Mar 8\u{2009}–\u{2009}10, 2026", "Mar 14, 2026, 10:00\u{2009}–\u{2009}11:00\u{202F}PM"),
        (.tr, "8–10 Mar 2026", "14 Mar 2026 22:00–23:00"),
        (.fr, "8–10 mars 2026", "14 mars 2026, 22:00\u{2009}–\u{2009}23:00"),
    ])
    func ranges(language: Language, days: String, hours: String) {
        // setup
        let formats = Self.formats(language, Instants.newYork)
        // act / check
        #expect(formats.dateRange(Instants.beforeChange..<Instants.beforeChange.addingTimeInterval(2 * 86_400)) == days)
        #expect(formats.dateRange(Instants.lateEvening..<Instants.lateEvening.addingTimeInterval(3_600), showsTime: true) == hours)
    }

    @Test("relative times from an injected now, written out with each language's plural rule", arguments: [
        (Language.en, ["3 minutes ago", "in 3 days", "yesterday", "now", "1 hour ago",
                       "2 weeks ago", "1 month ago", "1 year ago", "3 years ago", "tomorrow"]),
        (.tr, ["3 dakika önce", "3 gün sonra", "dün", "şimdi", "1 saat önce",
               "2 hafta önce", "1 ay önce", "1 yıl önce", "3 yıl önce", "yarın"]),
        (.fr, ["il y a 3 minutes", "dans 3 jours", "hier", "maintenant", "il y a 1 heure",
               "il y a 2 semaines", "il y a 1 mois", "il y a 1 an", "il y a 3 ans", "demain"]),
    ])
    func relative(language: Language, expected: [String]) {
        // setup
        let formats = Self.formats(language, Instants.newYork)
        let now = Instants.lateEvening
        let day: TimeInterval = 86_400
        // act
        let texts = [
            formats.relative(now.addingTimeInterval(-180), to: now),
            formats.relative(now.addingTimeInterval(3 * day), to: now),
            formats.relative(now.addingTimeInterval(-day), to: now),
            formats.relative(now.addingTimeInterval(-10), to: now),
            // across the DST change: one elapsed hour, though the clock moved two
            formats.relative(Instants.beforeChange, to: Instants.afterChange),
            formats.relative(now.addingTimeInterval(-15 * day), to: now),
            formats.relative(now.addingTimeInterval(-40 * day), to: now),
            formats.relative(now.addingTimeInterval(-400 * day), to: now),
            // an offline copy saved in July 2022, read in November 2025 (issue 36: "il y a 4 a.")
            formats.relative(now.addingTimeInterval(-(3 * 365 + 130) * day), to: now),
            formats.relative(now.addingTimeInterval(day + 3_600), to: now),
        ]
        // check
        #expect(texts == expected)
        #expect(RelativeTimeText.tableProblems().isEmpty)
    }

    @Test("durations in three widths", arguments: [
        (Language.en, ["1 hour, 20 minutes", "1 hr 20 min", "1h 20m", "2 days, 4 hours"]),
        (.tr, ["1 saat 20 dakika", "1 sa. 20 dk.", "1sa 20d", "2 gün 4 saat"]),
        (.fr, ["1 heure et 20 minutes", "1 h 20 min", "1h 20min", "2 jours et 4 heures"]),
    ])
    func durations(language: Language, expected: [String]) {
        // setup
        let formats = Self.formats(language)
        // act
        let texts = [
            formats.duration(seconds: 4_800, width: .wide), formats.duration(seconds: 4_800),
            formats.duration(seconds: 4_800, width: .narrow),
            formats.duration(seconds: 2 * 86_400 + 4 * 3_600, units: [.days, .hours, .minutes], width: .wide),
        ]
        // check: CLDR's no-break spaces (kept in "1 h 20 min") aside, the wording
        #expect(texts.map(\.plainSpaces) == expected)
        #expect(texts[1].contains("\u{A0}") || texts[1].contains("\u{202F}") || language == .en)
    }

    @Test("numbers, decimals and percentages", arguments: [
        (Language.en, "1,234,567", "4.5", "87%"), (.tr, "1.234.567", "4,5", "%87"),
        (.fr, "1\u{202F}234\u{202F}567", "4,5", "87\u{202F}%"),
    ])
    func numbers(language: Language, integer: String, decimal: String, percent: String) {
        let formats = Self.formats(language)
        #expect(formats.integer(1_234_567) == integer)
        #expect(formats.decimal(4.5) == decimal)
        #expect(formats.decimal(4.54) == decimal)
        #expect(formats.percent(0.873) == percent)
    }

    @Test("wall-clock times follow the locale's clock and wrap into one day")
    func wallTimes() {
        // setup
        let britishEnglish = LocalizedFormats(language: .en, timeZone: Instants.newYork, locale: Locale(identifier: "en_GB"))
        // act / check
        #expect(Self.formats(.en).wallTime(minutes: 14 * 60) == "2:00\u{202F}PM")
        #expect(Self.formats(.en).wallTime(minutes: -60) == "11:00\u{202F}PM")
        #expect(Self.formats(.tr).wallTime(minutes: 4 * 60 + 5) == "04:05")
        #expect(britishEnglish.wallTime(minutes: 14 * 60) == "14:00")
    }

    @Test("a device locale picks the language; an unsupported one reads as English throughout")
    func deviceLocales() {
        // act
        let german = LocalizedFormats(locale: Locale(identifier: "de_DE"), timeZone: Instants.istanbul)
        let canadian = LocalizedFormats(locale: Locale(identifier: "fr_CA"), timeZone: Instants.istanbul)
        // check
        #expect(german.language == .en && german.locale.identifier == "en_US")
        #expect(german.date(Instants.lateEvening, .monthAndYear) == "March 2026")
        #expect(canadian.language == .fr && canadian.locale.identifier == "fr_CA")
    }

    @Test("remembered results stay per instance: another zone formats anew")
    func memoIsPerReader() {
        // setup
        let istanbul = Self.formats(.tr)
        let newYork = Self.formats(.tr, Instants.newYork)
        // act
        let first = istanbul.time(Instants.beforeChange)
        let again = istanbul.time(Instants.beforeChange)
        let elsewhere = newYork.time(Instants.beforeChange)
        // check
        #expect(first == "09:30" && again == first)
        #expect(elsewhere == "01:30")
    }
}

@Suite("Plural categories of decimals")
struct DecimalPluralTests {
    @Test("the number as written decides", arguments: [
        (1.0, Language.en, PluralCategory.one), (1.5, .en, .other), (1.04, .en, .one), (0.0, .en, .other),
        (1.5, .fr, .one), (0.5, .fr, .one), (2.0, .fr, .other), (1.96, .fr, .other),
        (1.0, .tr, .one), (1.5, .tr, .other), (4.0, .tr, .other),
    ])
    func categories(value: Double, language: Language, expected: PluralCategory) {
        #expect(PluralCategory.of(value, fractionDigits: 1, in: language) == expected)
    }

    @Test("a plural key hands out the form for a category")
    func keyForCategory() {
        #expect(SampleKey.notes.key(for: .one) == .notesOne)
        #expect(SampleKey.notes.key(for: .other) == .notesOther)
    }
}

extension String {
    /// The text with CLDR's no-break, narrow no-break and thin spaces read as plain spaces.
    var plainSpaces: String {
        String(unicodeScalars.map { ["\u{A0}", "\u{202F}", "\u{2009}"].contains($0) ? " " : Character($0) })
    }
}
