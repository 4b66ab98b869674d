import Localization

/// Disposable's name and tagline on the launcher.
enum DisposableLauncherText: String, LocalizedKey {
    case appName, launcherTagline

    static let strings = StringTable<DisposableLauncherText>(
        en: [.appName: "Disposable", .launcherTagline: "A shared disposable camera for your event."],
        tr: [.appName: "Disposable", .launcherTagline: "Etkinliğiniz için ortak tek kullanımlık kamera."],
        fr: [.appName: "Disposable", .launcherTagline: "Un appareil photo jetable partagé pour votre événement."])
}
