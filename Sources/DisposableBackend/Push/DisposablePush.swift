import Fluent
import Foundation
import Localization
import ServerCore
import Vapor
import WebUI

/// Disposable as Web Push: "photos revealed" at an event's reveal time to everyone taking part
/// with an account whose device subscribed (guests opt in by subscribing; the organizer too),
/// and the organizer's "ends in 1 hour". One occurrence per event, so a changed time replaces
/// what is queued; in the event's language (the one its organizer chose for the guests).
enum DisposablePush {
    /// Every occurrence key Disposable schedules starts with this.
    static let prefix = "disposable."
    /// How long before the end the organizer hears of it.
    static let endingNotice: TimeInterval = 3600

    typealias Item = (occurrence: String, at: Date, message: PushMessage)

    /// What one account takes part in, as the planner needs it.
    struct Part: Sendable {
        var eventID: UUID
        var name: String
        var joinToken: String
        var startsAt: Date
        var endsAt: Date
        var revealsLater: Bool
        var revealAt: Date
        var language: Language
        var isOrganizer: Bool
    }

    /// Makes `user`'s scheduled Disposable pushes exactly the current plan (Disposable's planner:
    /// run it through `app.push.replan`).
    static func replan(user: UUID, db: any Database, app: Application) async throws {
        let now = app.clock()
        let parts = try await DisposableReads.live(db.sql).pushParts(user, now)
        try await PushSchedule.replace(on: db, user: user, app: .disposable, occurrencePrefix: prefix,
                                       with: plan(parts, now: now), now: now)
    }

    /// The future reveals and ends of `parts`.
    static func plan(_ parts: [Part], now: Date) -> [Item] {
        parts.flatMap { part -> [Item] in
            let t = { (key: DisposableText) in DisposableText.strings.text(key, part.language, ["event": part.name]) }
            var items: [Item] = []
            if part.revealsLater, part.revealAt > now {
                // Everyone opens the gallery: the organizer's event page shows it too, the guest's is the join link's.
                let url = part.isOrganizer ? DisposableURL.event(.value(part.eventID.uuidString)).url
                    : DisposableURL.gallery(.value(part.joinToken)).url
                items.append((occurrence: prefix + "revealed." + part.eventID.uuidString, at: part.revealAt,
                              message: PushMessage(title: t(.pushRevealedTitle), body: t(.pushRevealedBody), url: url,
                                                   tag: "disposable-revealed-" + part.eventID.uuidString, ttl: 86_400)))
            }
            let ending = part.endsAt.addingTimeInterval(-endingNotice)
            if part.isOrganizer, ending > now, ending > part.startsAt {
                items.append((occurrence: prefix + "ending." + part.eventID.uuidString, at: ending,
                              message: PushMessage(title: t(.pushEndingTitle), body: t(.pushEndingBody),
                                                   url: DisposableURL.event(.value(part.eventID.uuidString)).url,
                                                   tag: "disposable-ending-" + part.eventID.uuidString, ttl: Int(endingNotice))))
            }
            return items
        }
    }
}
