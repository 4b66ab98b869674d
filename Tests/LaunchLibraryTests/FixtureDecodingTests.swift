import Foundation
import Testing

@testable import LaunchLibrary

@Suite("Decoding recorded LL2 responses")
struct FixtureDecodingTests {
    @Test func upcomingPageDecodesEveryLaunchWithItsQuirks() throws {
        // setup
        let data = try Fixture.data(Fixture.upcoming)
        // act
        let page = try LL2Decoder.decode(Page<Launch>.self, from: data)
        // check
        #expect(page.count == 239)
        #expect(page.results.count == 10)
        #expect(page.skipped.isEmpty)
        #expect(page.next?.query?.contains("offset=10") == true)
        #expect(page.previous == nil)
        let first = try #require(page.results.first)
        #expect(first.status?.outcome == .success)
        #expect(first.pad?.latitude == 28.60822681)
        #expect(first.pad?.longitude == -80.60428186)
        #expect(first.programs.map(\.id) == [11, 17])
        #expect(first.mission?.orbit?.abbrev == "LEO")
        #expect(first.net == Date(timeIntervalSince1970: 1_657_845_860))
        #expect(first.netPrecision == nil)
        #expect(first.image?.url.absoluteString.hasSuffix("falcon2520925_image_20220713235516.jpeg") == true)
        let second = page.results[1]
        #expect(second.mission == nil)
        #expect(second.probability == nil)
    }

    @Test func probabilityMinusOneAndNullOrbitReadAsNil() throws {
        // setup
        var root = try Fixture.json(Fixture.upcoming)
        var results = try #require(root["results"] as? [[String: Any]])
        results[0]["probability"] = -1
        var mission = try #require(results[0]["mission"] as? [String: Any])
        mission["orbit"] = NSNull()
        results[0]["mission"] = mission
        results[1]["probability"] = "55"
        root["results"] = results
        // act
        let page = try LL2Decoder.decode(Page<Launch>.self, from: jsonData(root))
        // check
        #expect(page.results[0].probability == nil)
        #expect(page.results[0].mission?.orbit == nil)
        #expect(page.results[0].mission?.name == "Dragon CRS-2 SpX-25")
        #expect(page.results[1].probability == 55)
    }

    @Test func capstoneDetailReadsCamelCaseLinksAndStringNumbers() throws {
        // setup
        let data = try Fixture.data(Fixture.capstone)
        // act
        let launch = try LL2Decoder.decode(Launch.self, from: data)
        // check
        #expect(launch.details.infoURLs.map(\.url.host) == ["www.rocketlabusa.com"])
        #expect(launch.details.videoURLs.count == 1)
        #expect(launch.details.updates.count == 21)
        #expect(launch.details.missionPatches.first?.id == 56)
        let configuration = try #require(launch.rocket?.configuration)
        #expect(configuration.launchCost == 6_000_000)
        #expect(configuration.maidenFlight == LL2Date.parse("2017-05-25T00:00:00Z"))
        #expect(configuration.manufacturer?.successfulLaunches == 24)
        #expect(launch.launchServiceProvider?.type?.name == "Commercial")
        #expect(launch.pad?.location?.countryCode == "NZL")
        #expect(launch.programs.isEmpty)
        #expect(launch.holdReason == nil)
    }

    @Test func version230DetailDecodesObjectsWhereStringsWere() throws {
        // setup
        let data = try Fixture.data(Fixture.starlink230)
        // act
        let launch = try LL2Decoder.decode(Launch.self, from: data)
        // check
        #expect(launch.name == "Falcon 9 Block 5 | Starlink Group 6-68")
        #expect(launch.image?.thumbnailURL != nil)
        #expect(launch.netPrecision?.kind == .second)
        #expect(launch.pad?.latitude == 28.56194122)
        #expect(launch.pad?.location?.countryCode == "USA")
        #expect(launch.rocket?.configuration?.launchCost == 52_000_000)
        #expect(launch.launchServiceProvider?.type == NamedValue(id: 3, name: "Commercial"))
        #expect(launch.details.infoURLs.count == 1)
        #expect(launch.details.videoURLs.count == 4)
        #expect(launch.details.timeline.count == 23)
        #expect(launch.details.timeline.contains { $0.relativeTime?.seconds == -38 * 60 })
        #expect(launch.programs.first?.image != nil)
    }

    @Test func agencyPageAndThrottleAnswerDecode() throws {
        // setup
        struct AgencyRow: Decodable, Sendable { let id: Int; let name: String }
        // act
        let page = try LL2Decoder.decode(Page<AgencyRow>.self, from: Fixture.data(Fixture.agencies))
        let throttle = try LL2Decoder.decode(APIThrottle.self, from: Fixture.data(Fixture.throttle))
        // check
        #expect(page.count == 324)
        #expect(page.results.count == 2)
        #expect(throttle.yourRequestLimit == 15)
        #expect(throttle.limitFrequencySecs == 3600)
        #expect(throttle.nextUseSecs == 0)
    }

    @Test func oneBrokenLaunchIsSkippedAndReportedNotFatal() throws {
        // setup
        var root = try Fixture.json(Fixture.upcoming)
        var results = try #require(root["results"] as? [Any])
        var broken = try #require(results[3] as? [String: Any])
        broken["name"] = 42
        results[3] = broken
        results[6] = NSNull()
        root["results"] = results
        // act
        let page = try LL2Decoder.decode(Page<Launch>.self, from: jsonData(root))
        // check
        #expect(page.results.count == 8)
        #expect(page.skipped.map(\.index) == [3, 6])
        #expect(page.skipped[0].id == broken["id"] as? String)
        #expect(page.skipped[1].id == nil)
    }
}
