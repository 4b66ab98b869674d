import Foundation

/// An agency (launch provider, manufacturer, program member). List mode sends only
/// id/url/name/type; detailed mode adds counts and images.
public struct Agency: Decodable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// `"Commercial"` in 2.2.0, `{id, name}` in 2.3.0.
    public let type: NamedValue?
    public let abbrev: String?
    public let countryCode: String?
    public let description: String?
    public let logo: ImageReference?
    public let image: ImageReference?
    public let totalLaunchCount: Int?
    public let successfulLaunches: Int?
    public let failedLaunches: Int?

    public init(id: Int, name: String, type: NamedValue? = nil, abbrev: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.abbrev = abbrev
        countryCode = nil
        description = nil
        logo = nil
        image = nil
        totalLaunchCount = nil
        successfulLaunches = nil
        failedLaunches = nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, type, abbrev, description, logo, image
        case countryCode = "country_code", logoURL = "logo_url", imageURL = "image_url"
        case totalLaunchCount = "total_launch_count", successfulLaunches = "successful_launches"
        case failedLaunches = "failed_launches"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        type = try? c.decodeIfPresent(NamedValue.self, forKey: .type)
        abbrev = try? c.decodeIfPresent(String.self, forKey: .abbrev)
        countryCode = try? c.decodeIfPresent(String.self, forKey: .countryCode)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        logo = c.image(.logo) ?? c.image(.logoURL)
        image = c.image(.image) ?? c.image(.imageURL)
        totalLaunchCount = try? c.decodeIfPresent(Int.self, forKey: .totalLaunchCount)
        successfulLaunches = try? c.decodeIfPresent(Int.self, forKey: .successfulLaunches)
        failedLaunches = try? c.decodeIfPresent(Int.self, forKey: .failedLaunches)
    }
}
