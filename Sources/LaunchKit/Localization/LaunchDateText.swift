import Localization

/// Launch dates that claim no more precision than LL2 has ("NET March 2026", "Q1 2026").
/// The dates themselves come from `LocalizedFormats`; these are the words around them.
public enum LaunchDateText: String, LocalizedKey {
    case netPrefix, quarter, half, weekOf, morning, afternoon, approximately, dateTBD, fiscalYear

    public static let strings = StringTable<Self>(
        en: [
            .netPrefix: "NET {date}", .quarter: "Q{quarter} {year}", .half: "H{half} {year}", .weekOf: "week of {date}",
            .morning: "{date}, morning", .afternoon: "{date}, afternoon", .approximately: "{date}, around {hour}",
            .dateTBD: "Date TBD", .fiscalYear: "FY {year}",
        ],
        tr: [
            .netPrefix: "En erken {date}", .quarter: "{year} {quarter}. çeyrek", .half: "{year} {half}. yarı",
            .weekOf: "{date} haftası", .morning: "{date}, sabah", .afternoon: "{date}, öğleden sonra",
            .approximately: "{date}, yaklaşık {hour}", .dateTBD: "Tarih belli değil", .fiscalYear: "{year} mali yılı",
        ],
        fr: [
            .netPrefix: "Au plus tôt {date}", .quarter: "T{quarter} {year}", .half: "S{half} {year}",
            .weekOf: "semaine du {date}", .morning: "{date}, matin", .afternoon: "{date}, après-midi",
            .approximately: "{date}, vers {hour}", .dateTBD: "Date à confirmer", .fiscalYear: "exercice {year}",
        ])
}
