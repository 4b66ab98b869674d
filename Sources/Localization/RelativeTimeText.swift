/// The words of `LocalizedFormats.relative`: a span in whole units with the language's plural
/// rule ("1 year" / "3 years", "1 an" / "3 ans", "3 yıl"), then placed in the past or future
/// ("3 years ago", "il y a 3 ans", "3 yıl önce"). Written out, never abbreviated: Foundation's
/// abbreviated French years read "il y a 4 a.".
public enum RelativeTimeText: String, LocalizedKey {
    case now, yesterday, tomorrow, ago, ahead
    case minuteOne, minuteOther, hourOne, hourOther, dayOne, dayOther
    case weekOne, weekOther, monthOne, monthOther, yearOne, yearOther

    public static let strings = StringTable<Self>(
        en: [
            .now: "now", .yesterday: "yesterday", .tomorrow: "tomorrow", .ago: "{span} ago", .ahead: "in {span}",
            .minuteOne: "{count} minute", .minuteOther: "{count} minutes", .hourOne: "{count} hour", .hourOther: "{count} hours",
            .dayOne: "{count} day", .dayOther: "{count} days", .weekOne: "{count} week", .weekOther: "{count} weeks",
            .monthOne: "{count} month", .monthOther: "{count} months", .yearOne: "{count} year", .yearOther: "{count} years",
        ],
        tr: [
            .now: "şimdi", .yesterday: "dün", .tomorrow: "yarın", .ago: "{span} önce", .ahead: "{span} sonra",
            // Turkish keeps the noun singular after a number ("3 yıl").
            .minuteOne: "{count} dakika", .minuteOther: "{count} dakika", .hourOne: "{count} saat", .hourOther: "{count} saat",
            .dayOne: "{count} gün", .dayOther: "{count} gün", .weekOne: "{count} hafta", .weekOther: "{count} hafta",
            .monthOne: "{count} ay", .monthOther: "{count} ay", .yearOne: "{count} yıl", .yearOther: "{count} yıl",
        ],
        fr: [
            .now: "maintenant", .yesterday: "hier", .tomorrow: "demain", .ago: "il y a {span}", .ahead: "dans {span}",
            .minuteOne: "{count} minute", .minuteOther: "{count} minutes", .hourOne: "{count} heure", .hourOther: "{count} heures",
            .dayOne: "{count} jour", .dayOther: "{count} jours", .weekOne: "{count} semaine", .weekOther: "{count} semaines",
            .monthOne: "{count} mois", .monthOther: "{count} mois", .yearOne: "{count} an", .yearOther: "{count} ans",
        ])

    static let minutes = PluralKey<Self>(one: .minuteOne, other: .minuteOther)
    static let hours = PluralKey<Self>(one: .hourOne, other: .hourOther)
    static let days = PluralKey<Self>(one: .dayOne, other: .dayOther)
    static let weeks = PluralKey<Self>(one: .weekOne, other: .weekOther)
    static let months = PluralKey<Self>(one: .monthOne, other: .monthOther)
    static let years = PluralKey<Self>(one: .yearOne, other: .yearOther)
}
