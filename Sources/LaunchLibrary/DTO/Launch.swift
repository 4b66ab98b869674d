import Foundation

/// A launch, in list ("normal") or detail ("detailed") shape: detail-only fields are empty or nil
/// in lists. Only `id` and `name` are required; every other field degrades to nil/empty on a
/// surprise, so a launch is only skipped when it cannot be identified at all.
public struct Launch: Decodable, Hashable, Sendable, Identifiable {
    public let id: String
    public let url: URL?
    public let slug: String?
    public let name: String
    public let status: LaunchStatus?
    public let lastUpdated: Date?
    /// "No earlier than": the planned T-0, as exact as `netPrecision` says.
    public let net: Date?
    /// Absent in data recorded before 2023.
    public let netPrecision: NetPrecision?
    public let windowStart: Date?
    public let windowEnd: Date?
    /// Launch weather probability 0–100; LL2's `null` and `-1` ("unknown") both read as `nil`.
    public let probability: Int?
    public let holdReason: String?
    public let failReason: String?
    public let launchServiceProvider: Agency?
    public let rocket: Rocket?
    public let mission: Mission?
    public let pad: Pad?
    public let webcastLive: Bool
    public let image: ImageReference?
    public let programs: [Program]
    public let details: LaunchDetails

    public init(
        id: String, name: String, status: LaunchStatus? = nil, net: Date? = nil, netPrecision: NetPrecision? = nil,
        windowStart: Date? = nil, windowEnd: Date? = nil, probability: Int? = nil,
        launchServiceProvider: Agency? = nil, rocket: Rocket? = nil, mission: Mission? = nil, pad: Pad? = nil,
        image: ImageReference? = nil, programs: [Program] = [], lastUpdated: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.net = net
        self.netPrecision = netPrecision
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.probability = probability
        self.launchServiceProvider = launchServiceProvider
        self.rocket = rocket
        self.mission = mission
        self.pad = pad
        self.image = image
        self.programs = programs
        self.lastUpdated = lastUpdated
        url = nil
        slug = nil
        holdReason = nil
        failReason = nil
        webcastLive = false
        details = LaunchDetails()
    }

    private enum CodingKeys: String, CodingKey {
        case id, url, slug, name, status, net, probability, rocket, mission, pad, image, program
        case lastUpdated = "last_updated", netPrecision = "net_precision"
        case windowStart = "window_start", windowEnd = "window_end"
        case holdReason = "holdreason", failReason = "failreason"
        case launchServiceProvider = "launch_service_provider", webcastLive = "webcast_live"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.looseString(.id) ?? { throw DecodingError.keyNotFound(CodingKeys.id, .init(codingPath: c.codingPath, debugDescription: "Launch without id")) }()
        name = try c.decode(String.self, forKey: .name)
        url = try? c.decodeIfPresent(URL.self, forKey: .url)
        slug = try? c.decodeIfPresent(String.self, forKey: .slug)
        status = try? c.decodeIfPresent(LaunchStatus.self, forKey: .status)
        lastUpdated = try? c.ll2Date(.lastUpdated)
        net = try? c.ll2Date(.net)
        netPrecision = try? c.decodeIfPresent(NetPrecision.self, forKey: .netPrecision)
        windowStart = try? c.ll2Date(.windowStart)
        windowEnd = try? c.ll2Date(.windowEnd)
        let rawProbability = (try? c.flexibleDouble(.probability)).flatMap { $0 }
        probability = rawProbability.flatMap { (0...100).contains($0) ? Int($0) : nil }
        holdReason = (try? c.decodeIfPresent(String.self, forKey: .holdReason)).flatMap { $0?.nilIfEmpty }
        failReason = (try? c.decodeIfPresent(String.self, forKey: .failReason)).flatMap { $0?.nilIfEmpty }
        launchServiceProvider = try? c.decodeIfPresent(Agency.self, forKey: .launchServiceProvider)
        rocket = try? c.decodeIfPresent(Rocket.self, forKey: .rocket)
        mission = try? c.decodeIfPresent(Mission.self, forKey: .mission)
        pad = try? c.decodeIfPresent(Pad.self, forKey: .pad)
        webcastLive = (try? c.decodeIfPresent(Bool.self, forKey: .webcastLive)) ?? false
        image = c.image(.image)
        programs = (try? c.list(Program.self, .program)) ?? []
        details = try LaunchDetails(from: decoder)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
