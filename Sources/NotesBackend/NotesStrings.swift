import NotesKit
import ServerCore

/// The Notes pages' texts for `req.t(...)`: every NotesKit string as `notes.<key>` (one source of
/// truth with the app), plus the few texts only the web pages need (the launcher's tagline too).
enum NotesStrings {
    static let table: Localizer.Table = {
        var table: Localizer.Table = [:]
        for language in ServerCore.Language.allCases {
            let kitLanguage = NotesKit.Language(rawValue: language.rawValue) ?? .en
            var strings = webOnly[language] ?? [:]
            for key in L10n.Key.allCases {
                strings["notes.\(key.rawValue)"] = L10n.string(key, in: kitLanguage)
            }
            table[language] = strings
        }
        return table
    }()

    static let webOnly: Localizer.Table = [
        .en: [
            "notes.launcherTagline": "Write, search and sort your notes.",
            "notes.searchLabel": "Search notes",
            "notes.searchSubmit": "Search",
            "notes.showMore": "Show more ({count} left)",
            "notes.select": "Select {title}",
            "notes.deleteSelected": "Delete Selected",
            "notes.noneSelected": "Select the notes to delete first.",
            "notes.deleteNote": "Delete Note",
            "notes.deleteConfirm": "Delete this note? You can undo for two minutes.",
            "notes.restored": "Note restored",
            "notes.transfer": "Export & Import",
            "notes.transfer.footer": "The JSON file uses the iOS app’s notes_store format, so notes move both ways.",
            "notes.import.title": "Import Notes",
            "notes.import.file": "JSON file",
            "notes.import.hint": "A notes_store JSON export from the iOS app or this site. Newer copies win; nothing is imported if any note is invalid.",
            "notes.import.submit": "Import",
            "notes.import.missingFile": "Choose a JSON file to import.",
        ],
        .tr: [
            "notes.launcherTagline": "Notlarınızı yazın, arayın ve sıralayın.",
            "notes.searchLabel": "Notlarda ara",
            "notes.searchSubmit": "Ara",
            "notes.showMore": "Daha fazla göster ({count} kaldı)",
            "notes.select": "{title} notunu seç",
            "notes.deleteSelected": "Seçilenleri Sil",
            "notes.noneSelected": "Önce silinecek notları seçin.",
            "notes.deleteNote": "Notu Sil",
            "notes.deleteConfirm": "Bu not silinsin mi? İki dakika içinde geri alabilirsiniz.",
            "notes.restored": "Not geri getirildi",
            "notes.transfer": "Dışa ve İçe Aktar",
            "notes.transfer.footer": "JSON dosyası iOS uygulamasının notes_store biçimindedir; notlar iki yönde de taşınır.",
            "notes.import.title": "Notları İçe Aktar",
            "notes.import.file": "JSON dosyası",
            "notes.import.hint": "iOS uygulamasından veya bu siteden alınmış notes_store JSON dosyası. Yeni olan kopya kazanır; geçersiz bir not varsa hiçbir şey aktarılmaz.",
            "notes.import.submit": "İçe Aktar",
            "notes.import.missingFile": "İçe aktarmak için bir JSON dosyası seçin.",
        ],
        .fr: [
            "notes.launcherTagline": "Écrivez, cherchez et triez vos notes.",
            "notes.searchLabel": "Rechercher dans les notes",
            "notes.searchSubmit": "Rechercher",
            "notes.showMore": "Afficher plus ({count} restantes)",
            "notes.select": "Sélectionner {title}",
            "notes.deleteSelected": "Supprimer la sélection",
            "notes.noneSelected": "Sélectionnez d’abord les notes à supprimer.",
            "notes.deleteNote": "Supprimer la note",
            "notes.deleteConfirm": "Supprimer cette note ? Vous pourrez annuler pendant deux minutes.",
            "notes.restored": "Note restaurée",
            "notes.transfer": "Exporter et importer",
            "notes.transfer.footer": "Le fichier JSON suit le format notes_store de l’app iOS : les notes passent dans les deux sens.",
            "notes.import.title": "Importer des notes",
            "notes.import.file": "Fichier JSON",
            "notes.import.hint": "Un export JSON notes_store de l’app iOS ou de ce site. La copie la plus récente l’emporte ; rien n’est importé si une note est invalide.",
            "notes.import.submit": "Importer",
            "notes.import.missingFile": "Choisissez un fichier JSON à importer.",
        ],
    ]
}
