import Fluent
import Foundation
import LaunchKit
import LaunchLibrary
import Localization
import NIOConcurrencyHelpers
import ServerCore
import Vapor
import WebUI

/// SpaceNasa as Web Push: "Remind me" rings at T−1 h and T−10 min (the kit's `ReminderPlanner`,
/// as the calendar feed's alarms), re-planned whenever a reminder is set or removed and whenever
/// the proxy saves LL2's news of a followed launch; that news itself (its NET moved by more than
/// 15 minutes, scrubbed, on hold) is a notice of its own.
enum LaunchPush {
    /// The reminders' occurrence keys (re-planned as a whole) start with this.
    static let prefix = "launches.remind."
    /// A followed launch's news: sent once each, never cancelled by a re-plan.
    static let newsPrefix = "launches.news."
    /// A NET that moves by less is only re-timed, not announced.
    static let noticeableMove: TimeInterval = 15 * 60

    typealias Item = (occurrence: String, at: Date, message: PushMessage)

    /// One reminder as the planner needs it: the newest copy of its launch and where it rings.
    struct Followed: Sendable {
        var launch: Launch
        var language: Language
        var timeZone: TimeZone
    }

    /// Makes `user`'s scheduled launch reminders exactly the current plan (the PushService planner).
    static func replan(user: UUID, db: any Database, app: Application) async throws {
        let now = app.clock()
        let snapshot = await app.launches.launchIndex.current()
        let followed = try await LaunchReads.live(db.sql).reminders(user).map { record in
            Followed(launch: snapshot.entry(id: record.launchID)?.launch ?? record.launch,
                     language: record.language.flatMap(Language.init(rawValue:)) ?? .en,
                     timeZone: record.timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt)
        }
        try await PushSchedule.replace(on: db, user: user, app: .launches, occurrencePrefix: prefix,
                                       with: plan(followed, now: now), now: now)
    }

    /// T−1 h and T−10 min of every followed launch still to fly at a time known to the minute.
    static func plan(_ followed: [Followed], now: Date) -> [Item] {
        followed.flatMap { item in
            ReminderPlanner(formatting: LaunchFormatting(language: item.language, timeZone: item.timeZone))
                .plan(for: [item.launch], now: now).map { reminder in
                    let lead = item.launch.net.map { $0.timeIntervalSince(reminder.fireDate) } ?? 600
                    return (occurrence: prefix + reminder.id, at: reminder.fireDate,
                            // The T−10 min one replaces the T−1 h one on the device (one tag per launch);
                            // each is useless once the next is due.
                            message: PushMessage(title: reminder.title, body: reminder.body,
                                                 url: LaunchesURL.launch(.value(item.launch.id)).url, tag: "launch-" + item.launch.id,
                                                 urgency: .high, ttl: max(60, Int(min(lead, 3600)))))
                }
        }
    }

    /// What changed for someone following a launch, worth telling.
    enum News: Equatable {
        case moved(Date)
        case scrubbed
        case hold
    }

    /// Whether LL2 has the launch stopped: scrubbed (back to TBD) or on hold.
    static func isHeld(_ launch: Launch) -> Bool {
        launch.status?.outcome == .toBeDetermined || launch.status?.outcome == .hold
    }

    /// The news between what was last seen of a launch (`lastNET`, `wasHeld`) and `launch`, for a
    /// launch that had not flown yet.
    static func news(lastNET: Date?, wasHeld: Bool, launch: Launch, now: Date) -> News? {
        guard let lastNET, lastNET > now else { return nil }
        if !wasHeld, isHeld(launch) { return launch.status?.outcome == .hold ? .hold : .scrubbed }
        if let net = launch.net, abs(net.timeIntervalSince(lastNET)) > noticeableMove, ReminderPlanner.refusal(for: launch, now: now) == nil {
            return .moved(net)
        }
        return nil
    }

    /// The notice of `news` about `launch`, in the reminder's language and zone.
    static func notice(_ news: News, launch: Launch, language: Language, timeZone: TimeZone) -> Item {
        let formatting = LaunchFormatting(language: language, timeZone: timeZone)
        let t = { (key: LaunchText, arguments: [String: String]) in LaunchText.strings.text(key, language, arguments) }
        let name = ["launch": launch.name]
        let (kind, title, body): (String, String, String) = switch news {
        case .moved(let net):
            ("moved-\(Int(net.timeIntervalSince1970))", t(.pushMovedTitle, name),
             t(.pushMovedBody, ["date": NetDateText(formatting: formatting).text(for: launch)]))
        case .scrubbed: ("scrubbed", t(.pushScrubbedTitle, name), t(.pushScrubbedBody, [:]))
        case .hold: ("hold", t(.pushHoldTitle, name), t(.pushHoldBody, [:]))
        }
        return (occurrence: newsPrefix + launch.id + "@" + kind, at: .distantPast,
                message: PushMessage(title: title, body: body, url: LaunchesURL.launch(.value(launch.id)).url,
                                     tag: "launch-news-" + launch.id, ttl: 6 * 3600))
    }

    /// Looks at the followed launches again when the proxy saved an LL2 answer (the cache's
    /// generation moved): news is announced, each reminder remembers what it saw, and every
    /// account whose launch changed is re-planned.
    static func watch(app: Application, seen: NIOLockedValueBox<Int?>) async throws {
        let generation = await app.launches.cache.generation
        guard seen.withLockedValue({ $0 }) != generation else { return }
        let snapshot = await app.launches.launchIndex.current()
        let now = app.clock()
        var changed = Set<UUID>()
        for record in try await ReminderRecord.query(on: app.db).all() {
            guard let launch = snapshot.entry(id: record.launchID)?.launch else { continue }
            let held = isHeld(launch)
            let exact = NetDateText.precision(of: launch).isExactTime
            guard record.net != launch.net || record.held != held || record.isExactTime != exact else { continue }
            // A reminder not looked at since it was set has no "before" to compare with.
            if let wasHeld = record.held, let news = news(lastNET: record.net, wasHeld: wasHeld, launch: launch, now: now),
               try await PushSchedule.hasReceivers(on: app.db, user: record.ownerID, app: .launches) {
                let item = notice(news, launch: launch, language: record.language.flatMap(Language.init(rawValue:)) ?? .en,
                                  timeZone: record.timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt)
                try await PushSchedule.upsert(on: app.db, user: record.ownerID, app: .launches, occurrence: item.occurrence,
                                              at: now, message: item.message, now: now)
            }
            record.net = launch.net
            record.held = held
            record.isExactTime = exact
            try await record.save(on: app.db)
            changed.insert(record.ownerID)
        }
        await app.push.replan([.launches], users: changed, on: app)
        seen.withLockedValue { $0 = generation }
    }
}
