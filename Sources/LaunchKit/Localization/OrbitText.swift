import LaunchLibrary
import Localization

/// LL2's target orbits in the reader's language. Keyed on LL2's orbit abbreviation ("LEO",
/// "GTO", "SSO"…), which LL2 keeps stable across API versions while orbit ids are only
/// documented per server; LL2's English name is accepted too, for payloads without an abbrev.
/// An orbit this table does not know shows LL2's own name (`text(for:_:)`).
public enum OrbitText: String, LocalizedKey, CaseIterable {
    case lowEarth, veryLowEarth, mediumEarth, highEarth, geostationary, geostationaryTransfer, geosynchronous
    case sunSynchronous, polar, elliptical, suborbital, lunar, lunarFlyby, lunarImpactor, transLunar
    case sunEarthL1, sunEarthL2, heliocentric, mars, marsFlyby, venus, venusFlyby, asteroid, unknown

    /// LL2's abbreviation and English name for each orbit (either finds it).
    public var upstream: (abbrev: String, name: String) {
        switch self {
        case .lowEarth: ("LEO", "Low Earth Orbit")
        case .veryLowEarth: ("VLEO", "Very Low Earth Orbit")
        case .mediumEarth: ("MEO", "Medium Earth Orbit")
        case .highEarth: ("HEO", "High Earth Orbit")
        case .geostationary: ("GEO", "Geostationary Orbit")
        case .geostationaryTransfer: ("GTO", "Geostationary Transfer Orbit")
        case .geosynchronous: ("GSO", "Geosynchronous Orbit")
        case .sunSynchronous: ("SSO", "Sun-Synchronous Orbit")
        case .polar: ("PO", "Polar Orbit")
        case .elliptical: ("Elliptical", "Elliptical Orbit")
        case .suborbital: ("Sub", "Suborbital")
        case .lunar: ("LO", "Lunar Orbit")
        case .lunarFlyby: ("Lunar flyby", "Lunar Flyby")
        case .lunarImpactor: ("Lunar Impactor", "Lunar Impactor")
        case .transLunar: ("TLI", "Trans Lunar Injection")
        case .sunEarthL1: ("ES-L1", "Earth-Sun L1")
        case .sunEarthL2: ("ES-L2", "Earth-Sun L2")
        case .heliocentric: ("Helio-N/A", "Heliocentric N/A")
        case .mars: ("Mars", "Mars Orbit")
        case .marsFlyby: ("Mars flyby", "Mars Flyby")
        case .venus: ("Venus", "Venus Orbit")
        case .venusFlyby: ("Venus flyby", "Venus Flyby")
        case .asteroid: ("Asteroid", "Asteroid")
        case .unknown: ("N/A", "Unknown")
        }
    }

    /// Case-insensitive abbrev and name → key (LL2 has written "LEO" and "Leo" over the years).
    private static let byUpstream: [String: OrbitText] = {
        var table: [String: OrbitText] = [:]
        for key in allCases {
            table[key.upstream.abbrev.lowercased()] = key
            table[key.upstream.name.lowercased()] = key
        }
        return table
    }()

    /// The key of an LL2 orbit (by abbrev, then by name), nil for one this table does not know.
    public init?(_ orbit: Orbit) {
        guard let key = orbit.abbrev.flatMap({ Self.byUpstream[$0.lowercased()] }) ?? Self.byUpstream[orbit.name.lowercased()]
        else { return nil }
        self = key
    }

    /// The orbit as the reader reads it: translated when known, else LL2's name.
    public static func text(for orbit: Orbit, _ language: Language) -> String {
        Self(orbit)?.text(language) ?? orbit.name
    }

    public static let strings = StringTable<Self>(
        en: [
            .lowEarth: "Low Earth Orbit", .veryLowEarth: "Very Low Earth Orbit", .mediumEarth: "Medium Earth Orbit",
            .highEarth: "High Earth Orbit", .geostationary: "Geostationary Orbit", .geostationaryTransfer: "Geostationary Transfer Orbit",
            .geosynchronous: "Geosynchronous Orbit", .sunSynchronous: "Sun-Synchronous Orbit", .polar: "Polar Orbit",
            .elliptical: "Elliptical Orbit", .suborbital: "Suborbital", .lunar: "Lunar Orbit", .lunarFlyby: "Lunar Flyby",
            .lunarImpactor: "Lunar Impactor", .transLunar: "Trans-Lunar Injection", .sunEarthL1: "Sun–Earth L1",
            .sunEarthL2: "Sun–Earth L2", .heliocentric: "Heliocentric Orbit", .mars: "Mars Orbit", .marsFlyby: "Mars Flyby",
            .venus: "Venus Orbit", .venusFlyby: "Venus Flyby", .asteroid: "Asteroid", .unknown: "Unknown Orbit",
        ],
        tr: [
            .lowEarth: "Alçak Dünya Yörüngesi", .veryLowEarth: "Çok Alçak Dünya Yörüngesi", .mediumEarth: "Orta Dünya Yörüngesi",
            .highEarth: "Yüksek Dünya Yörüngesi", .geostationary: "Yer Sabit Yörünge", .geostationaryTransfer: "Yer Sabit Transfer Yörüngesi",
            .geosynchronous: "Yer Eşzamanlı Yörünge", .sunSynchronous: "Güneş Eşzamanlı Yörünge", .polar: "Kutupsal Yörünge",
            .elliptical: "Eliptik Yörünge", .suborbital: "Yörünge altı", .lunar: "Ay Yörüngesi", .lunarFlyby: "Ay Yakın Geçişi",
            .lunarImpactor: "Ay'a Çarpma", .transLunar: "Ay'a Transfer", .sunEarthL1: "Güneş–Dünya L1",
            .sunEarthL2: "Güneş–Dünya L2", .heliocentric: "Güneş Merkezli Yörünge", .mars: "Mars Yörüngesi", .marsFlyby: "Mars Yakın Geçişi",
            .venus: "Venüs Yörüngesi", .venusFlyby: "Venüs Yakın Geçişi", .asteroid: "Asteroit", .unknown: "Bilinmeyen Yörünge",
        ],
        fr: [
            .lowEarth: "Orbite terrestre basse", .veryLowEarth: "Orbite terrestre très basse", .mediumEarth: "Orbite terrestre moyenne",
            .highEarth: "Orbite terrestre haute", .geostationary: "Orbite géostationnaire", .geostationaryTransfer: "Orbite de transfert géostationnaire",
            .geosynchronous: "Orbite géosynchrone", .sunSynchronous: "Orbite héliosynchrone", .polar: "Orbite polaire",
            .elliptical: "Orbite elliptique", .suborbital: "Suborbital", .lunar: "Orbite lunaire", .lunarFlyby: "Survol de la Lune",
            .lunarImpactor: "Impact lunaire", .transLunar: "Injection translunaire", .sunEarthL1: "Point de Lagrange L1 Soleil–Terre",
            .sunEarthL2: "Point de Lagrange L2 Soleil–Terre", .heliocentric: "Orbite héliocentrique", .mars: "Orbite martienne", .marsFlyby: "Survol de Mars",
            .venus: "Orbite vénusienne", .venusFlyby: "Survol de Vénus", .asteroid: "Astéroïde", .unknown: "Orbite inconnue",
        ])
}
