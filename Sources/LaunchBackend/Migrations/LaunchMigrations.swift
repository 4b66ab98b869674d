import Fluent

/// SpaceNasa's migrations in the order they landed. Append only.
enum LaunchMigrations {
    static let all: [any Migration] = [
        CreateLL2Responses(),
        CreateUpstreamCalls(),
        CreateFavourites(),
        CreateReminders(),
        AddReminderPush(),
    ]
}
