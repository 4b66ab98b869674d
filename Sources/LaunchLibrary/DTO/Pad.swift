import Foundation

/// A launch pad (`pad`). Coordinates are strings in 2.2.0 and numbers in 2.3.0.
public struct Pad: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String?
    public let latitude: Double?
    public let longitude: Double?
    public let mapURL: URL?
    public let mapImage: URL?
    public let wikiURL: URL?
    public let location: PadLocation?
    public let totalLaunchCount: Int?

    public init(id: Int, name: String?, latitude: Double? = nil, longitude: Double? = nil, location: PadLocation? = nil) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.location = location
        mapURL = nil
        mapImage = nil
        wikiURL = nil
        totalLaunchCount = nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, latitude, longitude, location
        case mapURL = "map_url", mapImage = "map_image", wikiURL = "wiki_url", totalLaunchCount = "total_launch_count"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try? c.decodeIfPresent(String.self, forKey: .name)
        latitude = try? c.flexibleDouble(.latitude)
        longitude = try? c.flexibleDouble(.longitude)
        mapURL = try? c.decodeIfPresent(URL.self, forKey: .mapURL)
        mapImage = try? c.decodeIfPresent(URL.self, forKey: .mapImage)
        wikiURL = try? c.decodeIfPresent(URL.self, forKey: .wikiURL)
        location = try? c.decodeIfPresent(PadLocation.self, forKey: .location)
        totalLaunchCount = try? c.decodeIfPresent(Int.self, forKey: .totalLaunchCount)
    }
}

/// The site around a pad (`pad.location`).
public struct PadLocation: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String?
    /// `country_code` in 2.2.0; `country.alpha_3_code` in 2.3.0.
    public let countryCode: String?
    public let timeZoneName: String?

    public init(id: Int, name: String?, countryCode: String? = nil, timeZoneName: String? = nil) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.timeZoneName = timeZoneName
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, country, countryCode = "country_code", timeZoneName = "timezone_name"
    }

    private struct Country: Decodable {
        let alpha3: String?
        enum CodingKeys: String, CodingKey { case alpha3 = "alpha_3_code" }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try? c.decodeIfPresent(String.self, forKey: .name)
        countryCode =
            (try? c.decodeIfPresent(String.self, forKey: .countryCode))
            ?? (try? c.decodeIfPresent(Country.self, forKey: .country))?.alpha3
        timeZoneName = try? c.decodeIfPresent(String.self, forKey: .timeZoneName)
    }
}
