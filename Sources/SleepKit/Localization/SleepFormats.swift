import Foundation
import Localization

/// SleepKit's durations and hour counts: Foundation's formats, except where the seed spells its own.
public enum SleepFormats {
    /// The compact remaining time of countdowns and widgets, rounded up to whole minutes as a
    /// countdown must: "1h 20m" · "1s 20d" · "1h 20min".
    ///
    /// Turkish keeps the seed's own units (§1.1–1.2: "Kalan: 1s 20d", "14:00 → 1s 20d kaldı"),
    /// which differ from CLDR's narrow Turkish ("1sa 20d"); the other languages use Foundation's
    /// narrow units.
    public static func compactDuration(seconds: TimeInterval, _ formats: LocalizedFormats) -> String {
        let minutes = wholeMinutes(seconds)
        guard formats.language == .tr else { return formats.duration(seconds: minutes * 60, width: .narrow) }
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        if hours == 0 { return "\(rest)d" }
        return rest == 0 ? "\(hours)s" : "\(hours)s \(rest)d"
    }

    /// The remaining time of a running block, in Foundation's abbreviated units, rounded up to
    /// whole minutes: "15 min" · "15 dk." · "15 min" (the seed's live activity: "Nap sürüyor: 15 dk kaldı").
    public static func remaining(seconds: TimeInterval, _ formats: LocalizedFormats) -> String {
        formats.duration(seconds: wholeMinutes(seconds) * 60, width: .abbreviated)
    }

    /// Hours with at most one decimal: 240 min → "4", 270 → "4.5" ("4,5" in French).
    ///
    /// Turkish keeps the seed's dot ("Bugün hedefin 4.5 saat", "4.5 saat" in §1 and §2.3) where
    /// CLDR would write "4,5"; the other languages use Foundation's number format.
    public static func hours(minutes: Int, _ formats: LocalizedFormats) -> String {
        let tenths = Int((Double(minutes) / 6).rounded())
        guard formats.language == .tr else { return formats.decimal(Double(tenths) / 10, fractionDigits: 1) }
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
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
