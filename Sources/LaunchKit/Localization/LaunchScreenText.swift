import Localization

/// Labels, states and onboarding of the SpaceNasa screens (formal Turkish, "vous" in French).
public enum LaunchScreenText: String, LocalizedKey {
    case unknown
    case statusLabel, dateLabel, rocketLabel, missionLabel, orbitLabel, padLabel, siteLabel, providerLabel, probabilityLabel
    case totalFlights, successRate, successRateUnavailable, dashboardLabel, launchRowLabel, programCardLabel
    case upcoming, previous, noLaunches, noPrograms, loadFailed, offlineSince, throttledSince, staleSince
    case resultUnknown, countdownDays
    case onboardingTitle1, onboardingBody1, onboardingTitle2, onboardingBody2, onboardingTitle3, onboardingBody3

    public static let strings = StringTable<Self>(
        en: [
            .unknown: "Unknown",
            .statusLabel: "Status", .dateLabel: "Date", .rocketLabel: "Rocket", .missionLabel: "Mission", .orbitLabel: "Orbit",
            .padLabel: "Pad", .siteLabel: "Site", .providerLabel: "Provider", .probabilityLabel: "Weather probability",
            .totalFlights: "Total flights", .successRate: "Success rate", .successRateUnavailable: "No finished launches yet",
            .dashboardLabel: "{program}. Total flights: {flights}. Success rate: {rate}",
            .launchRowLabel: "{launch}, {provider}, {date}, {place}", .programCardLabel: "{program}, program by {agencies}",
            .upcoming: "Upcoming", .previous: "Previous", .noLaunches: "No launches", .noPrograms: "No programs",
            .loadFailed: "Could not load. Pull to try again.", .offlineSince: "Offline · updated {age}",
            .throttledSince: "Rate limited · updated {age}", .staleSince: "Updating · {age}",
            .resultUnknown: "Result unknown", .countdownDays: "{days}d",
            .onboardingTitle1: "Every launch", .onboardingBody1: "Upcoming and past launches from around the world.",
            .onboardingTitle2: "Space programs", .onboardingBody2: "Follow programs and see how often they succeed.",
            .onboardingTitle3: "Never miss liftoff", .onboardingBody3: "Get reminders and add launches to your calendar.",
        ],
        tr: [
            .unknown: "Bilinmiyor",
            .statusLabel: "Durum", .dateLabel: "Tarih", .rocketLabel: "Roket", .missionLabel: "Görev", .orbitLabel: "Yörünge",
            .padLabel: "Rampa", .siteLabel: "Üs", .providerLabel: "Sağlayıcı", .probabilityLabel: "Hava olasılığı",
            .totalFlights: "Toplam uçuş", .successRate: "Başarı oranı", .successRateUnavailable: "Henüz tamamlanan fırlatma yok",
            .dashboardLabel: "{program}. Toplam uçuş: {flights}. Başarı oranı: {rate}",
            .launchRowLabel: "{launch}, {provider}, {date}, {place}", .programCardLabel: "{program}, {agencies} programı",
            .upcoming: "Yaklaşan", .previous: "Önceki", .noLaunches: "Fırlatma yok", .noPrograms: "Program yok",
            .loadFailed: "Yüklenemedi. Tekrar denemek için aşağı çekin.", .offlineSince: "Çevrimdışı · {age} güncellendi",
            .throttledSince: "İstek sınırı · {age} güncellendi", .staleSince: "Güncelleniyor · {age}",
            .resultUnknown: "Sonuç bilinmiyor", .countdownDays: "{days} gün",
            .onboardingTitle1: "Tüm fırlatmalar", .onboardingBody1: "Dünyanın dört bir yanından yaklaşan ve geçmiş fırlatmalar.",
            .onboardingTitle2: "Uzay programları", .onboardingBody2: "Programları izleyin, ne kadar başarılı olduklarını görün.",
            .onboardingTitle3: "Kalkışı kaçırmayın", .onboardingBody3: "Hatırlatıcı alın, fırlatmaları takviminize ekleyin.",
        ],
        fr: [
            .unknown: "Inconnu",
            .statusLabel: "Statut", .dateLabel: "Date", .rocketLabel: "Fusée", .missionLabel: "Mission", .orbitLabel: "Orbite",
            .padLabel: "Pas de tir", .siteLabel: "Site", .providerLabel: "Opérateur", .probabilityLabel: "Probabilité météo",
            .totalFlights: "Vols au total", .successRate: "Taux de réussite", .successRateUnavailable: "Aucun lancement terminé",
            .dashboardLabel: "{program}. Vols au total : {flights}. Taux de réussite : {rate}",
            .launchRowLabel: "{launch}, {provider}, {date}, {place}", .programCardLabel: "{program}, programme de {agencies}",
            .upcoming: "À venir", .previous: "Passés", .noLaunches: "Aucun lancement", .noPrograms: "Aucun programme",
            .loadFailed: "Chargement impossible. Tirez pour réessayer.", .offlineSince: "Hors ligne · mis à jour {age}",
            .throttledSince: "Limite atteinte · mis à jour {age}", .staleSince: "Mise à jour · {age}",
            .resultUnknown: "Résultat inconnu", .countdownDays: "{days} j",
            .onboardingTitle1: "Tous les lancements", .onboardingBody1: "Les lancements à venir et passés du monde entier.",
            .onboardingTitle2: "Programmes spatiaux", .onboardingBody2: "Suivez les programmes et leur taux de réussite.",
            .onboardingTitle3: "Ne manquez aucun décollage", .onboardingBody3: "Recevez des rappels et ajoutez les lancements à votre calendrier.",
        ])
}
