import Localization

/// Block names and the texts of the today screen, widgets and live activity.
///
/// Turkish keeps the app's product terms and wording ("Sonraki: 14:00, Kalan: 1s 20d",
/// "Streak: 17 Gün", "Bugün Planlanan Uyku", "Core", "Nap", "Analytics'e Git") in the formal
/// register ("Bugün hedefiniz", not "Bugün hedefin"): docs/apps/sleep.md#decisions.
public enum SleepTodayText: String, LocalizedKey {
    case kindCore, kindNap
    case countdown, todayGoalOne, todayGoalOther, statusAsleep, statusScheduled, statusAwake, statusFinishedNext, statusNext
    case ratingQuestion
    case widgetNextBlock, widgetNextLine, widgetPlannedTodayOne, widgetPlannedTodayOther
    case widgetStreakOne, widgetStreakOther, widgetYesterdayScore, widgetStartNap, widgetAnalytics, widgetSetAlarm

    /// "Today's goal: 4.5 hours" (filled with `{hours}`, a decimal: see `SleepNumbers.hours`).
    public static let todayGoal = PluralKey(one: Self.todayGoalOne, other: .todayGoalOther)
    /// "Planned sleep today: 4.5 hours" (`{hours}`).
    public static let widgetPlannedToday = PluralKey(one: Self.widgetPlannedTodayOne, other: .widgetPlannedTodayOther)
    /// "Streak: 17 days" (`{count}`).
    public static let widgetStreak = PluralKey(one: Self.widgetStreakOne, other: .widgetStreakOther)

    public static let strings = StringTable<Self>(
        en: [
            .kindCore: "Core", .kindNap: "Nap",
            .countdown: "Next: {time}, Remaining: {remaining}",
            .todayGoalOne: "Today's goal: {hours} hour", .todayGoalOther: "Today's goal: {hours} hours",
            .statusAsleep: "{block} running: {remaining} left", .statusAwake: "Awake",
            .statusScheduled: "{block} scheduled now: {remaining} left",
            .statusFinishedNext: "{finished} finished, {next}: {time}", .statusNext: "{next}: {time}",
            .ratingQuestion: "How do you feel?",
            .widgetNextBlock: "Next block", .widgetNextLine: "{time} → {remaining} left",
            .widgetPlannedTodayOne: "Planned sleep today: {hours} hour",
            .widgetPlannedTodayOther: "Planned sleep today: {hours} hours",
            .widgetStreakOne: "Streak: {count} day", .widgetStreakOther: "Streak: {count} days",
            .widgetYesterdayScore: "Yesterday's score: {score}", .widgetStartNap: "Start nap now",
            .widgetAnalytics: "Open analytics", .widgetSetAlarm: "Set alarm",
        ],
        tr: [
            .kindCore: "Core", .kindNap: "Nap",
            .countdown: "Sonraki: {time}, Kalan: {remaining}",
            .todayGoalOne: "Bugün hedefiniz {hours} saat", .todayGoalOther: "Bugün hedefiniz {hours} saat",
            .statusAsleep: "{block} sürüyor: {remaining} kaldı", .statusAwake: "Uyanık",
            .statusScheduled: "{block} şu an planlı: {remaining} kaldı",
            .statusFinishedNext: "{finished} bitti, {next}: {time}", .statusNext: "{next}: {time}",
            .ratingQuestion: "Nasıl hissettiniz?",
            .widgetNextBlock: "Sonraki blok", .widgetNextLine: "{time} → {remaining} kaldı",
            .widgetPlannedTodayOne: "Bugün Planlanan Uyku: {hours} saat",
            .widgetPlannedTodayOther: "Bugün Planlanan Uyku: {hours} saat",
            .widgetStreakOne: "Seri: {count} gün", .widgetStreakOther: "Seri: {count} gün",
            .widgetYesterdayScore: "Dünkü skor: {score}", .widgetStartNap: "Hemen Nap Başlat",
            .widgetAnalytics: "Analytics'e Git", .widgetSetAlarm: "Alarm Kur",
        ],
        fr: [
            // "Après {finished}" rather than "{finished} terminé": no participle to agree with
            // "la sieste" or "le sommeil principal".
            .kindCore: "Sommeil principal", .kindNap: "Sieste",
            .countdown: "Prochain : {time}, restant : {remaining}",
            .todayGoalOne: "Objectif du jour : {hours} h", .todayGoalOther: "Objectif du jour : {hours} h",
            .statusAsleep: "{block} en cours : encore {remaining}", .statusAwake: "En éveil",
            .statusScheduled: "{block} prévu maintenant : encore {remaining}",
            .statusFinishedNext: "Après {finished} : {next} à {time}", .statusNext: "{next} : {time}",
            .ratingQuestion: "Comment vous sentez-vous ?",
            .widgetNextBlock: "Prochain bloc", .widgetNextLine: "{time} → encore {remaining}",
            .widgetPlannedTodayOne: "Sommeil prévu aujourd’hui : {hours} h",
            .widgetPlannedTodayOther: "Sommeil prévu aujourd’hui : {hours} h",
            .widgetStreakOne: "Série : {count} jour", .widgetStreakOther: "Série : {count} jours",
            .widgetYesterdayScore: "Score d’hier : {score}", .widgetStartNap: "Lancer une sieste",
            .widgetAnalytics: "Voir les statistiques", .widgetSetAlarm: "Régler l’alarme",
        ])
}
