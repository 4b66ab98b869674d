import Fluent

/// PolySleep's migrations in the order they landed. Never edit or reorder a landed entry.
enum SleepMigrations {
    static var all: [any Migration] {
        [
            CreateSleepProfiles(),
            CreateSleepSchedules(),
            CreateSleepRecords(),
            CreateSleepActiveRequests(),
        ]
    }
}
