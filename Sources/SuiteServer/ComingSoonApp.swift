import ServerCore
import Vapor

/// A launcher cell for an app whose backend has not landed: its name and tagline, and a
/// "not available yet" page at its path. Each goes when the app's own backend arrives with its
/// own `LauncherEntry` and strings (README, "Adding an app").
struct ComingSoonApp: SuiteBackend {
    let key: String
    let strings: Localizer.Table

    var launcherEntry: LauncherEntry? {
        LauncherEntry(key: key, nameKey: "\(key).appName", taglineKey: "\(key).launcherTagline", availability: .comingSoon)
    }

    func configure(_ app: Application) throws {
        Localizer.shared.register(strings)
    }

    private init(key: String, name: String, taglines: [Language: String]) {
        self.key = key
        var strings: Localizer.Table = [:]
        for (language, tagline) in taglines {
            strings[language] = ["\(key).appName": name, "\(key).launcherTagline": tagline]
        }
        self.strings = strings
    }

    static let launches = ComingSoonApp(key: "launches", name: "SpaceNasa", taglines: [
        .en: "Rocket launches and programs from Launch Library.",
        .tr: "Launch Library'den roket fırlatmaları ve programlar.",
        .fr: "Lancements de fusées et programmes de Launch Library.",
    ])

    static let disposable = ComingSoonApp(key: "disposable", name: "Disposable", taglines: [
        .en: "A shared disposable camera for your event.",
        .tr: "Etkinliğiniz için ortak tek kullanımlık kamera.",
        .fr: "Un appareil photo jetable partagé pour votre événement.",
    ])
}
