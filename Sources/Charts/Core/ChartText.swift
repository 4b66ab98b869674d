import Localization

/// The words charts write themselves: table headers, legends, default summaries, durations.
public enum ChartText: String, LocalizedKey {
    case noData, category, value, total, share, month, less, more
    case block, start, end, duration, now
    case durationHoursMinutes, durationHours, durationMinutes
    case pointValue, valueAndShare, dateRange
    case summaryHighest, summaryLowest, summaryLargest, summaryTrend, summaryHighestTotal
    case summaryHeatmap, summaryRing
    case activeDaysOne, activeDaysOther, blocksOne, blocksOther

    static let activeDays = PluralKey(one: ChartText.activeDaysOne, other: ChartText.activeDaysOther)
    static let blocks = PluralKey(one: ChartText.blocksOne, other: ChartText.blocksOther)

    public static let strings = StringTable<ChartText>(
        en: [
            .noData: "No data", .category: "Category", .value: "Value", .total: "Total", .share: "Share",
            .month: "Month", .less: "Less", .more: "More",
            .block: "Block", .start: "Start", .end: "End", .duration: "Duration", .now: "Now",
            .durationHoursMinutes: "{hours} h {minutes} min", .durationHours: "{hours} h",
            .durationMinutes: "{minutes} min",
            .pointValue: "{label}: {value}", .valueAndShare: "{value} ({share})", .dateRange: "{from} to {through}",
            .summaryHighest: "Highest: {label}, {value}.", .summaryLowest: "Lowest: {label}, {value}.",
            .summaryLargest: "Largest: {label}, {value} ({share}).", .summaryTrend: "From {first} to {last}.",
            .summaryHighestTotal: "Highest total: {label}, {value}.",
            .summaryHeatmap: "{range}: {activeDays}, {total} in total.",
            .summaryRing: "{blocks}, {total} in total.",
            .activeDaysOne: "{count} day with a value", .activeDaysOther: "{count} days with a value",
            .blocksOne: "{count} block", .blocksOther: "{count} blocks",
        ],
        tr: [
            .noData: "Veri yok", .category: "Kategori", .value: "Değer", .total: "Toplam", .share: "Pay",
            .month: "Ay", .less: "Az", .more: "Çok",
            .block: "Blok", .start: "Başlangıç", .end: "Bitiş", .duration: "Süre", .now: "Şimdi",
            .durationHoursMinutes: "{hours} sa {minutes} dk", .durationHours: "{hours} sa",
            .durationMinutes: "{minutes} dk",
            .pointValue: "{label}: {value}", .valueAndShare: "{value} ({share})", .dateRange: "{from} – {through}",
            .summaryHighest: "En yüksek: {label}, {value}.", .summaryLowest: "En düşük: {label}, {value}.",
            .summaryLargest: "En büyük: {label}, {value} ({share}).", .summaryTrend: "{first} değerinden {last} değerine.",
            .summaryHighestTotal: "En yüksek toplam: {label}, {value}.",
            .summaryHeatmap: "{range}: {activeDays}, toplam {total}.",
            .summaryRing: "{blocks}, toplam {total}.",
            .activeDaysOne: "{count} günde değer var", .activeDaysOther: "{count} günde değer var",
            .blocksOne: "{count} blok", .blocksOther: "{count} blok",
        ],
        fr: [
            .noData: "Aucune donnée", .category: "Catégorie", .value: "Valeur", .total: "Total", .share: "Part",
            .month: "Mois", .less: "Moins", .more: "Plus",
            .block: "Bloc", .start: "Début", .end: "Fin", .duration: "Durée", .now: "Maintenant",
            .durationHoursMinutes: "{hours} h {minutes} min", .durationHours: "{hours} h",
            .durationMinutes: "{minutes} min",
            .pointValue: "{label} : {value}", .valueAndShare: "{value} ({share})",
            .dateRange: "{from} – {through}",
            .summaryHighest: "Maximum : {label}, {value}.", .summaryLowest: "Minimum : {label}, {value}.",
            .summaryLargest: "La plus grande part : {label}, {value} ({share}).",
            .summaryTrend: "De {first} à {last}.",
            .summaryHighestTotal: "Total le plus haut : {label}, {value}.",
            .summaryHeatmap: "{range} : {activeDays}, {total} au total.",
            .summaryRing: "{blocks}, {total} au total.",
            .activeDaysOne: "{count} jour avec une valeur", .activeDaysOther: "{count} jours avec une valeur",
            .blocksOne: "{count} bloc", .blocksOther: "{count} blocs",
        ])
}
