import Localization

/// What a person calls the fields the API names (`song.title` is "Song title"), so a message
/// about a field reads as a sentence in the reader's language. A field without a name here
/// is shown as the API spells it.
public enum MemoryFieldName: String, LocalizedKey {
    case title, text, description, tags, occurredAt, song, songTitle, songArtist, songAlbum, songGenre
    case location, latitude, longitude, from, to

    /// The name for `field` as the wire spells it, or nil.
    public init?(wire field: String) {
        let known: [String: Self] = [
            "title": .title, "text": .text, "description": .description, "tags": .tags, "occurredAt": .occurredAt,
            "song": .song, "song.title": .songTitle, "song.artist": .songArtist, "song.album": .songAlbum,
            "song.genre": .songGenre, "location": .location, "location.latitude": .latitude,
            "location.longitude": .longitude, "from": .from, "to": .to,
        ]
        guard let name = known[field] else { return nil }
        self = name
    }

    public static let strings = StringTable<Self>(
        en: [
            .title: "Title", .text: "Text", .description: "Description", .tags: "Tags", .occurredAt: "Date",
            .song: "Song", .songTitle: "Song title", .songArtist: "Artist", .songAlbum: "Album", .songGenre: "Genre",
            .location: "Place", .latitude: "Latitude", .longitude: "Longitude", .from: "Start date", .to: "End date",
        ],
        tr: [
            .title: "Başlık", .text: "Metin", .description: "Açıklama", .tags: "Etiketler", .occurredAt: "Tarih",
            .song: "Şarkı", .songTitle: "Şarkı adı", .songArtist: "Sanatçı", .songAlbum: "Albüm", .songGenre: "Tür",
            .location: "Konum", .latitude: "Enlem", .longitude: "Boylam", .from: "Başlangıç tarihi", .to: "Bitiş tarihi",
        ],
        fr: [
            .title: "Titre", .text: "Texte", .description: "Description", .tags: "Étiquettes", .occurredAt: "Date",
            .song: "Chanson", .songTitle: "Titre de la chanson", .songArtist: "Artiste", .songAlbum: "Album",
            .songGenre: "Genre", .location: "Lieu", .latitude: "Latitude", .longitude: "Longitude",
            .from: "Date de début", .to: "Date de fin",
        ])
}
