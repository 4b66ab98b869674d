import MemoryKit
import Vapor

/// A location is stored with the name of its place ("Üsküdar, Istanbul"), so every page that
/// shows it (the entry, its card, a share link) can say where it was in words; a public page says
/// only that. The name comes from the offline places table the suggestions read (no network); a
/// name the client gave is kept, and a spot far from any town stays a coordinate.
enum PlaceNaming {
    /// `location` with its place's name when it has none and the table knows one within reach.
    static func named(_ location: Location?, app: Application) async -> Location? {
        guard var location else { return nil }
        if let name = location.name, !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return location }
        let match = await app.places.index(logger: app.logger)?.nearest(latitude: location.latitude, longitude: location.longitude)
        location.name = match?.place.label
        return location
    }

    /// What an edit stores: the same spot keeps the name it was saved with (the person may have
    /// named it); a moved or new spot is named afresh.
    static func named(_ location: Location?, before: Location?, app: Application) async -> Location? {
        guard var location else { return nil }
        if location.name == nil, let before, before.latitude == location.latitude, before.longitude == location.longitude {
            location.name = before.name
        }
        return await named(location, app: app)
    }
}
