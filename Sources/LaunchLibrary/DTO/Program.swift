import Foundation

/// A space program (`/program/` list and detail, and `program[]` inside launches).
public struct Program: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let url: URL?
    public let name: String
    public let description: String?
    public let agencies: [Agency]
    /// `image_url` string in 2.2.0, `image` object in 2.3.0.
    public let image: ImageReference?
    public let startDate: Date?
    public let endDate: Date?
    public let infoURL: URL?
    public let wikiURL: URL?
    public let missionPatches: [MissionPatch]
    public let type: NamedValue?

    public init(
        id: Int, name: String, description: String? = nil, agencies: [Agency] = [], image: ImageReference? = nil,
        startDate: Date? = nil, endDate: Date? = nil
    ) {
        self.id = id
        self.url = nil
        self.name = name
        self.description = description
        self.agencies = agencies
        self.image = image
        self.startDate = startDate
        self.endDate = endDate
        infoURL = nil
        wikiURL = nil
        missionPatches = []
        type = nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, url, name, description, agencies, image, type
        case imageURL = "image_url", startDate = "start_date", endDate = "end_date"
        case infoURL = "info_url", wikiURL = "wiki_url", missionPatches = "mission_patches"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        url = try? c.decodeIfPresent(URL.self, forKey: .url)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        agencies = (try? c.list(Agency.self, .agencies)) ?? []
        image = c.image(.image) ?? c.image(.imageURL)
        startDate = try? c.ll2Date(.startDate)
        endDate = try? c.ll2Date(.endDate)
        infoURL = try? c.decodeIfPresent(URL.self, forKey: .infoURL)
        wikiURL = try? c.decodeIfPresent(URL.self, forKey: .wikiURL)
        missionPatches = (try? c.list(MissionPatch.self, .missionPatches)) ?? []
        type = try? c.decodeIfPresent(NamedValue.self, forKey: .type)
    }
}

/// A mission patch image.
public struct MissionPatch: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let priority: Int?
    public let imageURL: URL?

    private enum CodingKeys: String, CodingKey {
        case id, name, priority, imageURL = "image_url"
    }
}
