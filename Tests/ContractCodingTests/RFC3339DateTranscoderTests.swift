import Foundation
import ContractCoding
import Testing

@Suite("RFC 3339 dates of the contract")
struct RFC3339DateTranscoderTests {
    let transcoder = RFC3339DateTranscoder()

    @Test("writes exactly what ISO8601DateFormatter writes, across eras, leap days and negative times")
    func matchesFoundation() throws {
        // setup
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var generator = SystemRandomNumberGenerator()
        let fixed: [TimeInterval] = [0, -1, -86_400, 951_782_400, 4_107_542_399, -2_208_988_800.5, 1_746_093_600.999]
        let random = (0..<2_000).map { _ in TimeInterval(Int64.random(in: -5_000_000_000...50_000_000_000, using: &generator)) / 10 }
        for seconds in fixed + random {
            let date = Date(timeIntervalSince1970: seconds)
            // act
            let text = try transcoder.encode(date)
            // check
            #expect(text == formatter.string(from: date), "for \(seconds)")
            #expect(try transcoder.decode(text) == Date(timeIntervalSince1970: seconds.rounded(.down)))
        }
    }

    @Test("reads fractions, offsets and lower-case separators", arguments: [
        ("2025-05-01T10:00:00Z", 1_746_093_600.0),
        ("2025-05-01T13:00:00+03:00", 1_746_093_600.0),
        ("2025-05-01T05:30:00-04:30", 1_746_093_600.0),
        ("2025-05-01t10:00:00.250z", 1_746_093_600.25),
        ("2025-05-01 10:00:00.5+00:00", 1_746_093_600.5),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
    ])
    func reads(text: String, seconds: TimeInterval) throws {
        #expect(try transcoder.decode(text).timeIntervalSince1970 == seconds)
    }

    @Test("refuses what is not an RFC 3339 date-time", arguments: [
        "", "2025-05-01", "2025-05-01T10:00:00", "2025-13-01T10:00:00Z", "2025-02-29T10:00:00Z",
        "2025-04-31T10:00:00Z", "2025-05-01T24:00:00Z", "2025-05-01T10:60:00Z", "2025-05-01T10:00:00.Z",
        "2025-05-01T10:00:00+0300", "2025-05-01T10:00:00Z ", "25-05-01T10:00:00Z", "2025-05-01T10:00:00ZZ",
    ])
    func refuses(text: String) {
        #expect(throws: DecodingError.self) { try transcoder.decode(text) }
    }
}
