import Localization

/// The words on a recap image, in English, Turkish (formal register) and French.
public enum RecapImageText: String, LocalizedKey {
    case appName, monthTitle, yearTitle, memoriesOne, memoriesOther
    case photosOne, photosOther, voiceOne, voiceOther, textsOne, textsOther, songsOne, songsOther
    case perDay, perMonth, topTags, mood, topArtist, playsOne, playsOther, entriesOne, entriesOther, nothing, noPhotos

    static let memories = PluralKey(one: RecapImageText.memoriesOne, other: .memoriesOther)
    static let photos = PluralKey(one: RecapImageText.photosOne, other: .photosOther)
    static let voice = PluralKey(one: RecapImageText.voiceOne, other: .voiceOther)
    static let texts = PluralKey(one: RecapImageText.textsOne, other: .textsOther)
    static let songs = PluralKey(one: RecapImageText.songsOne, other: .songsOther)
    static let plays = PluralKey(one: RecapImageText.playsOne, other: .playsOther)
    static let entries = PluralKey(one: RecapImageText.entriesOne, other: .entriesOther)

    public static let strings = StringTable<Self>(
        en: [
            .appName: "Memory Recap", .monthTitle: "{month} {year}", .yearTitle: "{year} in Review",
            .memoriesOne: "{count} memory", .memoriesOther: "{count} memories",
            .photosOne: "photo", .photosOther: "photos", .voiceOne: "voice note", .voiceOther: "voice notes",
            .textsOne: "text", .textsOther: "texts", .songsOne: "song", .songsOther: "songs",
            .perDay: "Memories per day", .perMonth: "Memories per month", .topTags: "Top tags", .mood: "Mood",
            .topArtist: "Top artist", .playsOne: "{count} play", .playsOther: "{count} plays",
            .entriesOne: "{count} entry", .entriesOther: "{count} entries", .nothing: "None yet",
            .noPhotos: "No photos in this period",
        ],
        tr: [
            .appName: "Memory Recap", .monthTitle: "{month} {year}", .yearTitle: "{year} Yılının Özeti",
            .memoriesOne: "{count} anı", .memoriesOther: "{count} anı",
            .photosOne: "fotoğraf", .photosOther: "fotoğraf", .voiceOne: "ses kaydı", .voiceOther: "ses kaydı",
            .textsOne: "yazı", .textsOther: "yazı", .songsOne: "şarkı", .songsOther: "şarkı",
            .perDay: "Günlere göre anılar", .perMonth: "Aylara göre anılar", .topTags: "Öne çıkan etiketler",
            .mood: "Ruh hâli", .topArtist: "Öne çıkan sanatçı", .playsOne: "{count} dinleme", .playsOther: "{count} dinleme",
            .entriesOne: "{count} kayıt", .entriesOther: "{count} kayıt", .nothing: "Henüz yok",
            .noPhotos: "Bu dönemde fotoğraf yok",
        ],
        fr: [
            .appName: "Memory Recap", .monthTitle: "{month} {year}", .yearTitle: "L’année {year}",
            .memoriesOne: "{count} souvenir", .memoriesOther: "{count} souvenirs",
            .photosOne: "photo", .photosOther: "photos", .voiceOne: "note vocale", .voiceOther: "notes vocales",
            .textsOne: "texte", .textsOther: "textes", .songsOne: "chanson", .songsOther: "chansons",
            .perDay: "Souvenirs par jour", .perMonth: "Souvenirs par mois", .topTags: "Étiquettes phares",
            .mood: "Humeur", .topArtist: "Artiste phare", .playsOne: "{count} écoute", .playsOther: "{count} écoutes",
            .entriesOne: "{count} entrée", .entriesOther: "{count} entrées", .nothing: "Rien pour l’instant",
            .noPhotos: "Aucune photo sur cette période",
        ])
}
