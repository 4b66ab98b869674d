import Markup

/// Where `Public/js/shared/place-map.js` draws a Leaflet map of a place: hidden until the map
/// is drawn, so without JS, tiles or a network nothing empty shows. The page puts the place's
/// coordinates and an "Open in Maps" link beside it; they are the map's offline fallback.
public struct PlaceMapHolder: HTMLComponent {
    public var latitude: Double
    public var longitude: Double
    /// The place's name, for the pin's title.
    public var label: String
    /// The map region's accessible name ("Map of Kadıköy").
    public var regionLabel: String
    /// Leaflet's tile template; nil leaves the holder empty (no tile source configured).
    public var tiles: String?
    public var attribution: String

    public init(latitude: Double, longitude: Double, label: String, regionLabel: String, tiles: String?, attribution: String) {
        self.latitude = latitude
        self.longitude = longitude
        self.label = label
        self.regionLabel = regionLabel
        self.tiles = tiles
        self.attribution = attribution
    }

    public var body: some HTML {
        div(.class("place-map"), .role("region"), .ariaLabel(regionLabel), .hidden(),
            .data("map", ""), .data("lat", String(latitude)), .data("lon", String(longitude)),
            .data("tiles", tiles), .data("attribution", attribution), .data("label", label)) {}
    }

    /// OpenStreetMap at the place, with a pin: the link that works without JS or tiles.
    public static func openStreetMapURL(latitude: Double, longitude: Double, zoom: Int) -> String {
        "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=\(zoom)/\(latitude)/\(longitude)"
    }
}
