import Foundation
import Localization

/// SleepKit's durations and hour counts: Foundation's formats, except where the app's Turkish
/// wording has its own (docs/apps/sleep.md#decisions).
public enum SleepFormats {
    /// The remaining time of countdowns and widgets, rounded up to whole minutes as a countdown
    /// must: "1 h 20 min" · "1 sa 20 dk" · "1 h 20 min"; "40 min" · "2 sa".
    ///
    /// Written as people write it, not with CLDR's narrow units ("1h 20m", "1sa 20d") or
    /// abbreviated ones ("1 sa. 20 dk.", "1 hr"). A no-break space keeps each number with its unit.
    public static func compactDuration(seconds: TimeInterval, _ formats: LocalizedFormats) -> String {
        let (hours, minutes) = wholeMinutes(seconds).quotientAndRemainder(dividingBy: 60)
        let language = formats.language
        func number(_ value: Int) -> String { formats.integer(value) }
        if hours == 0 { return SleepDurationText.minutes.text(language, ["m": number(minutes)]) }
        if minutes == 0 { return SleepDurationText.hours.text(language, ["h": number(hours)]) }
        return SleepDurationText.hoursMinutes.text(language, ["h": number(hours), "m": number(minutes)])
    }

    /// The remaining time of a running block ("Nap sürüyor: 15 dk kaldı"): the same words as
    /// the countdown, so the two never disagree on a unit.
    public static func remaining(seconds: TimeInterval, _ formats: LocalizedFormats) -> String {
        compactDuration(seconds: seconds, formats)
    }

    /// Hours with at most one decimal: 240 min → "4", 270 → "4.5" ("4,5" in Turkish and French).
    public static func hours(minutes: Int, _ formats: LocalizedFormats) -> String {
        // The localization layer's one number format: a Turkish or French reader reads "4.5" as a
        // thousands-grouped 45.
        let tenths = Int((Double(minutes) / 6).rounded())
        return formats.decimal(Double(tenths) / 10, fractionDigits: 1)
    }

    /// The plural category of `hours(minutes:)`'s number ("1 hour", "1.5 hours").
    public static func hoursCategory(minutes: Int, _ language: Language) -> PluralCategory {
        PluralCategory.of(Double(minutes) / 60, fractionDigits: 1, in: language)
    }

    /// `key`'s text with `{hours}` filled and the plural form chosen for that number.
    static func hoursText<Key: LocalizedKey>(_ key: PluralKey<Key>, minutes: Int, _ formats: LocalizedFormats) -> String {
        key.key(for: hoursCategory(minutes: minutes, formats.language))
            .text(formats.language, ["hours": hours(minutes: minutes, formats)])
    }

    private static func wholeMinutes(_ seconds: TimeInterval) -> Int {
        max(0, Int((seconds / 60).rounded(.up)))
    }
}

/// How a duration is written: "{h} sa {m} dk" (the units' usual short forms, no trailing dots).
public enum SleepDurationText: String, LocalizedKey {
    case hoursMinutes, hours, minutes

    public static let strings = StringTable<Self>(
        en: [.hoursMinutes: "{h}\u{A0}h {m}\u{A0}min", .hours: "{h}\u{A0}h", .minutes: "{m}\u{A0}min"],
        tr: [.hoursMinutes: "{h}\u{A0}sa {m}\u{A0}dk", .hours: "{h}\u{A0}sa", .minutes: "{m}\u{A0}dk"],
        fr: [.hoursMinutes: "{h}\u{A0}h {m}\u{A0}min", .hours: "{h}\u{A0}h", .minutes: "{m}\u{A0}min"])
}
