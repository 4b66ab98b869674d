import Localization
import ServerCore
import Vapor

/// A launcher cell for an app whose backend has not landed: its name and tagline, and a
/// "not available yet" page at its path. Each goes when the app's own backend arrives with its
/// own `LauncherEntry` and strings (README, "Adding an app").
struct ComingSoonApp: SuiteBackend {
    let launcherEntry: LauncherEntry?

    private init(key: String, name: ComingSoonText, tagline: ComingSoonText) {
        launcherEntry = LauncherEntry(key: key, name: name, tagline: tagline, availability: .comingSoon)
    }

    func configure(_ app: Application) throws {}

    static let launches = ComingSoonApp(key: "launches", name: .launchesName, tagline: .launchesTagline)
    static let disposable = ComingSoonApp(key: "disposable", name: .disposableName, tagline: .disposableTagline)
}

/// The names and taglines of the apps still to come (Turkish in the formal register).
enum ComingSoonText: String, LocalizedKey {
    case launchesName, launchesTagline, disposableName, disposableTagline

    static let strings = StringTable<ComingSoonText>(
        en: [
            .launchesName: "SpaceNasa", .launchesTagline: "Rocket launches and programs from Launch Library.",
            .disposableName: "Disposable", .disposableTagline: "A shared disposable camera for your event.",
        ],
        tr: [
            .launchesName: "SpaceNasa", .launchesTagline: "Launch Library’den roket fırlatmaları ve programlar.",
            .disposableName: "Disposable", .disposableTagline: "Etkinliğiniz için ortak tek kullanımlık kamera.",
        ],
        fr: [
            .launchesName: "SpaceNasa", .launchesTagline: "Lancements de fusées et programmes de Launch Library.",
            .disposableName: "Disposable", .disposableTagline: "Un appareil photo jetable partagé pour votre événement.",
        ])
}
