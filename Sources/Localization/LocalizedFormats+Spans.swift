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

    /// How long ago or ahead `date` is, seen from `now`, in the largest fitting unit, written
    /// out with the language's plural rule (`RelativeTimeText`): "3 minutes ago" · "3 dakika
    /// önce" · "il y a 3 minutes", "in 2 days" · "2 gün sonra" · "dans 2 jours", "3 years ago" ·
    /// "3 yıl önce" · "il y a 3 ans"; under a minute "now" · "şimdi" · "maintenant", a day off
    /// "yesterday" · "dün" · "hier". Minutes and hours count elapsed time (a clock change does
    /// not add an hour); months and years count the calendar's.
    public func relative(_ date: Date, to now: Date) -> String {
        let seconds = Int(abs(date.timeIntervalSince(now)))
        let isPast = date < now
        let (earlier, later) = isPast ? (date, now) : (now, date)
        let span: (PluralKey<RelativeTimeText>, Int)
        switch seconds {
        case ..<60: return RelativeTimeText.now.text(language)
        case ..<3_600: span = (RelativeTimeText.minutes, seconds / 60)
        case ..<86_400: span = (RelativeTimeText.hours, seconds / 3_600)
        case ..<(2 * 86_400): return (isPast ? RelativeTimeText.yesterday : .tomorrow).text(language)
        case ..<(7 * 86_400): span = (RelativeTimeText.days, seconds / 86_400)
        default:
            let parts = calendar.dateComponents([.year, .month], from: earlier, to: later)
            if let years = parts.year, years > 0 {
                span = (RelativeTimeText.years, years)
            } else if let months = parts.month, months > 0 {
                span = (RelativeTimeText.months, months)
            } else {
                span = (RelativeTimeText.weeks, seconds / (7 * 86_400))
            }
        }
        let words = span.0.text(count: span.1, language)
        return (isPast ? RelativeTimeText.ago : .ahead).text(language, ["span": words])
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
