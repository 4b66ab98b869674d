import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

/// `AllowGuestPushRecipients` on a database that already has devices and queued pushes (SQLite
/// rebuilds the tables; PostgreSQL alters them: `make test-postgres` runs this suite there too).
@Suite("Push recipients: the migration to accounts or guests keeps every row")
struct PushRecipientMigrationTests {
    @Test("an account's device and queued push survive the migration both ways; the account's deletion still takes them; a guest's row is its own")
    func keepsRows() async throws {
        try await withSuiteApp { app in
            // setup: the tables as they were, with an account's device and queued push
            let migration = AllowGuestPushRecipients()
            try await migration.revert(on: app.db)
            let user = User(email: "kept@example.com", passwordHash: "not used")
            try await user.create(on: app.db)
            let userID = try user.requireID()
            let runAt = Date(timeIntervalSince1970: 1_800_000_000)
            try await app.db.sql.raw("""
                INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, device_name, apps, created_at)
                VALUES (\(bind: UUID()), \(bind: userID), 'https://fcm.googleapis.com/fcm/send/kept', 'k', 'a', 'Phone',
                        'sleep,disposable', \(bind: runAt))
                """).run()
            try await app.db.sql.raw("""
                INSERT INTO push_scheduled (id, user_id, app, occurrence, run_at, message, state, attempts, delivered_to, updated_at)
                VALUES (\(bind: UUID()), \(bind: userID), 'sleep', 'sleep.wake.a', \(bind: runAt), '{}', 'queued', 0, '', \(bind: runAt))
                """).run()
            // act
            try await migration.prepare(on: app.db)
            let devices = try await PushSubscriptionRecord.query(on: app.db).all()
            let queued = try await PushScheduledRecord.query(on: app.db).all()
            let guest = UUID()
            let guestDevice = PushSubscriptionRecord()
            guestDevice.recipient = .guest(guest)
            guestDevice.endpoint = "https://fcm.googleapis.com/fcm/send/kept"  // the same browser, as a guest too
            (guestDevice.p256dh, guestDevice.auth, guestDevice.deviceName, guestDevice.enabledApps) = ("k", "a", "Phone", [.disposable])
            guestDevice.createdAt = runAt
            try await guestDevice.create(on: app.db)
            try await PushSchedule.upsert(on: app.db, recipient: .guest(guest), appName: "disposable", occurrence: "sleep.wake.a",
                                          at: runAt, message: PushMessage(title: "t", body: "b", url: "/"), now: runAt)
            let neither = try? await app.db.sql.raw("""
                INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, device_name, apps, created_at)
                VALUES (\(bind: UUID()), 'https://fcm.googleapis.com/fcm/send/nobody', 'k', 'a', 'Phone', 'sleep', \(bind: runAt))
                """).run()
            try await user.delete(on: app.db)
            let afterDeletion = try await PushSubscriptionRecord.query(on: app.db).all().map(\.recipient)
            let queueAfterDeletion = try await PushScheduledRecord.query(on: app.db).all().map(\.recipient)
            // check
            #expect(devices.map(\.recipient) == [.account(userID)] && devices.first?.enabledApps == [.sleep, .disposable])
            #expect(devices.first?.createdAt == runAt)
            #expect(queued.map(\.occurrence) == ["sleep.wake.a"] && queued.first?.recipient == .account(userID))
            #expect(queued.first?.runAt == runAt && queued.first?.state == "queued")
            #expect(neither == nil, "a row for no one is refused")
            #expect(afterDeletion == [.guest(guest)] && queueAfterDeletion == [.guest(guest)])
        }
    }
}
