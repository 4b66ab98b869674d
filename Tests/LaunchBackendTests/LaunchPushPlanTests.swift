import Foundation
import LaunchLibrary
import Localization
import Testing

@testable import LaunchBackend

/// SpaceNasa's pushes as planned (`LaunchPush`): T−1 h and T−10 min of a followed launch, and
/// which of LL2's changes are news (a NET moved by more than 15 minutes, a scrub, a hold).
/// Delivery is Tests/Push's.
@Suite("SpaceNasa push plan")
struct LaunchPushPlanTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let minute = NetPrecision(id: 1, name: "Minute", abbrev: "MIN")

    static func launch(_ status: Int = 1, net: Date = now.addingTimeInterval(3 * 3600)) -> Launch {
        Launch(id: "abc", name: "Starlink 12-7", status: LaunchStatus(id: status, name: "s"), net: net, netPrecision: minute)
    }

    @Test("a followed launch rings an hour and ten minutes ahead, on its page, in the reminder's language")
    func reminders() {
        // act
        let items = LaunchPush.plan([.init(launch: Self.launch(), language: .tr, timeZone: .gmt)], now: Self.now)
        let scrubbed = LaunchPush.plan([.init(launch: Self.launch(2), language: .en, timeZone: .gmt)], now: Self.now)
        // check
        #expect(items.map(\.occurrence) == ["launches.remind.launch-abc-3600", "launches.remind.launch-abc-600"])
        #expect(items.map(\.at) == [Self.now.addingTimeInterval(2 * 3600), Self.now.addingTimeInterval(3 * 3600 - 600)])
        #expect(items[0].message.url == "/launches/launch/abc" && items[0].message.title.contains("Starlink 12-7"))
        #expect(items[0].message.title.contains("saat"), "Turkish: \(items[0].message.title)")
        #expect(scrubbed.isEmpty, "a scrubbed launch rings nothing")
    }

    @Test("news is a NET moved by more than 15 minutes, a scrub or a hold of a launch still to fly")
    func news() {
        let net = Self.now.addingTimeInterval(3 * 3600)
        // act, check
        #expect(LaunchPush.news(lastNET: net, wasHeld: false, launch: Self.launch(net: net.addingTimeInterval(10 * 60)), now: Self.now) == nil)
        #expect(LaunchPush.news(lastNET: net, wasHeld: false, launch: Self.launch(net: net.addingTimeInterval(20 * 60)), now: Self.now)
            == .moved(net.addingTimeInterval(20 * 60)))
        #expect(LaunchPush.news(lastNET: net, wasHeld: false, launch: Self.launch(2), now: Self.now) == .scrubbed)
        #expect(LaunchPush.news(lastNET: net, wasHeld: false, launch: Self.launch(5), now: Self.now) == .hold)
        #expect(LaunchPush.news(lastNET: net, wasHeld: true, launch: Self.launch(5), now: Self.now) == nil, "told once")
        #expect(LaunchPush.news(lastNET: Self.now.addingTimeInterval(-60), wasHeld: false, launch: Self.launch(3), now: Self.now) == nil)
    }

    @Test("the notice of a moved launch names its new time in the reminder's zone")
    func notice() {
        let net = Self.now.addingTimeInterval(4 * 3600)
        // act
        let item = LaunchPush.notice(.moved(net), launch: Self.launch(net: net), language: .fr, timeZone: TimeZone(identifier: "Europe/Paris")!)
        // check
        #expect(item.occurrence == "launches.news.abc@moved-\(Int(net.timeIntervalSince1970))")
        #expect(item.message.title == "Starlink 12-7 change d’heure" && item.message.url == "/launches/launch/abc")
        #expect(item.message.body.contains("16:06"), "Paris time: \(item.message.body)")
    }
}
