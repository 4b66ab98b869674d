import Localization

/// Disposable's texts on the server's pages: the launcher's name and tagline, and the printed
/// card's and join page's few words (in the organizer's or the visitor's language).
enum DisposableText: String, LocalizedKey {
    case appName, launcherTagline
    case scanToJoin, noAppNeeded, orTypeCode, shotsEach, continueInBrowser

    static let strings = StringTable<DisposableText>(
        en: [
            .appName: "Disposable", .launcherTagline: "A shared disposable camera for your event.",
            .scanToJoin: "Scan to join", .noAppNeeded: "No app needed: your phone’s camera is enough.",
            .orTypeCode: "or type the code", .shotsEach: "{count} shots each",
            .continueInBrowser: "Continue in the browser",
        ],
        tr: [
            .appName: "Disposable", .launcherTagline: "Etkinliğiniz için ortak tek kullanımlık kamera.",
            .scanToJoin: "Katılmak için tarayın", .noAppNeeded: "Uygulama gerekmez: telefonunuzun kamerası yeterli.",
            .orTypeCode: "veya kodu girin", .shotsEach: "Kişi başına {count} fotoğraf",
            .continueInBrowser: "Tarayıcıda devam edin",
        ],
        fr: [
            .appName: "Disposable", .launcherTagline: "Un appareil photo jetable partagé pour votre événement.",
            .scanToJoin: "Scannez pour participer",
            .noAppNeeded: "Aucune application nécessaire : l’appareil photo de votre téléphone suffit.",
            .orTypeCode: "ou tapez le code", .shotsEach: "{count} photos par personne",
            .continueInBrowser: "Continuer dans le navigateur",
        ])
}
