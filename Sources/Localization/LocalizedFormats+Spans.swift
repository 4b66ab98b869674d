import Foundation

extension LocalizedFormats {
    /// How long a duration reads.
    public enum DurationWidth: Hashable, Sendable {
        /// "1 hour, 20 minutes" · "1 saat 20 dakika" · "1 heure et 20 minutes" (what VoiceOver reads)
        case wide
        /// "1 hr 20 min" · "1 sa. 20 dk." · "1 h 20 min"
        case abbreviated
        /// "1h 20m" · "1sa 20d" · "1h 20min"
        case narrow

        var foundation: Duration.UnitsFormatStyle.UnitWidth {
            switch self {
            case .wide: .wide
            case .abbreviated: .condensedAbbreviated
            case .narrow: .narrow
            }
        }
    }

    /// A length of time in the largest of `units` first, units that are zero left out
    /// ("1 hr", not "1 hr 0 min"). The smallest unit is rounded to nearest: round `seconds`
    /// first when another rule applies (a countdown rounds up).
    public func duration(
        seconds: Int, units: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes], width: DurationWidth = .abbreviated
    ) -> String {
        memo.text(.duration(seconds, units, width)) {
            Duration.seconds(seconds).formatted(
                Duration.UnitsFormatStyle(allowedUnits: units, width: width.foundation).locale(locale))
        }
    }

    /// How long ago or ahead `date` is, seen from `now`, in the largest fitting unit:
    /// "3 min. ago" · "3 dk. önce" · "il y a 3 min", "in 2 days" · "2 gün sonra" · "dans 2 j";
    /// under a minute "now" · "şimdi" · "maintenant", a day off "yesterday" · "dün" · "hier".
    public func relative(_ date: Date, to now: Date) -> String {
        // Under a minute, seconds are noise ("now"); beyond, whole units as Foundation counts them.
        let target = abs(date.timeIntervalSince(now)) < 60 ? now : date
        #if canImport(Darwin)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return anchoredRelative(target, to: now)
        }
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.unitsStyle = .abbreviated
        formatter.dateTimeStyle = .named
        return formatter.localizedString(for: target, relativeTo: now)
        #else
        return anchoredRelative(target, to: now)
        #endif
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    private func anchoredRelative(_ date: Date, to now: Date) -> String {
        Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: .named, unitsStyle: .abbreviated, locale: locale, calendar: calendar
        ).format(now)
    }

    /// A whole number, grouped the reader's way: "1,234" · "1.234" · "1 234".
    public func integer(_ value: Int) -> String {
        guard abs(value) >= 1000 else { return String(value) }
        return memo.text(.integer(value)) { LocalizedNumber.integer(value, locale: locale) }
    }

    /// A decimal with at most `fractionDigits` digits: "4.5" · "4,5" · "4,5".
    public func decimal(_ value: Double, fractionDigits: Int = 1) -> String {
        memo.text(.decimal(value, fractionDigits)) { LocalizedNumber.decimal(value, fractionDigits: fractionDigits, locale: locale) }
    }

    /// A share as a whole percentage: 0.873 → "87%" · "%87" · "87\u{202F}%".
    public func percent(_ fraction: Double) -> String {
        memo.text(.percent(fraction)) { LocalizedNumber.percent(fraction, locale: locale) }
    }
}
