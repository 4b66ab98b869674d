import Localization

/// Memory Recap's texts on the server's pages (the launcher cell, the share page), in the
/// reader's language (Turkish in the formal register).
enum MemoryText: String, LocalizedKey {
    case appName, launcherTagline, sharedMemory, recapTitle
    case photosOne, photosOther, recordingsOne, recordingsOther, textsOne, textsOther, songsOne, songsOther
    case totalsHeader, tagsHeader, wordsHeader, recording, songBy, photo
    case expiredTitle, expiredMessage, revokedTitle, revokedMessage, notFoundTitle, notFoundMessage
    case sharedFooter

    static let photos = PluralKey(one: MemoryText.photosOne, other: .photosOther)
    static let recordings = PluralKey(one: MemoryText.recordingsOne, other: .recordingsOther)
    static let texts = PluralKey(one: MemoryText.textsOne, other: .textsOther)
    static let songs = PluralKey(one: MemoryText.songsOne, other: .songsOther)

    static let strings = StringTable<MemoryText>(
        en: [
            .appName: "Memory Recap", .launcherTagline: "Your timeline with monthly and yearly recaps.",
            .sharedMemory: "Shared Memory", .recapTitle: "{period} Recap",
            .photosOne: "{count} photo", .photosOther: "{count} photos",
            .recordingsOne: "{count} voice recording", .recordingsOther: "{count} voice recordings",
            .textsOne: "{count} text", .textsOther: "{count} texts", .songsOne: "{count} song", .songsOther: "{count} songs",
            .totalsHeader: "This month", .tagsHeader: "Most used tags", .wordsHeader: "Frequent words",
            .recording: "Voice recording", .songBy: "{title} by {artist}", .photo: "Photo",
            .expiredTitle: "Link Expired", .expiredMessage: "This share link has expired. Ask the person who sent it for a new one.",
            .revokedTitle: "Link Turned Off", .revokedMessage: "The owner turned this share link off.",
            .notFoundTitle: "Link Not Found", .notFoundMessage: "There is nothing at this address. Check that the link is complete.",
            .sharedFooter: "Shared from Memory Recap. The link works until {date}.",
        ],
        tr: [
            .appName: "Memory Recap", .launcherTagline: "Aylık ve yıllık özetlerle zaman tüneliniz.",
            .sharedMemory: "Paylaşılan Anı", .recapTitle: "{period} Özeti",
            .photosOne: "{count} fotoğraf", .photosOther: "{count} fotoğraf",
            .recordingsOne: "{count} ses kaydı", .recordingsOther: "{count} ses kaydı",
            .textsOne: "{count} yazı", .textsOther: "{count} yazı", .songsOne: "{count} şarkı", .songsOther: "{count} şarkı",
            .totalsHeader: "Bu ay", .tagsHeader: "En çok kullanılan etiketler", .wordsHeader: "Sık geçen kelimeler",
            .recording: "Ses kaydı", .songBy: "{artist} – {title}", .photo: "Fotoğraf",
            .expiredTitle: "Bağlantının Süresi Doldu",
            .expiredMessage: "Bu paylaşım bağlantısının süresi doldu. Gönderen kişiden yeni bir bağlantı isteyebilirsiniz.",
            .revokedTitle: "Bağlantı Kapatıldı", .revokedMessage: "Sahibi bu paylaşım bağlantısını kapattı.",
            .notFoundTitle: "Bağlantı Bulunamadı",
            .notFoundMessage: "Bu adreste bir şey yok. Bağlantının eksiksiz olduğundan emin olun.",
            .sharedFooter: "Memory Recap ile paylaşıldı. Bağlantı {date} tarihine kadar geçerlidir.",
        ],
        fr: [
            .appName: "Memory Recap", .launcherTagline: "Votre chronologie avec récaps mensuels et annuels.",
            .sharedMemory: "Souvenir partagé", .recapTitle: "Récap de {period}",
            .photosOne: "{count} photo", .photosOther: "{count} photos",
            .recordingsOne: "{count} enregistrement", .recordingsOther: "{count} enregistrements",
            .textsOne: "{count} texte", .textsOther: "{count} textes", .songsOne: "{count} chanson", .songsOther: "{count} chansons",
            .totalsHeader: "Ce mois-ci", .tagsHeader: "Étiquettes les plus utilisées", .wordsHeader: "Mots fréquents",
            .recording: "Enregistrement vocal", .songBy: "{title} de {artist}", .photo: "Photo",
            .expiredTitle: "Lien expiré", .expiredMessage: "Ce lien de partage a expiré. Demandez-en un nouveau à la personne qui l’a envoyé.",
            .revokedTitle: "Lien désactivé", .revokedMessage: "Le propriétaire a désactivé ce lien de partage.",
            .notFoundTitle: "Lien introuvable",
            .notFoundMessage: "Il n’y a rien à cette adresse. Vérifiez que le lien est complet.",
            .sharedFooter: "Partagé depuis Memory Recap. Le lien fonctionne jusqu’au {date}.",
        ])
}
