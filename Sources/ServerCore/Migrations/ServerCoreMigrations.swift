import Fluent

/// ServerCore's migrations in the order they landed. Never edit or reorder a landed entry:
/// add a new one at the end.
public enum ServerCoreMigrations {
    public static var all: [any Migration] {
        [
            CreateUsers(),
            CreateRefreshTokens(),
            CreateLoginFailures(),
            SessionRecord.migration,
            CreateIdempotencyKeys(),
            CreateJobs(),
            CreatePendingMedia(),
            CreateRateLimitHits(),
            CreatePasswordResets(),
            CreatePushTables(),
            AddJobOwners(),
            AllowGuestPushRecipients(),
            CreateFeedback(),
        ]
    }
}
