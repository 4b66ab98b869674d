import Vapor

/// A map of a place on a page: Leaflet from Debian's `libjs-leaflet` (served at
/// `/vendor/leaflet/`), tiles from the server a deployment names. Every app with a map asks
/// for it here while it configures, so the library, the CSP and the fallback work one way.
public enum MapTiles {
    /// Debian's `libjs-leaflet` folder (`LEAFLET_DIR` overrides it).
    public static let defaultLeafletDirectory = "/usr/share/javascript/leaflet"

    /// The origin of an absolute tile template, for the CSP (`https://tile.example.org`;
    /// a `{s}` subdomain becomes `*`); nil for a template on this server (`/tiles/{z}/{x}/{y}.png`).
    public static func origin(ofTemplate template: String) -> String? {
        guard let schemeEnd = template.range(of: "://") else { return nil }
        let scheme = template[..<schemeEnd.lowerBound]
        guard scheme == "https" || scheme == "http" else { return nil }
        let authority = template[schemeEnd.upperBound...].prefix { $0 != "/" }
        guard !authority.isEmpty else { return nil }
        return "\(scheme)://" + authority.replacingOccurrences(of: "{s}", with: "*")
    }
}

extension Application {
    /// Serves Leaflet and lets pages load images from the tiles' origin. Returns the template
    /// when the map can be drawn, nil when there is none or Leaflet is missing (the app then
    /// shows its coordinates-only fallback rather than not starting; the log says what to install).
    public func enableMap(tiles template: String?, leafletDirectory: String = MapTiles.defaultLeafletDirectory,
                          for app: String) -> String? {
        guard let template else { return nil }
        do {
            try vendorLibraries.serve("leaflet", from: leafletDirectory)
            if let origin = MapTiles.origin(ofTemplate: template) { try imageSources.allow(origin) }
            return template
        } catch {
            logger.warning("\(app): no map (\(error)); install libjs-leaflet (scripts/bootstrap does)")
            return nil
        }
    }
}
