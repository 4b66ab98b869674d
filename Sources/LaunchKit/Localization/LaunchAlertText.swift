import Localization

/// What reminders, the widget and VoiceOver's countdown say. Durations inside them come from
/// `LocalizedFormats.duration` ("1 hour", "2 days, 4 hours, 12 minutes").
public enum LaunchAlertText: String, LocalizedKey {
    case countdownBefore, countdownAfter, reminderTitle, reminderBody, widgetNoLaunch

    public static let strings = StringTable<Self>(
        en: [
            .countdownBefore: "{duration} until launch", .countdownAfter: "{duration} since launch",
            .reminderTitle: "{launch} launches in {duration}", .reminderBody: "From {place}",
            .widgetNoLaunch: "No upcoming launch",
        ],
        tr: [
            .countdownBefore: "Fırlatmaya {duration}", .countdownAfter: "Fırlatmadan bu yana {duration}",
            .reminderTitle: "{launch} {duration} içinde fırlatılıyor", .reminderBody: "{place} üssünden",
            .widgetNoLaunch: "Yaklaşan fırlatma yok",
        ],
        fr: [
            .countdownBefore: "{duration} avant le lancement", .countdownAfter: "{duration} depuis le lancement",
            .reminderTitle: "{launch} décolle dans {duration}", .reminderBody: "Depuis {place}",
            .widgetNoLaunch: "Aucun lancement à venir",
        ])
}
