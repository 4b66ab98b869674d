import WebUI

/// `/memory/entries/{id}`: one entry in full (docs/apps/memory.md#entry-detail): the large photo or the
/// player with its transcript, the text, the song, the place (on a map when tiles are
/// configured), tags and mood; delete.
struct EntryDetailPage: Sendable {
    var card: EntryCardModel
    var map = MapSource()
    /// A correction of the transcript that was not saved, shown again with why.
    var transcriptDraft: String?
    var transcriptError: String?

    /// Where the place's map gets its tiles. Without a tile source nothing is loaded from
    /// another site: the page shows the coordinates and a link to a maps app.
    struct MapSource: Sendable {
        /// Leaflet's tile template (`MEMORY_MAP_TILE_URL`); nil: no map.
        var tiles: String?
        var attribution = ""
    }

    /// A link that opens the place in the phone's maps app (OpenStreetMap on the web), with or
    /// without the map.
    var mapsURL: String? {
        guard let place = card.coordinates else { return nil }
        return PlaceMapHolder.openStreetMapURL(latitude: place.latitude, longitude: place.longitude, zoom: 15)
    }
}
