import Foundation

/// The launch vehicle flown (`rocket`): an instance id plus its configuration.
public struct Rocket: Decodable, Hashable, Sendable {
    public let id: Int
    public let configuration: RocketConfiguration?

    public init(id: Int, configuration: RocketConfiguration?) {
        self.id = id
        self.configuration = configuration
    }
}

/// A launcher configuration (`rocket.configuration`): list mode has names only, detailed mode adds
/// specifications, where `launch_cost` is a string in 2.2.0 and a number in 2.3.0.
public struct RocketConfiguration: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let fullName: String?
    public let family: String?
    public let variant: String?
    public let description: String?
    public let manufacturer: Agency?
    public let image: ImageReference?
    public let launchCost: Double?
    public let length: Double?
    public let diameter: Double?
    public let maidenFlight: Date?
    public let totalLaunchCount: Int?
    public let successfulLaunches: Int?
    public let failedLaunches: Int?

    public init(id: Int, name: String, fullName: String? = nil, image: ImageReference? = nil) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.image = image
        family = nil
        variant = nil
        description = nil
        manufacturer = nil
        launchCost = nil
        length = nil
        diameter = nil
        maidenFlight = nil
        totalLaunchCount = nil
        successfulLaunches = nil
        failedLaunches = nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, family, variant, description, manufacturer, image, length, diameter
        case fullName = "full_name", imageURL = "image_url", launchCost = "launch_cost"
        case maidenFlight = "maiden_flight", totalLaunchCount = "total_launch_count"
        case successfulLaunches = "successful_launches", failedLaunches = "failed_launches"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        fullName = try? c.decodeIfPresent(String.self, forKey: .fullName)
        // 2.2.0 sends `family` as a string; 2.3.0 sends `families: [...]` (ignored, family stays nil).
        family = try? c.decodeIfPresent(String.self, forKey: .family)
        variant = try? c.decodeIfPresent(String.self, forKey: .variant)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        manufacturer = try? c.decodeIfPresent(Agency.self, forKey: .manufacturer)
        image = c.image(.image) ?? c.image(.imageURL)
        launchCost = try? c.flexibleDouble(.launchCost)
        length = try? c.flexibleDouble(.length)
        diameter = try? c.flexibleDouble(.diameter)
        maidenFlight = try? c.ll2Date(.maidenFlight)
        totalLaunchCount = try? c.decodeIfPresent(Int.self, forKey: .totalLaunchCount)
        successfulLaunches = try? c.decodeIfPresent(Int.self, forKey: .successfulLaunches)
        failedLaunches = try? c.decodeIfPresent(Int.self, forKey: .failedLaunches)
    }
}
