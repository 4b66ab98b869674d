import Foundation
import Localization

/// Everything the Notes view models depend on, injected in one place so tests pin the clock,
/// ids and storage, and previews run with no disk.
public struct NotesEnvironment {
    public var repository: any NotesRepository
    public var settingsStore: any NotesSettingsStore
    /// Optional: `nil` records nothing.
    public var analytics: (any NotesAnalytics)?
    public var now: () -> Date
    public var makeID: () -> String
    public var language: Language
    public var timeZone: TimeZone

    public init(
        repository: any NotesRepository,
        settingsStore: any NotesSettingsStore,
        analytics: (any NotesAnalytics)? = nil,
        now: @escaping () -> Date,
        makeID: @escaping () -> String,
        language: Language,
        timeZone: TimeZone
    ) {
        self.repository = repository
        self.settingsStore = settingsStore
        self.analytics = analytics
        self.now = now
        self.makeID = makeID
        self.language = language
        self.timeZone = timeZone
    }

    /// The app's environment: UserDefaults, the system clock, random UUIDs, the device language.
    public static func live(defaults: UserDefaults = .standard, analytics: (any NotesAnalytics)? = nil) -> Self {
        NotesEnvironment(
            repository: UserDefaultsNotesRepository(defaults: defaults),
            settingsStore: UserDefaultsNotesSettingsStore(defaults: defaults),
            analytics: analytics,
            now: Date.init,
            makeID: { UUID().uuidString },
            language: Language(preferring: Locale.preferredLanguages),
            timeZone: .current
        )
    }

    /// An in-memory environment with fixed time, for previews.
    public static func preview(notes: [Note] = [], language: Language = .en, now: Date) -> Self {
        NotesEnvironment(
            repository: InMemoryNotesRepository(notes: notes),
            settingsStore: InMemoryNotesSettingsStore(),
            now: { now },
            makeID: { UUID().uuidString },
            language: language,
            timeZone: TimeZone(identifier: "UTC") ?? .current
        )
    }

    /// The relative time formatter for this language and time zone.
    var relativeTime: RelativeTimeFormatter {
        RelativeTimeFormatter(language: language, timeZone: timeZone)
    }
}
