/// A populated place from the GeoNames cities table (towns of 1,000 people or more).
public struct Place: Sendable, Equatable, Hashable {
    public var name: String
    /// First-level division: the province or state ("Istanbul", "Tuscany").
    public var region: String
    /// ISO 3166-1 alpha-2 country code.
    public var countryCode: String
    public var latitude: Double
    public var longitude: Double

    public init(name: String, region: String, countryCode: String, latitude: Double, longitude: Double) {
        self.name = name
        self.region = region
        self.countryCode = countryCode
        self.latitude = latitude
        self.longitude = longitude
    }

    /// "Fatih, Istanbul", or just "Istanbul" when the town is its province's namesake.
    public var label: String {
        region.isEmpty || TextFolding.matchKey(region) == TextFolding.matchKey(name) ? name : "\(name), \(region)"
    }
}

/// The nearest place to a coordinate and how far it is.
public struct PlaceMatch: Sendable, Equatable {
    public var place: Place
    public var distanceKilometres: Double
}
