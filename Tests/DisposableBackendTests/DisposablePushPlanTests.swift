import Foundation
import Localization
import Testing

@testable import DisposableBackend

/// Disposable's pushes as planned (`DisposablePush.plan`): "photos revealed" at the reveal time
/// to everyone taking part, "ends in 1 hour" to the organizer only. Delivery is Tests/Push's.
@Suite("Disposable push plan")
struct DisposablePushPlanTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let event = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!

    static func part(organizer: Bool, revealsLater: Bool = true, language: Language = .en) -> DisposablePush.Part {
        DisposablePush.Part(
            eventID: event, name: "Deniz & Can", joinToken: "tok", startsAt: now.addingTimeInterval(-3600),
            endsAt: now.addingTimeInterval(6 * 3600), revealsLater: revealsLater, revealAt: now.addingTimeInterval(7 * 3600),
            language: language, isOrganizer: organizer)
    }

    @Test("the organizer hears of the end an hour ahead and of the reveal; a guest only of the reveal, on the gallery")
    func organizerAndGuest() {
        // act
        let organizer = DisposablePush.plan([Self.part(organizer: true)], now: Self.now)
        let guest = DisposablePush.plan([Self.part(organizer: false, language: .fr)], now: Self.now)
        // check
        let id = Self.event.uuidString
        #expect(organizer.map(\.occurrence) == ["disposable.revealed.\(id)", "disposable.ending.\(id)"])
        #expect(organizer.map(\.at) == [Self.now.addingTimeInterval(7 * 3600), Self.now.addingTimeInterval(5 * 3600)])
        #expect(organizer[1].message.title == "Deniz & Can ends in 1 hour")
        #expect(guest.map(\.occurrence) == ["disposable.revealed.\(id)"])
        #expect(guest[0].message.title == "Les photos de Deniz & Can sont là" && guest[0].message.url == "/e/tok/gallery")
    }

    @Test("photos shown right away announce no reveal; what is past is not planned")
    func nothingToAnnounce() {
        // act
        let rightAway = DisposablePush.plan([Self.part(organizer: false, revealsLater: false)], now: Self.now)
        let late = DisposablePush.plan([Self.part(organizer: true)], now: Self.now.addingTimeInterval(8 * 3600))
        // check
        #expect(rightAway.isEmpty && late.isEmpty)
    }
}
