import Localization

/// What the actions say after they ran (the flash on the next page, the toast in the page).
enum SleepActionText: String, LocalizedKey {
    case started, woke, rated, snoozedUntil, snoozeLimit, cancelled, timeZoneChanged, settingsSaved
    case calendarReset, scheduleSaved, adaptationRestarted, recordSaved, recordCleared, tooShort

    static let strings = StringTable<Self>(
        en: [
            .started: "{block} started. Sleep well.", .woke: "You're up! {block} is recorded.",
            .rated: "Thanks, your rating is saved.", .snoozedUntil: "Snoozed until {time}.",
            .snoozeLimit: "This alarm cannot be snoozed again.", .cancelled: "{block} skipped: recorded as missed.",
            .timeZoneChanged: "Your plan now follows {zone}.", .settingsSaved: "Alarm settings saved.",
            .calendarReset: "New calendar link made. The old one no longer works.",
            .scheduleSaved: "Schedule saved.", .adaptationRestarted: "Schedule saved. Your adaptation starts again today.",
            .recordSaved: "Entry saved.", .recordCleared: "Entry cleared.",
            .tooShort: "{block} ended under {minutes} minutes after it began, too short to count as sleep, so it is not recorded. Tap Start again when you lie down.",
        ],
        tr: [
            .started: "{block} başladı. İyi uykular.", .woke: "Uyandınız. {block} kaydedildi.",
            .rated: "Teşekkürler, puanınız kaydedildi.", .snoozedUntil: "{time} saatine ertelendi.",
            .snoozeLimit: "Bu alarm artık ertelenemez.", .cancelled: "{block} atlandı: kaçırıldı olarak kaydedildi.",
            .timeZoneChanged: "Planınız artık {zone} saatine göre.", .settingsSaved: "Alarm ayarları kaydedildi.",
            .calendarReset: "Yeni takvim bağlantısı oluşturuldu. Eskisi artık çalışmıyor.",
            .scheduleSaved: "Plan kaydedildi.", .adaptationRestarted: "Plan kaydedildi. Adaptasyonunuz bugün yeniden başlıyor.",
            .recordSaved: "Kayıt kaydedildi.", .recordCleared: "Kayıt temizlendi.",
            .tooShort: "{block} başladıktan sonra {minutes} dakikadan kısa sürede bitti; uyku sayılmak için çok kısa, bu yüzden kaydedilmedi. Yattığınızda yeniden Başla’ya dokunun.",
        ],
        fr: [
            .started: "{block} commencé. Bon repos.", .woke: "Bon réveil ! {block} est enregistré.",
            .rated: "Merci, votre note est enregistrée.", .snoozedUntil: "Reporté à {time}.",
            .snoozeLimit: "Cette alarme ne peut plus être reportée.", .cancelled: "{block} sauté : noté comme manqué.",
            .timeZoneChanged: "Votre planning suit désormais {zone}.", .settingsSaved: "Réglages des alarmes enregistrés.",
            .calendarReset: "Nouveau lien de calendrier créé. L’ancien ne fonctionne plus.",
            .scheduleSaved: "Planning enregistré.", .adaptationRestarted: "Planning enregistré. Votre adaptation recommence aujourd’hui.",
            .recordSaved: "Entrée enregistrée.", .recordCleared: "Entrée effacée.",
            .tooShort: "{block} s’est terminé moins de {minutes} minutes après son début : trop court pour compter comme du sommeil, il n’est pas enregistré. Touchez Commencer quand vous vous couchez.",
        ])
}
