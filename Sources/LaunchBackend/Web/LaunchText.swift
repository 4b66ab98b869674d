import Localization

/// SpaceNasa's web-only texts (the kit's `L10n` holds what the screens share with the native app).
enum LaunchText: String, LocalizedKey {
    case appName, launcherTagline

    static let strings = StringTable<LaunchText>(
        en: [
            .appName: "SpaceNasa", .launcherTagline: "Rocket launches and programs from Launch Library.",
        ],
        tr: [
            .appName: "SpaceNasa", .launcherTagline: "Launch Library’den roket fırlatmaları ve programlar.",
        ],
        fr: [
            .appName: "SpaceNasa", .launcherTagline: "Lancements de fusées et programmes de Launch Library.",
        ])
}
