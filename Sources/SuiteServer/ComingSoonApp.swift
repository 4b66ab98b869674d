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

    static let sleep = ComingSoonApp(key: "sleep", name: .sleepName, tagline: .sleepTagline)
}

/// The names and taglines of the apps still to come (Turkish in the formal register).
enum ComingSoonText: String, LocalizedKey {
    case sleepName, sleepTagline

    static let strings = StringTable<ComingSoonText>(
        en: [
            .sleepName: "PolySleep", .sleepTagline: "Plan polyphasic sleep with alarms and a score.",
        ],
        tr: [
            .sleepName: "PolySleep", .sleepTagline: "Alarmlar ve puanla çok fazlı uykunuzu planlayın.",
        ],
        fr: [
            .sleepName: "PolySleep", .sleepTagline: "Planifiez un sommeil polyphasique avec alarmes et score.",
        ])
}
