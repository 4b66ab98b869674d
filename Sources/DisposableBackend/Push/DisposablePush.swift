import Fluent
import Foundation
import Localization
import ServerCore
import Vapor
import WebUI

/// Disposable as Web Push: "photos revealed" at an event's reveal time to everyone taking part
/// whose device subscribed, and the organizer's "ends in 1 hour". Two kinds of recipient, one
/// plan: an account (every event it takes part in; its devices subscribe in Settings) and a
/// guest without one (``PushRecipient/guest(_:)`` is the participant's id; a device subscribes
/// from the gallery or the guest settings, `subscribeMyDevice`). One occurrence per event, so a
/// changed time replaces what is queued; in the event's language (the one its organizer chose
/// for the guests). A guest's devices and queue go with the guest's data (`forget`).
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

    /// Makes `recipient`'s scheduled Disposable pushes exactly the current plan (Disposable's
    /// planners: run them through `app.push.replan`). A guest who is gone plans nothing.
    static func replan(_ recipient: PushRecipient, db: any Database, app: Application) async throws {
        let now = app.clock()
        let parts = try await DisposableReads.live(db.sql).pushParts(recipient, now)
        try await PushSchedule.replace(on: db, recipient: recipient, app: .disposable, occurrencePrefix: prefix,
                                       with: plan(parts, now: now), now: now)
    }

    /// Removes these participants' devices and queued pushes (their data, or their event, goes),
    /// in the transaction that deletes them.
    static func forget(participants: some Collection<UUID>, on db: any Database) async throws {
        try await PushSchedule.forget(guests: participants, on: db)
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
