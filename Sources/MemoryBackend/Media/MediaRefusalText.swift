import Localization
import ServerCore

/// What an upload's refusal says, in the reader's language: the outbox shows the server's
/// message under a failed upload, and these codes (`payload_too_large`, `media_corrupt`…) have
/// no suite-wide translation, so their English detail reached French and Turkish readers.
enum MediaRefusalText: String, LocalizedKey {
    case tooLarge, tooManyPixels, audioTooLong, corrupt, corruptUnnamed, unsupported, locationKept, locationKeptUnnamed

    static let strings = StringTable<Self>(
        en: [
            .tooLarge: "A file is larger than {mb} MB.", .tooManyPixels: "The image has too many pixels.",
            .audioTooLong: "Recordings can be at most {seconds} seconds long.",
            .corrupt: "'{name}' is damaged or incomplete and could not be read. Nothing was saved.",
            .corruptUnnamed: "A file is damaged or incomplete and could not be read. Nothing was saved.",
            .unsupported: "Photos must be JPEG, PNG, HEIC or WebP and recordings m4a/AAC or WAV.",
            .locationKept: "'{name}' has a place in its metadata that could not be removed.",
            .locationKeptUnnamed: "A photo has a place in its metadata that could not be removed.",
        ],
        tr: [
            .tooLarge: "Bir dosya {mb} MB’tan büyük.", .tooManyPixels: "Görüntüde çok fazla piksel var.",
            .audioTooLong: "Ses kayıtları en fazla {seconds} saniye olabilir.",
            .corrupt: "'{name}' bozuk ya da eksik olduğu için okunamadı. Hiçbir şey kaydedilmedi.",
            .corruptUnnamed: "Bir dosya bozuk ya da eksik olduğu için okunamadı. Hiçbir şey kaydedilmedi.",
            .unsupported: "Fotoğraflar JPEG, PNG, HEIC ya da WebP; ses kayıtları m4a/AAC ya da WAV olmalıdır.",
            .locationKept: "'{name}' dosyasının meta verisindeki konum kaldırılamadı.",
            .locationKeptUnnamed: "Bir fotoğrafın meta verisindeki konum kaldırılamadı.",
        ],
        fr: [
            .tooLarge: "Un fichier dépasse {mb} Mo.", .tooManyPixels: "L’image compte trop de pixels.",
            .audioTooLong: "Un enregistrement dure au plus {seconds} secondes.",
            .corrupt: "« {name} » est endommagé ou incomplet et n’a pas pu être lu. Rien n’a été enregistré.",
            .corruptUnnamed: "Un fichier est endommagé ou incomplet et n’a pas pu être lu. Rien n’a été enregistré.",
            .unsupported: "Les photos doivent être en JPEG, PNG, HEIC ou WebP et les enregistrements en m4a/AAC ou WAV.",
            .locationKept: "« {name} » contient un lieu dans ses métadonnées qui n’a pas pu être retiré.",
            .locationKeptUnnamed: "Une photo contient un lieu dans ses métadonnées qui n’a pas pu être retiré.",
        ])
}

extension AppError {
    /// This refusal with its message in the reader's language; `detail` stays the English text.
    func localized(_ key: MediaRefusalText, _ arguments: [String: String] = [:]) -> AppError {
        var error = self
        error.detail = key.text(.en, arguments)
        error.localizedDetail = { key.text($0, arguments) }
        return error
    }
}
