/// The printed card's and the join page's few words, in the organizer's (or visitor's) language.
struct CardStrings {
    let scanToJoin: String
    let noAppNeeded: String
    let orTypeCode: String
    let shotsEach: String
    let continueInBrowser: String
    let print: String

    static func forLanguage(_ code: String) -> CardStrings {
        switch code.prefix(2) {
        case "fr":
            CardStrings(scanToJoin: "Scannez pour participer", noAppNeeded: "Aucune application nécessaire : l’appareil photo de votre téléphone suffit.",
                        orTypeCode: "ou tapez le code", shotsEach: "photos par personne",
                        continueInBrowser: "Continuer dans le navigateur", print: "Imprimer")
        case "tr":
            CardStrings(scanToJoin: "Katılmak için tarayın", noAppNeeded: "Uygulama gerekmez: telefonunuzun kamerası yeterli.",
                        orTypeCode: "veya kodu girin", shotsEach: "kişi başına fotoğraf",
                        continueInBrowser: "Tarayıcıda devam et", print: "Yazdır")
        default:
            CardStrings(scanToJoin: "Scan to join", noAppNeeded: "No app needed: your phone’s camera is enough.",
                        orTypeCode: "or type the code", shotsEach: "shots each",
                        continueInBrowser: "Continue in the browser", print: "Print")
        }
    }
}
