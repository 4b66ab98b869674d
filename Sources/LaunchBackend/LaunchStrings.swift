import ServerCore

/// SpaceNasa's server-side texts (the kit's `L10n` holds what the screens share with the app).
enum LaunchStrings {
    static let table: Localizer.Table = [
        .en: [
            "launches.appName": "SpaceNasa",
            "launches.launcherTagline": "Rocket launches and programs from Launch Library.",
            "error.upstream_throttled": "Launch Library’s hourly limit is used up and this is not saved yet. Try again later.",
            "error.upstream_unreachable": "Launch Library cannot be reached and this is not saved yet.",
            "error.upstream_error": "Launch Library answered with an error.",
        ],
        .tr: [
            "launches.appName": "SpaceNasa",
            "launches.launcherTagline": "Launch Library'den roket fırlatmaları ve programlar.",
            "error.upstream_throttled": "Launch Library'nin saatlik sınırı doldu ve bu henüz kaydedilmedi. Daha sonra tekrar deneyin.",
            "error.upstream_unreachable": "Launch Library'ye ulaşılamıyor ve bu henüz kaydedilmedi.",
            "error.upstream_error": "Launch Library bir hatayla yanıt verdi.",
        ],
        .fr: [
            "launches.appName": "SpaceNasa",
            "launches.launcherTagline": "Lancements de fusées et programmes de Launch Library.",
            "error.upstream_throttled": "La limite horaire de Launch Library est atteinte et ceci n’est pas encore enregistré. Réessayez plus tard.",
            "error.upstream_unreachable": "Launch Library est injoignable et ceci n’est pas encore enregistré.",
            "error.upstream_error": "Launch Library a répondu par une erreur.",
        ],
    ]
}
