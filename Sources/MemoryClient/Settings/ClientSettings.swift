import Foundation
import Localization
import MemoryKit

/// The app's look: the system's, light or dark (docs/apps/memory.md#settings).
public enum AppTheme: String, Codable, CaseIterable, Sendable {
    case system, light, dark
}

/// A wall-clock time of day, in the person's own time zone.
public struct TimeOfDay: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) {
        self.hour = min(max(hour, 0), 23)
        self.minute = min(max(minute, 0), 59)
    }

    /// Parses `HH:mm` (`21:30`); nil when malformed or out of range.
    public init?(_ text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
            (0...59).contains(minute)
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// What the person chose in Settings (docs/apps/memory.md#settings), kept on the device.
public struct ClientSettings: Codable, Equatable, Sendable {
    public var reminderEnabled = false
    public var reminderTime = TimeOfDay(hour: 21, minute: 0)
    /// The kind the Add sheet opens with.
    public var defaultKind: EntryKind = .photo
    /// Upload only on Wi-Fi (the outbox waits on cellular).
    public var wifiOnly = false
    public var theme: AppTheme = .system
    /// The app's language; nil follows the system's.
    public var language: Localization.Language?
    public var onboardingCompleted = false

    public init() {}

    /// Every key is optional when reading, so settings written by an older version still load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ClientSettings()
        reminderEnabled = try container.decodeIfPresent(Bool.self, forKey: .reminderEnabled) ?? defaults.reminderEnabled
        reminderTime = try container.decodeIfPresent(TimeOfDay.self, forKey: .reminderTime) ?? defaults.reminderTime
        defaultKind = (try? container.decodeIfPresent(EntryKind.self, forKey: .defaultKind)) ?? defaults.defaultKind
        wifiOnly = try container.decodeIfPresent(Bool.self, forKey: .wifiOnly) ?? defaults.wifiOnly
        theme = (try? container.decodeIfPresent(AppTheme.self, forKey: .theme)) ?? defaults.theme
        language = try? container.decodeIfPresent(Localization.Language.self, forKey: .language)
        onboardingCompleted = try container.decodeIfPresent(Bool.self, forKey: .onboardingCompleted) ?? false
    }
}

/// Where settings are kept: `UserDefaults` in an app, a JSON file for the command line.
public protocol SettingsStore: Sendable {
    func load() -> ClientSettings
    func save(_ settings: ClientSettings) throws
}

/// Settings in memory (tests, previews).
public final class InMemorySettingsStore: SettingsStore, @unchecked Sendable {
    private let lock = NSLock()
    private var settings: ClientSettings

    public init(_ settings: ClientSettings = ClientSettings()) {
        self.settings = settings
    }

    public func load() -> ClientSettings { lock.withLock { settings } }
    public func save(_ settings: ClientSettings) { lock.withLock { self.settings = settings } }
}

/// Settings as JSON under one `UserDefaults` key (`memory_settings`).
public struct UserDefaultsSettingsStore: SettingsStore, @unchecked Sendable {
    public static let key = "memory_settings"
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func load() -> ClientSettings {
        defaults.data(forKey: Self.key).flatMap { try? JSONDecoder().decode(ClientSettings.self, from: $0) } ?? ClientSettings()
    }

    public func save(_ settings: ClientSettings) throws {
        defaults.set(try JSONEncoder().encode(settings), forKey: Self.key)
    }
}

/// Settings in a JSON file, replaced atomically.
public struct FileSettingsStore: SettingsStore {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() -> ClientSettings {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(ClientSettings.self, from: $0) } ?? ClientSettings()
    }

    public func save(_ settings: ClientSettings) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(settings).write(to: url, options: .atomic)
    }
}
