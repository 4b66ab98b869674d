import DisposableKit
import Foundation

/// What an event's pages and the API's answers read of an event: the stored model has it (a
/// new event's answer), and so does `EventRecord`, the value every read returns.
protocol EventFields {
    var id: UUID? { get }
    var name: String { get }
    var organizerName: String { get }
    var joinToken: String { get }
    var shortCode: String { get }
    var startsAt: Date { get }
    var endsAt: Date { get }
    var revealMode: String { get }
    var revealAt: Date { get }
    var deleteAt: Date { get }
    var shotsPerPerson: Int { get }
    var timeZone: String { get }
}

extension EventFields {
    var timeline: EventTimeline {
        EventTimeline(
            startsAt: startsAt, endsAt: endsAt, revealMode: EventParameters.Reveal(rawValue: revealMode) ?? .now,
            revealAt: revealAt)
    }

    var zone: TimeZone { TimeZone(identifier: timeZone) ?? .gmt }
}

extension DisposableEvent: EventFields {}
