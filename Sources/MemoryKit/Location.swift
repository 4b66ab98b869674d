/// An optional place on any entry: a coordinate and an optional human name.
public struct Location: Codable, Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var name: String?

    public init(latitude: Double, longitude: Double, name: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
    }

    /// Longest accepted place name, in characters.
    public static let maxNameLength = 200

    /// Checks ranges; field names are prefixed with `prefix` (`location.latitude`).
    func collectIssues(into collector: inout IssueCollector, prefix: String = "location") {
        collector.check(latitude.isFinite && (-90...90).contains(latitude), "\(prefix).latitude", .outOfRange)
        collector.check(longitude.isFinite && (-180...180).contains(longitude), "\(prefix).longitude", .outOfRange)
        if let name { collector.check(name.count <= Self.maxNameLength, "\(prefix).name", .tooLong) }
    }

    /// Throws a `ValidationError` naming every bad field.
    public func validate() throws(ValidationError) {
        var collector = IssueCollector()
        collectIssues(into: &collector)
        try collector.throwIfAny()
    }
}
