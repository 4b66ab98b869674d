/// The five apps the launcher offers, in the order the launcher shows them.
///
/// `isAvailable` turns true in the commit that lands an app's web version; until then the
/// launcher links to an honest "not available yet" page.
struct AppCatalog {
    struct Entry {
        /// Path segment and localization key prefix (`app.<key>.name`).
        let key: String
        let path: String
        let isAvailable: Bool

        var url: String { "/\(path)" }
        var icon: String { "/icons/\(key).svg" }
    }

    static let all: [Entry] = [
        Entry(key: "notes", path: "notes", isAvailable: true),
        Entry(key: "sleep", path: "sleep", isAvailable: false),
        Entry(key: "launches", path: "launches", isAvailable: false),
        Entry(key: "memory", path: "memory", isAvailable: false),
        Entry(key: "disposable", path: "disposable", isAvailable: false),
    ]
}
