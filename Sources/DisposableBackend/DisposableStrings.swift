import ServerCore

/// Disposable's texts on the server's pages: for now the launcher's name and tagline.
enum DisposableStrings {
    static let table: Localizer.Table = [
        .en: ["disposable.appName": "Disposable", "disposable.launcherTagline": "A shared disposable camera for your event."],
        .tr: ["disposable.appName": "Disposable", "disposable.launcherTagline": "Etkinliğiniz için ortak tek kullanımlık kamera."],
        .fr: ["disposable.appName": "Disposable", "disposable.launcherTagline": "Un appareil photo jetable partagé pour votre événement."],
    ]
}
