import Foundation

/// A launch's mission (`mission`, may be null) and its orbit (`mission.orbit`, may be null).
public struct Mission: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let description: String?
    public let type: String?
    public let launchDesignator: String?
    public let orbit: Orbit?
    public let image: ImageReference?

    public init(id: Int, name: String, description: String? = nil, type: String? = nil, orbit: Orbit? = nil) {
        self.id = id
        self.name = name
        self.description = description
        self.type = type
        self.orbit = orbit
        launchDesignator = nil
        image = nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, type, orbit, image
        case launchDesignator = "launch_designator"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        type = try? c.decodeIfPresent(String.self, forKey: .type)
        launchDesignator = try? c.decodeIfPresent(String.self, forKey: .launchDesignator)
        orbit = try? c.decodeIfPresent(Orbit.self, forKey: .orbit)
        image = c.image(.image)
    }
}

/// A target orbit (`mission.orbit`).
public struct Orbit: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let abbrev: String?

    public init(id: Int, name: String, abbrev: String? = nil) {
        self.id = id
        self.name = name
        self.abbrev = abbrev
    }
}
