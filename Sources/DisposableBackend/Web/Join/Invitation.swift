import DisposableKit
import Foundation

/// What the QR code's page tells a guest before they join.
struct Invitation: Sendable {
    var eventID: String
    var name: String
    var organizerName: String
    var shotsPerPerson: Int
    /// Set for a reveal-later event not revealed yet: when everyone's photos appear.
    var revealsAt: Date?
    var hasEnded: Bool
    /// Set for an event set up ahead, before its start: when the camera opens.
    var opensAt: Date? = nil
    /// When the event and its photos are deleted (said once it has ended).
    var deletesAt: Date? = nil

    init(eventID: String, name: String, organizerName: String, shotsPerPerson: Int, revealsAt: Date?, hasEnded: Bool) {
        self.eventID = eventID
        self.name = name
        self.organizerName = organizerName
        self.shotsPerPerson = shotsPerPerson
        self.revealsAt = revealsAt
        self.hasEnded = hasEnded
    }

    init(event: some EventFields, now: Date) {
        let timeline = event.timeline
        self.init(
            eventID: event.id!.uuidString, name: event.name, organizerName: event.organizerName,
            shotsPerPerson: event.shotsPerPerson, revealsAt: timeline.isRevealed(at: now) ? nil : event.revealAt,
            hasEnded: timeline.state(at: now) == .ended)
        opensAt = timeline.state(at: now) == .scheduled ? event.startsAt : nil
        deletesAt = event.deleteAt
    }
}
