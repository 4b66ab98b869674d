import Localization
import WebUI

/// The five apps the launcher offers, in the order it shows them.
///
/// `isAvailable` turns true in the commit that lands an app's web version; until then the
/// launcher links to an honest "not available yet" page at the app's path.
/// (Each backend will describe its own launcher entry; until then the descriptions live here,
/// not in ServerCore or the launcher view.)
struct AppCatalog {
    struct App: Sendable {
        let slug: String
        let name: AppCatalogText
        let tagline: AppCatalogText
        let isAvailable: Bool

        var url: String { LauncherURL.app(slug: slug).url }
        var icon: String { AssetURL.icon("\(slug).svg").url }

        func entry(_ language: Language) -> LauncherPage.Entry {
            LauncherPage.Entry(
                name: name.text(language), tagline: tagline.text(language), icon: icon, url: url, isAvailable: isAvailable)
        }
    }

    static let all: [App] = [
        App(slug: "notes", name: .notesName, tagline: .notesTagline, isAvailable: true),
        App(slug: "sleep", name: .sleepName, tagline: .sleepTagline, isAvailable: false),
        App(slug: "launches", name: .launchesName, tagline: .launchesTagline, isAvailable: false),
        App(slug: "memory", name: .memoryName, tagline: .memoryTagline, isAvailable: false),
        App(slug: "disposable", name: .disposableName, tagline: .disposableTagline, isAvailable: false),
    ]

    static func launcher(_ language: Language) -> LauncherPage {
        LauncherPage(entries: all.map { $0.entry(language) })
    }
}

/// The apps' names and taglines on the launcher. Turkish in the formal register.
enum AppCatalogText: String, LocalizedKey {
    case notesName, notesTagline, sleepName, sleepTagline, launchesName, launchesTagline
    case memoryName, memoryTagline, disposableName, disposableTagline

    static let strings = StringTable<AppCatalogText>(
        en: [
            .notesName: "Notes", .notesTagline: "Write, search and sort your notes.",
            .sleepName: "PolySleep", .sleepTagline: "Plan polyphasic sleep with alarms and a score.",
            .launchesName: "SpaceNasa", .launchesTagline: "Rocket launches and programs from Launch Library.",
            .memoryName: "Memory Recap", .memoryTagline: "Your timeline with monthly and yearly recaps.",
            .disposableName: "Disposable", .disposableTagline: "A shared disposable camera for your event.",
        ],
        tr: [
            .notesName: "Notlar", .notesTagline: "Notlarınızı yazın, arayın ve sıralayın.",
            .sleepName: "PolySleep", .sleepTagline: "Alarmlar ve puanla çok fazlı uykunuzu planlayın.",
            .launchesName: "SpaceNasa", .launchesTagline: "Launch Library’den roket fırlatmaları ve programlar.",
            .memoryName: "Memory Recap", .memoryTagline: "Aylık ve yıllık özetlerle zaman tüneliniz.",
            .disposableName: "Disposable", .disposableTagline: "Etkinliğiniz için ortak tek kullanımlık kamera.",
        ],
        fr: [
            .notesName: "Notes", .notesTagline: "Écrivez, cherchez et triez vos notes.",
            .sleepName: "PolySleep", .sleepTagline: "Planifiez un sommeil polyphasique avec alarmes et score.",
            .launchesName: "SpaceNasa", .launchesTagline: "Lancements de fusées et programmes de Launch Library.",
            .memoryName: "Memory Recap", .memoryTagline: "Votre chronologie avec récaps mensuels et annuels.",
            .disposableName: "Disposable", .disposableTagline: "Un appareil photo jetable partagé pour votre événement.",
        ])
}
