import Fluent
import SQLKit

/// Web Push recipients become an account or an app's guest (``PushRecipient``): both tables get
/// `guest_id`, `user_id` may be null, a check says exactly one of the two is set. `user_id` keeps
/// its foreign key, so an account's devices and queue still go with the account (cascade); a
/// guest's go when its app forgets it (`PushSchedule.forget`). An endpoint stays one account's at
/// most (a unique index over account rows), and is unique per guest.
///
/// PostgreSQL changes the tables in place. SQLite cannot drop a NOT NULL or a constraint, so each
/// table is rebuilt: renamed aside, made anew, every row copied, the old one dropped, all in one
/// transaction (a failure leaves the tables as they were).
struct AllowGuestPushRecipients: AsyncMigration {
    private static let subscriptions = PushSubscriptionRecord.schema
    private static let scheduled = PushScheduledRecord.schema
    /// The columns the rows had before guests (what a rebuild copies either way).
    private static let subscriptionColumns = ["id", "user_id", "endpoint", "p256dh", "auth", "device_name", "apps", "created_at"]
    private static let scheduledColumns = [
        "id", "user_id", "app", "occurrence", "run_at", "message", "state", "attempts", "locked_at", "delivered_to", "last_error",
        "updated_at",
    ]
    private static let oneRecipient = "CHECK ((user_id IS NULL) <> (guest_id IS NULL))"

    func prepare(on database: any Database) async throws {
        try await database.transaction { db in
            if db.sql.dialect.name == "sqlite" {
                try await Self.rebuildOnSQLite(db, guests: true)
            } else {
                let sql = db.sql
                for table in [Self.subscriptions, Self.scheduled] {
                    try await sql.raw("""
                        ALTER TABLE \(ident: table) ALTER COLUMN user_id DROP NOT NULL, ADD COLUMN guest_id UUID,
                        ADD CONSTRAINT \(ident: table + "_one_recipient") \(unsafeRaw: Self.oneRecipient)
                        """).run()
                }
                try await db.schema(Self.subscriptions).deleteUnique(on: "endpoint").update()
                try await db.schema(Self.scheduled).unique(on: "guest_id", "occurrence").update()
            }
            try await Self.createGuestIndexes(db)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.transaction { db in
            // Guests cannot be rows of the tables as they were.
            try await PushScheduledRecord.query(on: db).filter(\.$guestID != nil).delete()
            try await PushSubscriptionRecord.query(on: db).filter(\.$guestID != nil).delete()
            if db.sql.dialect.name == "sqlite" {
                try await Self.rebuildOnSQLite(db, guests: false)
            } else {
                let sql = db.sql
                try await sql.drop(index: "push_subscriptions_account_endpoint").run()
                try await sql.drop(index: "push_subscriptions_guest_endpoint").run()
                try await db.schema(Self.scheduled).deleteUnique(on: "guest_id", "occurrence").update()
                for table in [Self.subscriptions, Self.scheduled] {
                    try await sql.raw("""
                        ALTER TABLE \(ident: table) DROP CONSTRAINT \(ident: table + "_one_recipient"), DROP COLUMN guest_id,
                        ALTER COLUMN user_id SET NOT NULL
                        """).run()
                }
                try await db.schema(Self.subscriptions).unique(on: "endpoint").update()
            }
        }
    }

    /// An account's endpoint is unique among account rows; a guest's, among that guest's.
    private static func createGuestIndexes(_ db: any Database) async throws {
        try await db.sql.raw("""
            CREATE UNIQUE INDEX push_subscriptions_account_endpoint ON \(ident: subscriptions) (endpoint) WHERE user_id IS NOT NULL
            """).run()
        try await db.sql.raw("""
            CREATE UNIQUE INDEX push_subscriptions_guest_endpoint ON \(ident: subscriptions) (guest_id, endpoint)
            WHERE guest_id IS NOT NULL
            """).run()
    }

    /// Both tables made anew in the shape with (`guests`) or without guests, keeping every row.
    private static func rebuildOnSQLite(_ db: any Database, guests: Bool) async throws {
        let sql = db.sql
        for table in [subscriptions, scheduled] {
            try await sql.raw("ALTER TABLE \(ident: table) RENAME TO \(ident: table + "_before")").run()
        }
        // An account's devices and queue go with the account, whichever shape.
        let user = DatabaseSchema.FieldDefinition.definition(
            name: .key("user_id"), dataType: .uuid,
            constraints: (guests ? [] : [.required]) + [.references(User.schema, "id", onDelete: .cascade)])
        var devices = db.schema(subscriptions).id().field(user)
        devices = guests ? devices.field("guest_id", .uuid).constraint(.sql(unsafeRaw: oneRecipient)) : devices.unique(on: "endpoint")
        try await devices
            .field("endpoint", .string, .required)
            .field("p256dh", .string, .required)
            .field("auth", .string, .required)
            .field("device_name", .string, .required)
            .field("apps", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        var queue = db.schema(scheduled).id().field(user)
        if guests { queue = queue.field("guest_id", .uuid).constraint(.sql(unsafeRaw: oneRecipient)).unique(on: "guest_id", "occurrence") }
        try await queue
            .field("app", .string, .required)
            .field("occurrence", .string, .required)
            .field("run_at", .datetime, .required)
            .field("message", .string, .required)
            .field("state", .string, .required)
            .field("attempts", .int, .required)
            .field("locked_at", .datetime)
            .field("delivered_to", .string, .required)
            .field("last_error", .string)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id", "occurrence")
            .create()
        for (table, columns) in [(subscriptions, subscriptionColumns), (scheduled, scheduledColumns)] {
            let list = SQLList(columns.map { SQLIdentifier($0) })
            try await sql.raw("INSERT INTO \(ident: table) (\(list)) SELECT \(list) FROM \(ident: table + "_before")").run()
            try await sql.raw("DROP TABLE \(ident: table + "_before")").run()
        }
        // The indexes went with the old tables.
        try await sql.create(index: "push_subscriptions_user").on(subscriptions).column("user_id").run()
        try await sql.create(index: "push_scheduled_state_run_at").on(scheduled).column("state").column("run_at").run()
    }
}
