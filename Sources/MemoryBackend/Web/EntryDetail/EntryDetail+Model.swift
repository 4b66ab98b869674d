/// `/memory/entries/{id}`: one entry in full (seed §6 "EntryDetail"): the large photo or the
/// player with its transcript, the text, the song, the place, tags and mood; delete.
struct EntryDetailPage: Sendable {
    var card: EntryCardModel

    /// A link that opens the place in the phone's maps app (OpenStreetMap on the web): the page
    /// shows coordinates and this link rather than loading map tiles from another site.
    var mapsURL: String? {
        guard let place = card.coordinates else { return nil }
        let (latitude, longitude) = (place.latitude, place.longitude)
        return "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=15/\(latitude)/\(longitude)"
    }
}
