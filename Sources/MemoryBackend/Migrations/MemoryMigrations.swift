import Fluent

/// Memory Recap's migrations in the order they landed; append only.
enum MemoryMigrations {
    static var all: [any Migration] {
        [
            CreateMemoryEntries(), CreateEntryMedia(), CreateTags(), CreateShareLinks(), CreateEntrySearch(),
            CreateEntryTotals(), KeyEntrySearch(), AddTimelineRevision(), AddEntryInsights(), CreateMusicImports(),
            CreateDailyReminders(), AddEntryTextLanguage(),
            CreateDeletedEntries(), AddReminderZone(),
        ]
    }
}
