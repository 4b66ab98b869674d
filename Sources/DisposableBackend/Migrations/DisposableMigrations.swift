import Fluent

/// Disposable's migrations in the order they landed; append only.
enum DisposableMigrations {
    static var all: [any Migration] {
        [
            CreateDisposableEvents(), CreateDisposableParticipants(), CreateDisposablePhotos(), CreateDisposableEventLog(),
            DropDisposableJoinAttempts(), CreateDisposableRecoveryKeys(),
        ]
    }
}
