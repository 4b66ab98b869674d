import Foundation

/// Where ``NotesSettings`` persist.
public protocol NotesSettingsStore: AnyObject {
    /// The saved settings, or the defaults when none (or unreadable ones) are stored.
    func loadSettings() -> NotesSettings
    func saveSettings(_ settings: NotesSettings) throws(NotesStoreError)
}

/// Settings as JSON in `UserDefaults` under `notes_settings`, beside the notes.
public final class UserDefaultsNotesSettingsStore: NotesSettingsStore {
    public static let defaultKey = "notes_settings"
    public let defaults: UserDefaults
    public let key: String

    public init(defaults: UserDefaults = .standard, key: String = defaultKey) {
        self.defaults = defaults
        self.key = key
    }

    public func loadSettings() -> NotesSettings {
        // Settings are cheap to lose, unlike notes: unreadable ones simply give the defaults.
        guard let data = defaults.data(forKey: key),
            let settings = try? JSONDecoder().decode(NotesSettings.self, from: data)
        else { return NotesSettings() }
        return settings
    }

    public func saveSettings(_ settings: NotesSettings) throws(NotesStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(settings) else { throw .writeFailed }
        defaults.set(data, forKey: key)
        guard defaults.data(forKey: key) == data else { throw .writeFailed }
    }
}

/// Settings in memory, for tests and previews.
public final class InMemoryNotesSettingsStore: NotesSettingsStore {
    public var settings: NotesSettings

    public init(settings: NotesSettings = NotesSettings()) {
        self.settings = settings
    }

    public func loadSettings() -> NotesSettings { settings }

    public func saveSettings(_ settings: NotesSettings) throws(NotesStoreError) {
        self.settings = settings
    }
}
