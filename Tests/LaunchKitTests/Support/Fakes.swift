import Foundation
import LaunchKit
import LaunchLibrary
import Localization
import Testing

/// Recorded LL2 data, decoded once per test.
enum Recorded {
    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    static func upcomingPage() throws -> Page<Launch> {
        try LL2Decoder.decode(Page<Launch>.self, from: data("ll2-2.2.0_launch-upcoming_normal_frontier"))
    }

    static func capstone() throws -> Launch {
        try LL2Decoder.decode(Launch.self, from: data("ll2-2.2.0_launch-detail_capstone_frontier"))
    }

    static func starlink() throws -> Launch {
        try LL2Decoder.decode(Launch.self, from: data("ll2-2.3.0_launch-detail_starlink_knutvalen"))
    }
}

/// Services answering from closures, recording the calls.
final class FakeServices: ProgramServicing, FlightServicing, @unchecked Sendable {
    struct Call: Equatable { let segment: LaunchSegment?; let offset: Int; let next: URL?; let programID: Int? }

    private let lock = NSLock()
    private var recorded: [Call] = []
    var programsResult: @Sendable () throws -> Fetched<Page<Program>> = { Fetched(value: Page(count: 0, results: []), freshness: .live) }
    var launchesResult: @Sendable (Call) throws -> Fetched<Page<Launch>> = { _ in Fetched(value: Page(count: 0, results: []), freshness: .live) }
    var launchResult: @Sendable (String) throws -> Fetched<Launch> = { _ in throw LL2Error.http(status: 404) }

    var calls: [Call] { lock.withLock { recorded } }

    func programs(limit: Int, offset: Int) async throws -> Fetched<Page<Program>> { try programsResult() }

    func program(id: Int) async throws -> Fetched<Program> { throw LL2Error.http(status: 404) }

    func launches(_ segment: LaunchSegment, limit: Int, offset: Int, programID: Int?) async throws -> Fetched<Page<Launch>> {
        try record(Call(segment: segment, offset: offset, next: nil, programID: programID))
    }

    func launches(next: URL) async throws -> Fetched<Page<Launch>> {
        try record(Call(segment: nil, offset: -1, next: next, programID: nil))
    }

    func launch(id: String) async throws -> Fetched<Launch> { try launchResult(id) }

    private func record(_ call: Call) throws -> Fetched<Page<Launch>> {
        lock.withLock { recorded.append(call) }
        return try launchesResult(call)
    }
}

extension LaunchFormatting {
    static let utcLocales: [String: LaunchFormatting] = Dictionary(uniqueKeysWithValues: Language.allCases.map {
        ($0.rawValue, LaunchFormatting(language: $0, timeZone: TimeZone(identifier: "UTC")!))
    })

    static func utc(_ language: String) -> LaunchFormatting { utcLocales[language]! }
}

/// A launch built in code, for fallback and precision cases the fixtures do not hold.
func makeLaunch(
    id: String = "L1", status: Int = 1, net: Date? = Date(timeIntervalSince1970: 1_773_590_400), precision: NetPrecision? = nil,
    image: String? = nil, configurationImage: String? = nil, programImage: String? = nil, pad: Pad? = nil
) -> Launch {
    let configuration = RocketConfiguration(id: 1, name: "Falcon 9", image: configurationImage.map { ImageReference(url: URL(string: $0)!) })
    let programs = programImage.map { [Program(id: 1, name: "P", image: ImageReference(url: URL(string: $0)!))] } ?? []
    return Launch(
        id: id, name: "Launch \(id)", status: LaunchStatus(id: status, name: "Status \(status)"), net: net, netPrecision: precision,
        rocket: Rocket(id: 1, configuration: configuration), pad: pad,
        image: image.map { ImageReference(url: URL(string: $0)!) }, programs: programs)
}

extension String {
    /// The text with CLDR's no-break, narrow no-break and thin spaces read as plain spaces: they
    /// keep "15 dk." on one line, and tests compare the wording.
    var plainSpaces: String {
        String(unicodeScalars.map { ["\u{A0}", "\u{202F}", "\u{2009}"].contains($0) ? " " : Character($0) })
    }
}
