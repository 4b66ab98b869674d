import Localization

/// The schedule editor's validation messages (formal Turkish, "vous" in French).
public enum ScheduleIssueText: String, LocalizedKey {
    case noBlocks, duplicateId, overlap, gapTooShort, gapShort, totalTooLong, napDuration, coreTooShort

    public static let strings = StringTable<Self>(
        en: [
            .noBlocks: "Add at least one sleep block.", .duplicateId: "Two blocks share the id {block}.",
            .overlap: "{block} overlaps {other}.",
            .gapTooShort: "Only {minutes} min between {block} and {other}; leave at least 1 hour.",
            .gapShort: "Only {minutes} min between {block} and {other}; 2 hours or more is easier.",
            .totalTooLong: "Total sleep ({hours} h) must stay under 24 hours.",
            .napDuration: "{block} lasts {minutes} min; naps take 10–45 min.",
            .coreTooShort: "{block} lasts {minutes} min; a core needs at least 60 min.",
        ],
        tr: [
            .noBlocks: "En az bir uyku bloğu ekleyin.", .duplicateId: "İki blok aynı kimliği kullanıyor: {block}.",
            .overlap: "{block} ile {other} çakışıyor.",
            .gapTooShort: "{block} ile {other} arasında yalnızca {minutes} dk var; en az 1 saat bırakın.",
            .gapShort: "{block} ile {other} arasında yalnızca {minutes} dk var; 2 saat ve üzeri daha kolay.",
            .totalTooLong: "Toplam uyku ({hours} saat) 24 saatin altında olmalı.",
            .napDuration: "{block} {minutes} dk sürüyor; nap 10–45 dk olmalı.",
            .coreTooShort: "{block} {minutes} dk sürüyor; core en az 60 dk olmalı.",
        ],
        fr: [
            .noBlocks: "Ajoutez au moins un bloc de sommeil.", .duplicateId: "Deux blocs ont le même identifiant : {block}.",
            .overlap: "{block} chevauche {other}.",
            .gapTooShort: "Seulement {minutes} min entre {block} et {other} ; laissez au moins 1 heure.",
            .gapShort: "Seulement {minutes} min entre {block} et {other} ; 2 heures ou plus, c’est plus facile.",
            .totalTooLong: "Le sommeil total ({hours} h) doit rester sous 24 heures.",
            .napDuration: "{block} dure {minutes} min ; une sieste dure 10 à 45 min.",
            .coreTooShort: "{block} dure {minutes} min ; un sommeil principal dure au moins 60 min.",
        ])
}
