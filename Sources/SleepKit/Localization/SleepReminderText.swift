import Localization

/// Notification, action and calendar-alarm texts.
///
/// Turkish keeps the app's product wording ("Saat 14:00 Nap Zamanı!", "Ertele (10dk)", "Başla",
/// "Uyandım") in the formal register issue 10 chose for every app: "Hazır mısınız?", never
/// "Hazır mısın?" (docs/apps/sleep.md#decisions). French addresses the reader as "vous".
public enum SleepReminderText: String, LocalizedKey {
    case startTitle, startBody, snoozeStartTitle, snoozeStartBody
    case wakeTitle, wakeBody, snoozeWakeTitle, snoozeWakeBodyOne, snoozeWakeBodyOther
    case dailyTitle, dailyBody
    case actionStart, actionSnooze, actionCancel, actionAwake
    case calendarSummary, calendarDescription, calendarAlarm

    /// "5 more minutes are over. Time to get up!"
    public static let snoozeWakeBody = PluralKey(one: Self.snoozeWakeBodyOne, other: .snoozeWakeBodyOther)

    public static let strings = StringTable<Self>(
        en: [
            .startTitle: "{block} time! ({time})", .startBody: "{block} at {time}. Ready?",
            .snoozeStartTitle: "{block} time (snoozed)", .snoozeStartBody: "{block} time (after snooze)! Ready to start now?",
            .wakeTitle: "{block} over! Time to wake up", .wakeBody: "{block} finished! Was it a good break?",
            .snoozeWakeTitle: "Wake up!", .snoozeWakeBodyOne: "{count} more minute is over. Time to get up!",
            .snoozeWakeBodyOther: "{count} more minutes are over. Time to get up!",
            .dailyTitle: "Today's plan", .dailyBody: "Planned sleep today: {hours} h. Let's get moving!",
            .actionStart: "Start", .actionSnooze: "Snooze ({minutes} min)", .actionCancel: "Cancel", .actionAwake: "I'm awake",
            .calendarSummary: "{block} ({schedule})", .calendarDescription: "Planned sleep block of your {schedule} schedule.",
            .calendarAlarm: "{block} starts in {minutes} min",
        ],
        tr: [
            .startTitle: "{block} Zamanı! ({time})", .startBody: "Saat {time} {block} Zamanı! Hazır mısınız?",
            .snoozeStartTitle: "{block} Zamanı (Ertelendi)",
            .snoozeStartBody: "{block} Zamanı (Ertele Sonrası)! Artık başlamak ister misiniz?",
            .wakeTitle: "{block} Bitti! Uyanma Vakti", .wakeBody: "{block} Bitti! Keyifli bir mola oldu mu?",
            .snoozeWakeTitle: "Uyanma Vakti!", .snoozeWakeBodyOne: "{count} dk daha geçti. Kalkma vakti!",
            .snoozeWakeBodyOther: "{count} dk daha geçti. Kalkma vakti!",
            .dailyTitle: "Günlük Plan", .dailyBody: "Bugün planladığınız uyku: {hours} saat. Hadi harekete geçin!",
            .actionStart: "Başla", .actionSnooze: "Ertele ({minutes} dk)", .actionCancel: "İptal", .actionAwake: "Uyandım",
            .calendarSummary: "{block} ({schedule})", .calendarDescription: "{schedule} planınızdaki uyku bloğu.",
            .calendarAlarm: "{block} {minutes} dk sonra başlıyor",
        ],
        fr: [
            // "{block} : c’est fini" rather than "{block} terminé": the block is "la sieste" or
            // "le sommeil principal", and a participle would have to agree with it.
            .startTitle: "{block} : c’est l’heure ! ({time})", .startBody: "{block} à {time}. Êtes-vous prêt ?",
            .snoozeStartTitle: "{block} (après report)",
            .snoozeStartBody: "{block} après report ! Voulez-vous commencer maintenant ?",
            .wakeTitle: "{block} : c’est fini ! Il est temps de vous réveiller",
            .wakeBody: "{block} : c’est fini ! Était-ce une bonne pause ?",
            .snoozeWakeTitle: "Réveillez-vous !",
            .snoozeWakeBodyOne: "{count} minute de plus s’est écoulée. Il est temps de vous lever !",
            .snoozeWakeBodyOther: "{count} minutes de plus se sont écoulées. Il est temps de vous lever !",
            .dailyTitle: "Plan du jour", .dailyBody: "Sommeil prévu aujourd’hui : {hours} h. C’est parti !",
            .actionStart: "Commencer", .actionSnooze: "Reporter ({minutes} min)", .actionCancel: "Annuler",
            .actionAwake: "Je suis debout",
            .calendarSummary: "{block} ({schedule})", .calendarDescription: "Bloc de sommeil prévu de votre planning {schedule}.",
            .calendarAlarm: "{block} commence dans {minutes} min",
        ])
}
