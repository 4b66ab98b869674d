import Foundation
import Localization
import Testing

@testable import LaunchKit
@testable import LaunchLibrary

@Suite("LL2 status and orbit names in the reader's language")
struct StatusAndOrbitTextTests {
    /// Every status id LL2 documents, with what a reader sees in English, Turkish and French.
    static let statuses: [(id: Int, upstream: String, en: String, tr: String, fr: String)] = [
        (1, "Go for Launch", "Go for Launch", "Fırlatmaya hazır", "Feu vert"),
        (2, "To Be Determined", "To Be Determined", "Belirlenecek", "À déterminer"),
        (3, "Launch Successful", "Success", "Başarılı", "Réussi"),
        (4, "Launch Failure", "Failure", "Başarısız", "Échec"),
        (5, "On Hold", "On Hold", "Beklemede", "Suspendu"),
        (6, "Launch in Flight", "In Flight", "Uçuşta", "En vol"),
        (7, "Launch was a Partial Failure", "Partial Failure", "Kısmen başarısız", "Échec partiel"),
        (8, "To Be Confirmed", "To Be Confirmed", "Teyit bekliyor", "À confirmer"),
    ]

    @Test func everyKnownStatusIdReadsInEachLanguage() {
        for s in Self.statuses {
            let status = LaunchStatus(id: s.id, name: s.upstream)
            #expect(LaunchStatusText.text(for: status, .en) == s.en, "status \(s.id) en")
            #expect(LaunchStatusText.text(for: status, .tr) == s.tr, "status \(s.id) tr")
            #expect(LaunchStatusText.text(for: status, .fr) == s.fr, "status \(s.id) fr")
        }
        #expect(Set(Self.statuses.map(\.id)).count == LaunchStatusText.allCases.count, "the table covers every key")
    }

    @Test func anUnknownStatusIdShowsLL2sOwnName() {
        let future = LaunchStatus(id: 42, name: "Scrubbed for Weather", abbrev: "Scrub")
        for language in Language.allCases {
            #expect(LaunchStatusText.text(for: future, language) == "Scrubbed for Weather")
        }
    }

    @Test func theKeyIsTheIdNotTheName() {
        // LL2 renamed statuses before ("Success" → "Launch Successful"); the id is what stays.
        #expect(LaunchStatusText.text(for: LaunchStatus(id: 3, name: "Anything"), .tr) == "Başarılı")
    }

    @Test func everyKnownOrbitReadsInEachLanguageByAbbrevAndByName() {
        for key in OrbitText.allCases {
            let (abbrev, name) = key.upstream
            for language in Language.allCases {
                let expected = key.text(language)
                #expect(!expected.isEmpty)
                #expect(OrbitText.text(for: Orbit(id: 900, name: "Whatever LL2 calls it", abbrev: abbrev), language) == expected, "\(abbrev) \(language)")
                #expect(OrbitText.text(for: Orbit(id: 900, name: name, abbrev: nil), language) == expected, "\(name) \(language)")
            }
            #expect(key.text(.tr) != key.text(.en) || key == .asteroid || key == .mars, "\(key) has a Turkish name of its own")
        }
    }

    @Test(arguments: [
        ("LEO", "Low Earth Orbit", "Alçak Dünya Yörüngesi", "Orbite terrestre basse"),
        ("GTO", "Geostationary Transfer Orbit", "Yer Sabit Transfer Yörüngesi", "Orbite de transfert géostationnaire"),
        ("SSO", "Sun-Synchronous Orbit", "Güneş Eşzamanlı Yörünge", "Orbite héliosynchrone"),
        ("LO", "Lunar Orbit", "Ay Yörüngesi", "Orbite lunaire"),
        ("N/A", "Unknown Orbit", "Bilinmeyen Yörünge", "Orbite inconnue"),
    ])
    func recordedOrbitsReadAsExpected(abbrev: String, en: String, tr: String, fr: String) {
        let orbit = Orbit(id: 8, name: "x", abbrev: abbrev)
        #expect(OrbitText.text(for: orbit, .en) == en)
        #expect(OrbitText.text(for: orbit, .tr) == tr)
        #expect(OrbitText.text(for: orbit, .fr) == fr)
    }

    @Test func anUnknownOrbitShowsLL2sOwnName() {
        let orbit = Orbit(id: 77, name: "Jupiter Orbit", abbrev: "JO")
        #expect(OrbitText.text(for: orbit, .tr) == "Jupiter Orbit")
        #expect(OrbitText(Orbit(id: 8, name: "Low Earth Orbit", abbrev: "leo")) == .lowEarth, "abbrevs match whatever their case")
    }

    @Test func rowsAndDetailsOfTheRecordedPayloadsAreTranslated() throws {
        let page = try Recorded.upcomingPage()
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let tr = LaunchMapper(formatting: .utc("tr"))
        let rows = page.results.map { tr.row($0, now: now, fetchedAt: now) }
        #expect(rows[0].statusText == "Başarılı")  // id 3
        #expect(rows.contains { $0.statusText == "Teyit bekliyor" })  // id 8
        #expect(rows.contains { $0.statusText == "Fırlatmaya hazır" })  // id 1
        #expect(!rows.contains { $0.statusText.contains("Launch") || $0.statusText.contains("To Be") })
        let detail = LaunchMapper(formatting: .utc("fr")).detail(try Recorded.starlink(), now: now, fetchedAt: now)
        #expect(detail.statusText == "Réussi")
        #expect(detail.lines.contains { $0.value == "Orbite terrestre basse" })
    }
}

@Suite("Rows counted down without mapping again")
struct RowCountdownTests {
    @Test func countingARowMatchesMappingItAtThatInstant() throws {
        let page = try Recorded.upcomingPage()
        let mapper = LaunchMapper(formatting: .utc("fr"))
        let launch = page.results[1]
        let net = try #require(launch.net)
        let earlier = net.addingTimeInterval(-7_200)
        let later = net.addingTimeInterval(-65)
        let counted = mapper.row(launch, now: earlier, fetchedAt: earlier).counting(to: net, at: later, mapper.formatting)
        #expect(counted == mapper.row(launch, now: later, fetchedAt: earlier))
        let finished = mapper.row(page.results[0], now: earlier, fetchedAt: earlier)
        #expect(finished.counting(to: net, at: later, mapper.formatting) == finished, "no countdown, nothing to count")
    }
}
