import Fluent
import ServerCore
import Vapor

/// PolySleep on the server: each account's schedule, history, alarm settings and calendar
/// subscription, and the `/sleep` web app. Every rule (templates, validation, DST-correct
/// times, notification plans, streaks, scores, analytics, widgets, iCalendar) is SleepKit's.
public struct SleepBackend: SuiteBackend {
    public init() {}

    public var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "sleep", name: SleepText.appName, tagline: SleepText.launcherTagline, availability: .available)
    }

    public var migrations: [any Migration] { SleepMigrations.all }

    /// Sleep rows reference `users` with ON DELETE CASCADE, so the account-deletion hooks keep
    /// their defaults: an account's profile, schedules, records and snoozes go with it.
    public func configure(_ app: Application) throws {
        let feed = CalendarFeed(secret: app.config.signingSecret)
        // Every change that succeeds re-plans the account's Web Push alarms.
        let web = app.web.grouped(SleepPushReplanMiddleware())
        try web.register(collection: SleepPagesController(feed: feed))
        try web.register(collection: SleepActionsController())
        try web.register(collection: SleepStateController())
        try web.register(collection: SleepSetupController(feed: feed))
        try web.register(collection: SleepRecordController())
        try app.register(collection: CalendarFeedController(feed: feed))
        // Buttons on a notification: the signed link is the credential (no session, no CSRF token).
        try app.register(collection: SleepPushActionController())
        app.push.registerPlanner(.sleep) { user, db, app in try await SleepPush.replan(user: user, db: db, app: app) }
    }
}
