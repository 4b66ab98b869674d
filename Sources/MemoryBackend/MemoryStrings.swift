import ServerCore

/// Memory Recap's texts on the server's pages: for now the launcher's name and tagline.
enum MemoryStrings {
    static let table: Localizer.Table = [
        .en: ["memory.appName": "Memory Recap", "memory.launcherTagline": "Your timeline with monthly and yearly recaps."],
        .tr: ["memory.appName": "Memory Recap", "memory.launcherTagline": "Aylık ve yıllık özetlerle zaman tüneliniz."],
        .fr: ["memory.appName": "Memory Recap", "memory.launcherTagline": "Votre chronologie avec récaps mensuels et annuels."],
    ]
}
