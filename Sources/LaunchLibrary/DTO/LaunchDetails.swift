import Foundation

/// The fields only the detail endpoint (`/launch/{id}/`, "detailed" mode) sends.
public struct LaunchDetails: Decodable, Hashable, Sendable {
    public let updates: [LaunchUpdate]
    /// `infoURLs` (camelCase) in 2.2.0, `info_urls` in 2.3.0 — whichever is present.
    public let infoURLs: [LinkInfo]
    /// `vidURLs` in 2.2.0, `vid_urls` in 2.3.0.
    public let videoURLs: [LinkInfo]
    public let missionPatches: [MissionPatch]
    public let timeline: [TimelineEvent]
    public let weatherConcerns: String?
    public let flightclubURL: URL?

    public init() {
        updates = []
        infoURLs = []
        videoURLs = []
        missionPatches = []
        timeline = []
        weatherConcerns = nil
        flightclubURL = nil
    }

    private enum CodingKeys: String, CodingKey {
        case updates, timeline, infoURLs, vidURLs
        case infoURLsSnake = "info_urls", vidURLsSnake = "vid_urls", missionPatches = "mission_patches"
        case weatherConcerns = "weather_concerns", flightclubURL = "flightclub_url"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        updates = (try? c.list(LaunchUpdate.self, .updates)) ?? []
        let camelInfo = (try? c.list(LinkInfo.self, .infoURLs)) ?? []
        infoURLs = camelInfo.isEmpty ? ((try? c.list(LinkInfo.self, .infoURLsSnake)) ?? []) : camelInfo
        let camelVideo = (try? c.list(LinkInfo.self, .vidURLs)) ?? []
        videoURLs = camelVideo.isEmpty ? ((try? c.list(LinkInfo.self, .vidURLsSnake)) ?? []) : camelVideo
        missionPatches = (try? c.list(MissionPatch.self, .missionPatches)) ?? []
        timeline = (try? c.list(TimelineEvent.self, .timeline)) ?? []
        weatherConcerns = (try? c.decodeIfPresent(String.self, forKey: .weatherConcerns)).flatMap { $0?.nilIfEmpty }
        flightclubURL = try? c.decodeIfPresent(URL.self, forKey: .flightclubURL)
    }
}

/// An info or video link of a launch.
public struct LinkInfo: Decodable, Hashable, Sendable {
    public let url: URL
    public let title: String?
    public let description: String?
    public let priority: Int?
    public let featureImage: URL?

    private enum CodingKeys: String, CodingKey {
        case url, title, description, priority, featureImage = "feature_image"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        url = try c.decode(URL.self, forKey: .url)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        priority = try? c.decodeIfPresent(Int.self, forKey: .priority)
        featureImage = try? c.decodeIfPresent(URL.self, forKey: .featureImage)
    }
}

/// A status update posted by an LL2 editor.
public struct LaunchUpdate: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let comment: String?
    public let infoURL: URL?
    public let createdBy: String?
    public let createdOn: Date?

    private enum CodingKeys: String, CodingKey {
        case id, comment, infoURL = "info_url", createdBy = "created_by", createdOn = "created_on"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        comment = try? c.decodeIfPresent(String.self, forKey: .comment)
        infoURL = try? c.decodeIfPresent(URL.self, forKey: .infoURL)
        createdBy = try? c.decodeIfPresent(String.self, forKey: .createdBy)
        createdOn = try? c.ll2Date(.createdOn)
    }
}

/// A countdown event (`timeline[]`), e.g. "GO for Prop Load" at `-PT38M`.
public struct TimelineEvent: Decodable, Hashable, Sendable {
    public let abbrev: String?
    public let description: String?
    /// Offset from T-0; negative before liftoff.
    public let relativeTime: ISO8601Duration?

    private enum CodingKeys: String, CodingKey { case type, relativeTime = "relative_time" }
    private struct EventType: Decodable { let abbrev: String?; let description: String? }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try? c.decodeIfPresent(EventType.self, forKey: .type)
        abbrev = type?.abbrev
        description = type?.description
        relativeTime = try? c.decodeIfPresent(ISO8601Duration.self, forKey: .relativeTime)
    }
}

/// The `/api-throttle/` answer: how many calls are allowed and when the next one is.
public struct APIThrottle: Decodable, Hashable, Sendable {
    public let yourRequestLimit: Int
    public let limitFrequencySecs: Int
    public let currentUse: Int
    /// Seconds until another request is allowed; 0 means now.
    public let nextUseSecs: Int

    private enum CodingKeys: String, CodingKey {
        case yourRequestLimit = "your_request_limit", limitFrequencySecs = "limit_frequency_secs"
        case currentUse = "current_use", nextUseSecs = "next_use_secs"
    }
}
