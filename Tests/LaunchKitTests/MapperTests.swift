import Foundation
import Testing

@testable import LaunchKit
@testable import LaunchLibrary

@Suite("Mappers and fallback chains")
struct MapperTests {
    static let now = Date(timeIntervalSince1970: 1_773_500_000)

    @Test func imageFallsBackLaunchThenRocketThenProgramThenPlaceholder() {
        // setup
        let all = makeLaunch(image: "https://x/launch.jpg", configurationImage: "https://x/rocket.jpg", programImage: "https://x/program.jpg")
        let noLaunch = makeLaunch(configurationImage: "https://x/rocket.jpg", programImage: "https://x/program.jpg")
        let programOnly = makeLaunch(programImage: "https://x/program.jpg")
        let none = makeLaunch()
        // act / check
        #expect(Fallback.image(for: all).url?.lastPathComponent == "launch.jpg")
        #expect(Fallback.image(for: noLaunch).url?.lastPathComponent == "rocket.jpg")
        #expect(Fallback.image(for: programOnly).url?.lastPathComponent == "program.jpg")
        #expect(Fallback.image(for: none) == .placeholder)
    }

    @Test(arguments: [("en", "Unknown"), ("tr", "Bilinmiyor"), ("fr", "Inconnu")])
    func placeFallsBackLocationThenPadThenUnknown(language: String, unknown: String) {
        // setup
        let formatting = LaunchFormatting.utc(language)
        let located = makeLaunch(pad: Pad(id: 1, name: "LC-39A", location: PadLocation(id: 2, name: "Kennedy Space Center")))
        let padOnly = makeLaunch(pad: Pad(id: 1, name: "LC-39A", location: PadLocation(id: 2, name: "  ")))
        // act / check
        #expect(Fallback.place(for: located, formatting) == "Kennedy Space Center")
        #expect(Fallback.place(for: padOnly, formatting) == "LC-39A")
        #expect(Fallback.place(for: makeLaunch(), formatting) == unknown)
    }

    @Test func rowsFromTheRecordedPageCarryCountdownsOnlyWhenExactAndUnfinished() throws {
        // setup
        let page = try Recorded.upcomingPage()
        let mapper = LaunchMapper(formatting: .utc("en"))
        let now = try #require(page.results[1].net).addingTimeInterval(-3_600)
        // act
        let rows = page.results.map { mapper.row($0, now: now, fetchedAt: now) }
        // check
        #expect(rows.count == 10)
        #expect(rows[0].countdownText == nil)  // status Success: finished, no countdown
        #expect(rows[1].countdownText == "T-01:00:00")
        #expect(rows[1].place == "Taiyuan, People's Republic of China")
        #expect(rows[1].accessibilityLabel.hasPrefix("Long March 2C | Unknown Payload, China Aerospace"))
        #expect(rows[1].accessibilityValue == "1 hour until launch")
        #expect(rows.allSatisfy { $0.image != .placeholder })
    }

    @Test(arguments: [("en", "Rocket", "Lunar Orbit"), ("tr", "Roket", "Ay Yörüngesi"), ("fr", "Fusée", "Orbite lunaire")])
    func detailListsTheSeedsFieldsWithLocalizedLabels(language: String, rocketLabel: String, orbit: String) throws {
        // setup
        let launch = try Recorded.capstone()
        // act
        let detail = LaunchMapper(formatting: .utc(language)).detail(launch, now: Self.now, fetchedAt: Self.now)
        // check
        let lines = Dictionary(uniqueKeysWithValues: detail.lines.map { ($0.label, $0.value) })
        #expect(lines[rocketLabel] == "Electron")
        #expect(detail.lines.contains { $0.value == orbit })
        #expect(detail.lines.contains { $0.value == "Onenui Station, Mahia Peninsula, New Zealand" })
        #expect(detail.lines.contains { $0.value == "Rocket Lab Ltd" })
        // The detail's 8 fields (docs/apps/launches.md#screens) + weather probability (75).
        #expect(detail.lines.count == 9)
        #expect(detail.infoLinks.count == 1 && detail.videoLinks.count == 1)
    }

    @Test func version230LaunchMapsWithObjectImages() throws {
        // setup
        let launch = try Recorded.starlink()
        // act
        let row = LaunchMapper(formatting: .utc("en")).row(launch, now: Self.now, fetchedAt: Self.now)
        // check
        #expect(row.image.url?.absoluteString.contains("falcon") == true)
        #expect(row.place == "Cape Canaveral SFS, FL, USA")
        #expect(row.dateText.contains("1:21"))
    }

    @Test func successRateIsSuccessesOverFinishedLaunchesOnly() {
        // setup: 6 successes, 1 failure, 1 partial failure, plus unfinished ones that must not count
        let statuses = [3, 3, 3, 3, 3, 3, 4, 7, 1, 2, 5, 6, 8]
        let launches = statuses.enumerated().map { makeLaunch(id: "\($0.offset)", status: $0.element) }
        // act
        let rate = SuccessRate(launches: launches)
        // check
        #expect(rate.finished == 8)
        #expect(rate.value == 0.75)
        #expect(SuccessRate(launches: [makeLaunch(status: 1)]).value == nil)
    }

    @Test(arguments: [("en", "75%"), ("tr", "%75"), ("fr", "75%")])
    func dashboardShowsLocalizedRateAndTotals(language: String, compact: String) {
        // setup
        let launches = [3, 3, 3, 4].enumerated().map { makeLaunch(id: "\($0.offset)", status: $0.element) }
        let program = Program(id: 25, name: "Starlink", description: "Internet", image: nil)
        // act
        let data = ProgramMapper(formatting: .utc(language)).dashboard(program, launches: launches, totalFlights: 120)
        // check
        #expect(data.successRateText.filter { !$0.isWhitespace } == compact)
        #expect(data.totalFlights == 120)
        #expect(data.image == .placeholder)
        #expect(data.accessibilityLabel.contains("120"))
        if language == "en" { #expect(data.accessibilityLabel == "Starlink. Total flights: 120. Success rate: 75%") }
    }
}
