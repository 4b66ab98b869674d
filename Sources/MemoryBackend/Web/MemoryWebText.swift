import Localization

/// The Memory Recap web app's texts (the signed-in pages), in English, Turkish (formal register)
/// and French. The share page's texts are `MemoryText`.
enum MemoryWebText: String, LocalizedKey {
    case tabsLabel, timelineTitle, addTitle, summaryTab, loadFailed, groupingLabel, groupDay, groupWeek, groupMonth
    case weekOf, noResults, emptyTitle, emptyMessage, addFirst, loadOlder, searchLabel, searchPlaceholder, searchSubmit
    case filtersLabel, kindPhoto, kindAudio, kindText, kindSong, tags, transcribing
    case outboxLabel, stateWaiting, stateSending, stateSent, stateFailed, holdOffline, holdCellular, retry, cancel
    case kindLabel, titleLabel, textLabel, textHint, tagsLabel, tagsHint, frequentTags, dateLabel, dateHint, dateFromPhoto, songTitle, songArtist, songAlbum
    case photoLabel, photoHint, takePhoto, cameraExplain, cameraDenied, cameraUnavailable, shutter, flip, torch
    case recordLabel, recordExplain, micDenied, micUnavailable, recordToggle, discard, save, savedOffline
    case entryTitle, back, delete, deleteConfirm, deleted, transcript, place, openInMaps, mood, mapOf
    case undo, restored
    case reminderHeader, reminderTime, reminderFooter, reminderSave, reminderSaved, reminderOff, reminderTimeInvalid
    case reminderNotify, reminderNotifyFooter, notifyDenied, notifyUnsupported, reminderCalendar, reminderCalendarFooter
    case reminderCalendarLink, reminderReset, reminderResetDone, reminderCalendarName, reminderTitle, reminderBody
    case recapReadyTitle, recapReadyBody
    case privacyHeader, exportAll, exportFooter
    case importsTitle, importsIntro, importFiles, importFilesHint, importPreview, previewHeader, previewNew, previewMinutes
    case previewPlays, previewAlready, previewNotMusic, previewShort, previewNowPlaying, previewDuplicates, previewRange
    case importCommit, importNothing, importRunning, importRefresh, importDone, importFailed, importAnother
    case locationLabel, addLocation, locationExplain, locationDenied, locationUnavailable, locationFromPhoto, removeLocation
    case summaryTitle, yearTitle, totals, perDay, perMonth, yearHeatmap, mostActive, longestStreak, streakDaysOne, streakDaysOther
    case linkCopied, shareHeader, shareFooter, shareExpiry, expiresDay, expiresWeek, expiresMonth, shareCreate, shareCopy, shareRevoke, shareUntil
    case sharedLinksTitle, sharedLinksFooter, sharedLinksEmpty, linkTurnedOff
    case settingsTitle, uploadsHeader, wifiOnly, wifiOnlyFooter, newHeader, defaultKind, defaultKindFooter, suiteSettings, accountSettings
    case welcomeLabel, slideLabel, welcomeNext, welcomeStart, welcomeSkip, showWelcome
    case welcomePurposeTitle, welcomePurposeBody, welcomePrivacyTitle, welcomePrivacyBody, welcomePermissionsTitle
    case welcomePermissionsBody, welcomeCamera, welcomeMicrophone, welcomeLocation
    case onThisDay, yearAgo, yearsAgo, dateRange, rangeFrom, rangeTo, rangeApply
    case edit, editTitle, privateLabel, privateHint, checkField, fieldInvalid, dateInvalid, savedEdit
    case transcriptCorrect, transcriptSave, transcriptSaved, spokenLanguage, languageUnknown
    case spokenLanguageLabel, spokenLanguageDetect
    case topTags, topWords, music, topArtists, previousPeriod, nextPeriod, wholeYear, nothingThisPeriod, entriesLabel, dayLabel
    case recapImageHeader, recapImageFooter, recapImageLayout, templateStory, templateSquare, templateA4, recapImageShare
    case recapImageFailed
    case needPhoto, needRecording, rangeBackwards, rangeBadDate
    case tagNew, tagHint, tagAdd, tagsEmpty, tagsFooter, tagDeleteConfirm, tagDeleteMessage, tagEntriesOne
    case tagEntriesOther, tagRename, tagRenameLabel, tagAdded, tagRenamed, tagDeleted, tagRequired, tagTooLong
    case tagCharacters, tagExists, recapCollage, collagePhoto, tagRestored

    /// "1 day in a row", "3 days in a row" (`{count}`).
    static let streakDays = PluralKey(one: MemoryWebText.streakDaysOne, other: .streakDaysOther)
    /// "1 memory", "3 memories" (`{count}`): how many carry a tag.
    static let tagEntries = PluralKey(one: MemoryWebText.tagEntriesOne, other: .tagEntriesOther)

    static let strings = StringTable<MemoryWebText>(
        en: [
            .tagNew: "New tag", .tagHint: "Up to {max} characters: letters, digits, spaces, - and _.", .tagAdd: "Add Tag",
            .tagsEmpty: "No tags yet. Add one here, or while saving a memory.",
            .tagsFooter: "Renaming a tag renames it on every memory that carries it. Deleting a tag keeps its memories.",
            .tagDeleteConfirm: "Delete this tag?", .tagDeleteMessage: "Its memories stay; only the tag is removed from them.",
            .tagEntriesOne: "{count} memory", .tagEntriesOther: "{count} memories", .tagRename: "Rename", .tagRenameLabel: "New name for #{name}",
            .tagAdded: "Tag #{name} added.", .tagRenamed: "Tag renamed to #{name}.", .tagDeleted: "Tag #{name} deleted.", .tagRestored: "Tag #{name} restored.",
            .tagRequired: "Enter a name for the tag.", .tagTooLong: "A tag is at most {max} characters. Shorten it.",
            .tagCharacters: "Use only letters, digits, spaces, - and _.", .tagExists: "You already have a tag named {name}. Choose another name.",
            .recapCollage: "Photos of {period}", .collagePhoto: "Photo of {date}",
            .recapImageHeader: "Share as Image", .recapImageFooter: "The recap as a picture with up to nine of its photos. Photos never show where they were taken.", .recapImageLayout: "Layout", .templateStory: "Story", .templateSquare: "Square", .templateA4: "A4 (PDF)", .recapImageShare: "Share Image", .recapImageFailed: "The image could not be made. Try again in a moment.",
            .importsTitle: "Import Music History",
            .importsIntro: "Add the songs you listened to from Spotify's or Last.fm's data export. The files are read first; nothing is added until you press Import.",
            .importFiles: "History files", .importFilesHint: "Spotify (Streaming_History…json, StreamingHistory_music…json) or Last.fm (CSV or JSON); up to 10 files.",
            .importPreview: "Read Files", .previewHeader: "What the files hold", .previewNew: "Songs to add",
            .previewMinutes: "Minutes listened", .previewPlays: "Plays", .previewAlready: "Already imported",
            .previewNotMusic: "Skipped: podcasts and audiobooks", .previewShort: "Skipped: under 30 seconds",
            .previewNowPlaying: "Skipped: now playing, undated", .previewDuplicates: "In more than one file",
            .previewRange: "Played from {first} to {last}.", .importCommit: "Import {count} Songs",
            .importNothing: "Nothing new to add: every play is already on your timeline.",
            .importRunning: "Importing: {imported} of {total} songs added so far.", .importRefresh: "Refresh",
            .importDone: "Done: {imported} songs added to your timeline.", .importFailed: "The import stopped. Read the files again to retry.",
            .importAnother: "Import Other Files",
            .reminderHeader: "Daily Reminder", .reminderTime: "Time", .reminderSave: "Save Time",
            .reminderFooter: "A nudge to keep today's memory. Leave the time empty to turn it off.",
            .reminderSaved: "Daily reminder set for {time}.", .reminderOff: "Daily reminder turned off.",
            .reminderTimeInvalid: "Enter a time such as 20:30, or leave it empty.",
            .reminderNotify: "Notify Me While the Page Is Open",
            .reminderNotifyFooter: "Your browser asks for permission when you turn this on. Kept in this browser. The calendar link below reminds you even when the page is closed.",
            .notifyDenied: "Notifications are blocked for this site. Allow them in the browser's settings.",
            .notifyUnsupported: "This browser cannot show notifications.",
            .reminderCalendar: "Calendar Subscription", .reminderCalendarLink: "Calendar link", .reminderReset: "Reset Link",
            .reminderCalendarFooter: "Add this private link to your phone's calendar: it rings every day at your reminder time. Anyone with the link sees only the reminder; reset it if it was shared.",
            .reminderResetDone: "The old link no longer works. Add the new one to your calendar.",
            .reminderCalendarName: "Memory Recap reminder", .reminderTitle: "Keep today's memory",
            .reminderBody: "A photo, a voice note or a few words: what made today?",
            .recapReadyTitle: "Your {month} recap is ready", .recapReadyBody: "Your photos, words and songs of {month}, in one place.",
            .privacyHeader: "Data and Privacy", .exportAll: "Export Everything",
            .exportFooter: "A ZIP file with your entries, tags and share links as JSON, and every photo and recording as you uploaded it.",
            .mapOf: "Map of {place}", .locationLabel: "Location", .addLocation: "Add Location",
            .locationExplain: "Your browser asks for your position once, only for this memory. It stays private, like the memory.",
            .locationDenied: "Location is blocked for this site. Allow it in the browser's settings.",
            .locationUnavailable: "Your position could not be found. Try again later.",
            .locationFromPhoto: "Use the Photo's Place", .removeLocation: "Remove Location",
            .edit: "Edit", .editTitle: "Edit Memory", .privateLabel: "Private", .privateHint: "Nothing is shared unless you make a share link yourself.", .checkField: "Check {field}: it was not saved.", .fieldInvalid: "This value is not accepted (empty, too long or out of range).", .dateInvalid: "Enter a date and time.", .savedEdit: "Changes saved.",
            .transcriptCorrect: "Correct the transcript", .transcriptSave: "Save Transcript", .transcriptSaved: "Transcript saved.", .spokenLanguage: "Language", .languageUnknown: "Language could not be told",
            .spokenLanguageLabel: "Spoken language", .spokenLanguageDetect: "Tell from the recording",
            .dateRange: "Date range", .rangeFrom: "From", .rangeTo: "To", .rangeApply: "Apply",
            .onThisDay: "On This Day", .yearAgo: "1 year ago", .yearsAgo: "{count} years ago",
            .welcomeLabel: "Introduction", .slideLabel: "Slide {number} of {total}", .welcomeNext: "Next", .welcomeStart: "Get Started", .welcomeSkip: "Skip", .showWelcome: "Show the Introduction",
            .welcomePurposeTitle: "Your days, kept", .welcomePurposeBody: "Add photos, voice notes, short texts and songs as they happen. Memory Recap lays them out on a timeline and sums up each month and year.",
            .welcomePrivacyTitle: "Private by default", .welcomePrivacyBody: "Every memory is visible only to you. Nothing is shared unless you make a share link yourself, and you can turn a link off at any time.",
            .welcomePermissionsTitle: "Asked only when used", .welcomePermissionsBody: "The browser asks for each permission the first time you use it, never before:",
            .welcomeCamera: "Camera: to take a photo for a memory.", .welcomeMicrophone: "Microphone: to record a voice note.", .welcomeLocation: "Location: to note where a memory happened, if you choose to add it.",
            .linkCopied: "Link copied.", .shareHeader: "Share Link", .shareFooter: "Anyone with the link can see this until it expires or you turn it off. The place is shown by name only, never coordinates.", .shareExpiry: "Works for", .expiresDay: "1 day", .expiresWeek: "7 days", .expiresMonth: "30 days", .shareCreate: "Create Link", .shareCopy: "Copy Link", .shareRevoke: "Turn Off Link", .shareUntil: "Works until {date}",
            .sharedLinksTitle: "Shared Links", .sharedLinksFooter: "Each link works until it expires or you turn it off. A link turned off cannot be turned on again.", .sharedLinksEmpty: "No link shares anything right now. Make one from a memory or a month’s recap.", .linkTurnedOff: "Link turned off.",
            .settingsTitle: "Settings", .uploadsHeader: "Uploads", .wifiOnly: "Upload on Wi-Fi only", .wifiOnlyFooter: "Photos and voice notes wait while the browser reports a cellular connection. Kept in this browser.", .newHeader: "New Memories", .defaultKind: "Default type", .defaultKindFooter: "The add sheet opens on this type. Kept in this browser.", .suiteSettings: "Language and Appearance", .accountSettings: "Account",
            .tabsLabel: "Memory Recap sections", .timelineTitle: "Timeline", .addTitle: "Add", .summaryTab: "Summaries",
            .loadFailed: "Your timeline could not be loaded. Try again in a moment.", .groupingLabel: "Group by",
            .groupDay: "Day", .groupWeek: "Week", .groupMonth: "Month", .weekOf: "Week of {date}",
            .noResults: "Nothing matches. Try other words or remove a filter.", .emptyTitle: "Your timeline is empty",
            .emptyMessage: "Photos, voice notes, texts and songs you add appear here, newest first.",
            .addFirst: "Add a Memory", .loadOlder: "Load older", .searchLabel: "Search memories",
            .searchPlaceholder: "Search", .searchSubmit: "Search", .filtersLabel: "Filters",
            .kindPhoto: "Photos", .kindAudio: "Voice", .kindText: "Text", .kindSong: "Songs", .tags: "Tags",
            .transcribing: "Transcribing…", .outboxLabel: "Not yet uploaded", .stateWaiting: "Waiting",
            .stateSending: "Sending", .stateSent: "Sent", .stateFailed: "Failed", .holdOffline: "Waiting for a connection",
            .holdCellular: "Waiting for Wi-Fi", .retry: "Retry", .cancel: "Cancel",
            .kindLabel: "Type", .titleLabel: "Title", .textLabel: "Text",
            .textHint: "Markdown works: **bold**, _italic_, lists and links.", .tagsLabel: "Tags",
            .tagsHint: "Separate tags with commas.", .frequentTags: "Your frequent tags", .dateLabel: "Date and time", .dateHint: "Leave it empty for now.", .dateFromPhoto: "Use the Photo's Date: {date}", .songTitle: "Song", .songArtist: "Artist",
            .songAlbum: "Album", .photoLabel: "Photos", .photoHint: "Choose one or more photos from your library.",
            .takePhoto: "Use Camera", .cameraExplain: "The camera is used only while you take a photo.",
            .cameraDenied: "The camera is blocked for this site. Allow it in the browser's settings, or choose a photo.",
            .cameraUnavailable: "No camera is available here. Choose a photo from your library.", .shutter: "Take Photo",
            .flip: "Switch Camera", .torch: "Torch", .recordLabel: "Voice note",
            .recordExplain: "The microphone is used only while you record (up to 60 seconds).",
            .micDenied: "The microphone is blocked for this site. Allow it in the browser's settings.",
            .micUnavailable: "Recording is not available in this browser.", .recordToggle: "Record", .discard: "Discard",
            .save: "Save", .savedOffline: "Saved. It will upload when you are online.",
            .entryTitle: "Memory", .back: "Timeline", .delete: "Delete", .deleteConfirm: "Delete this memory?",
            .deleted: "Memory deleted.", .undo: "Undo", .restored: "Memory restored.", .transcript: "Transcript", .place: "Place", .openInMaps: "Open in Maps",
            .mood: "Mood", .summaryTitle: "{period}", .yearTitle: "{year}", .totals: "Totals", .perDay: "Entries per day",
            .perMonth: "Entries per month", .yearHeatmap: "The year in entries", .mostActive: "Most active days",
            .longestStreak: "Longest streak", .streakDaysOne: "{count} day in a row", .streakDaysOther: "{count} days in a row", .topTags: "Tags", .topWords: "Words",
            .music: "Music", .topArtists: "Top artists", .previousPeriod: "Previous", .nextPeriod: "Next",
            .wholeYear: "Whole year", .nothingThisPeriod: "Nothing was added in this period.", .entriesLabel: "Entries",
            .dayLabel: "Day",
            .needPhoto: "Add at least one photo.", .needRecording: "Record your voice first.",
            .rangeBackwards: "The end date is before the start date.", .rangeBadDate: "Enter dates such as 2025-11-23.",
        ],
        tr: [
            .tagNew: "Yeni etiket", .tagHint: "En fazla {max} karakter: harf, rakam, boşluk, - ve _.", .tagAdd: "Etiket Ekle",
            .tagsEmpty: "Henüz etiket yok. Buradan veya bir anıyı kaydederken ekleyebilirsiniz.",
            .tagsFooter: "Bir etiketi yeniden adlandırmak onu taşıyan tüm anılarda değiştirir. Bir etiketi silmek anılarını silmez.",
            .tagDeleteConfirm: "Bu etiket silinsin mi?", .tagDeleteMessage: "Anıları kalır; yalnızca etiket onlardan kaldırılır.",
            .tagEntriesOne: "{count} anı", .tagEntriesOther: "{count} anı", .tagRename: "Yeniden Adlandır", .tagRenameLabel: "#{name} için yeni ad",
            .tagAdded: "#{name} etiketi eklendi.", .tagRenamed: "Etiketin yeni adı: #{name}.", .tagDeleted: "#{name} etiketi silindi.", .tagRestored: "#{name} etiketi geri getirildi.",
            .tagRequired: "Etiket için bir ad girin.", .tagTooLong: "Bir etiket en fazla {max} karakter olabilir. Kısaltın.",
            .tagCharacters: "Yalnızca harf, rakam, boşluk, - ve _ kullanın.", .tagExists: "{name} adlı bir etiketiniz zaten var. Başka bir ad seçin.",
            .recapCollage: "{period} fotoğrafları", .collagePhoto: "{date} fotoğrafı",
            .recapImageHeader: "Görsel Olarak Paylaş", .recapImageFooter: "Özet, en fazla dokuz fotoğrafıyla birlikte bir görsel olarak hazırlanır. Fotoğrafların çekildiği yer asla gösterilmez.", .recapImageLayout: "Düzen", .templateStory: "Hikâye", .templateSquare: "Kare", .templateA4: "A4 (PDF)", .recapImageShare: "Görseli Paylaş", .recapImageFailed: "Görsel hazırlanamadı. Lütfen biraz sonra tekrar deneyin.",
            .importsTitle: "Müzik Geçmişini İçe Aktar",
            .importsIntro: "Spotify veya Last.fm veri dışa aktarımınızdaki dinlediğiniz şarkıları ekleyin. Dosyalar önce okunur; İçe Aktar'a basana kadar hiçbir şey eklenmez.",
            .importFiles: "Geçmiş dosyaları", .importFilesHint: "Spotify (Streaming_History…json, StreamingHistory_music…json) veya Last.fm (CSV ya da JSON); en fazla 10 dosya.",
            .importPreview: "Dosyaları Oku", .previewHeader: "Dosyalarda olanlar", .previewNew: "Eklenecek şarkılar",
            .previewMinutes: "Dinlenen dakika", .previewPlays: "Dinlemeler", .previewAlready: "Daha önce aktarılan",
            .previewNotMusic: "Atlanan: podcast ve sesli kitaplar", .previewShort: "Atlanan: 30 saniyeden kısa",
            .previewNowPlaying: "Atlanan: şu an çalan, tarihsiz", .previewDuplicates: "Birden fazla dosyada",
            .previewRange: "{first} ile {last} arasında dinlendi.", .importCommit: "{count} Şarkıyı İçe Aktar",
            .importNothing: "Eklenecek yeni bir şey yok: tüm dinlemeler zaten zaman tünelinizde.",
            .importRunning: "İçe aktarılıyor: şimdiye kadar {total} şarkıdan {imported} tanesi eklendi.", .importRefresh: "Yenile",
            .importDone: "Tamamlandı: zaman tünelinize {imported} şarkı eklendi.", .importFailed: "İçe aktarma durdu. Yeniden denemek için dosyaları tekrar okutun.",
            .importAnother: "Başka Dosyaları Aktar",
            .reminderHeader: "Günlük Hatırlatıcı", .reminderTime: "Saat", .reminderSave: "Saati Kaydet",
            .reminderFooter: "Bugünün anısını kaydetmeniz için bir hatırlatma. Kapatmak için saati boş bırakın.",
            .reminderSaved: "Günlük hatırlatıcı {time} için ayarlandı.", .reminderOff: "Günlük hatırlatıcı kapatıldı.",
            .reminderTimeInvalid: "20:30 gibi bir saat girin veya boş bırakın.",
            .reminderNotify: "Sayfa Açıkken Bildirim Gönder",
            .reminderNotifyFooter: "Bunu açtığınızda tarayıcınız izin ister. Bu tarayıcıda saklanır. Aşağıdaki takvim bağlantısı, sayfa kapalıyken de size hatırlatır.",
            .notifyDenied: "Bu site için bildirimler engellenmiş. Tarayıcı ayarlarından izin verin.",
            .notifyUnsupported: "Bu tarayıcı bildirim gösteremiyor.",
            .reminderCalendar: "Takvim Aboneliği", .reminderCalendarLink: "Takvim bağlantısı", .reminderReset: "Bağlantıyı Sıfırla",
            .reminderCalendarFooter: "Bu özel bağlantıyı telefonunuzun takvimine ekleyin: her gün hatırlatma saatinizde çalar. Bağlantıya sahip olan yalnızca hatırlatıcıyı görür; paylaşıldıysa sıfırlayın.",
            .reminderResetDone: "Eski bağlantı artık çalışmıyor. Yenisini takviminize ekleyin.",
            .reminderCalendarName: "Memory Recap hatırlatıcısı", .reminderTitle: "Bugünün anısını kaydedin",
            .reminderBody: "Bir fotoğraf, sesli bir not ya da birkaç kelime: bugünü ne özel kıldı?",
            .recapReadyTitle: "{month} özetiniz hazır", .recapReadyBody: "{month} ayının fotoğrafları, sözleri ve şarkıları tek bir yerde.",
            .privacyHeader: "Veri ve Gizlilik", .exportAll: "Her Şeyi Dışa Aktar",
            .exportFooter: "Kayıtlarınız, etiketleriniz ve paylaşım bağlantılarınız JSON olarak; her fotoğraf ve ses kaydı yüklediğiniz hâliyle, tek bir ZIP dosyasında.",
            .mapOf: "{place} haritası", .locationLabel: "Konum", .addLocation: "Konum Ekle",
            .locationExplain: "Tarayıcınız konumunuzu yalnızca bu anı için bir kez sorar. Konum, anı gibi gizli kalır.",
            .locationDenied: "Bu site için konum engellenmiş. Tarayıcı ayarlarından izin verin.",
            .locationUnavailable: "Konumunuz bulunamadı. Daha sonra yeniden deneyin.",
            .locationFromPhoto: "Fotoğrafın Konumunu Kullan", .removeLocation: "Konumu Kaldır",
            .edit: "Düzenle", .editTitle: "Anıyı Düzenle", .privateLabel: "Gizli", .privateHint: "Siz bir paylaşım bağlantısı oluşturmadıkça hiçbir şey paylaşılmaz.", .checkField: "{field} alanını kontrol edin: kaydedilmedi.", .fieldInvalid: "Bu değer kabul edilmiyor (boş, çok uzun veya aralık dışında).", .dateInvalid: "Bir tarih ve saat girin.", .savedEdit: "Değişiklikler kaydedildi.",
            .transcriptCorrect: "Dökümü düzelt", .transcriptSave: "Dökümü Kaydet", .transcriptSaved: "Döküm kaydedildi.", .spokenLanguage: "Dil", .languageUnknown: "Dil belirlenemedi",
            .spokenLanguageLabel: "Konuşulan dil", .spokenLanguageDetect: "Kayıttan anlaşılsın",
            .dateRange: "Tarih aralığı", .rangeFrom: "Başlangıç", .rangeTo: "Bitiş", .rangeApply: "Uygula",
            .onThisDay: "Bugün Geçmişte", .yearAgo: "1 yıl önce", .yearsAgo: "{count} yıl önce",
            .welcomeLabel: "Tanıtım", .slideLabel: "Slayt {number} / {total}", .welcomeNext: "İleri", .welcomeStart: "Başlayın", .welcomeSkip: "Geç", .showWelcome: "Tanıtımı Göster",
            .welcomePurposeTitle: "Günleriniz, saklı", .welcomePurposeBody: "Fotoğrafları, sesli notları, kısa yazıları ve şarkıları anında ekleyin. Memory Recap bunları bir zaman tünelinde sıralar ve her ayı ve yılı özetler.",
            .welcomePrivacyTitle: "Varsayılan olarak gizli", .welcomePrivacyBody: "Her anıyı yalnızca siz görürsünüz. Siz bir paylaşım bağlantısı oluşturmadıkça hiçbir şey paylaşılmaz ve bir bağlantıyı istediğiniz an kapatabilirsiniz.",
            .welcomePermissionsTitle: "Yalnızca gerektiğinde sorulur", .welcomePermissionsBody: "Tarayıcı her izni ilk kullandığınızda sorar, daha önce asla:",
            .welcomeCamera: "Kamera: bir anı için fotoğraf çekmek için.", .welcomeMicrophone: "Mikrofon: sesli not kaydetmek için.", .welcomeLocation: "Konum: eklemeyi seçerseniz, bir anının nerede yaşandığını kaydetmek için.",
            .linkCopied: "Bağlantı kopyalandı.", .shareHeader: "Paylaşım Bağlantısı", .shareFooter: "Bağlantıya sahip herkes, süresi dolana veya siz kapatana kadar bunu görebilir. Yer yalnızca adıyla gösterilir, koordinatlar asla.", .shareExpiry: "Geçerlilik", .expiresDay: "1 gün", .expiresWeek: "7 gün", .expiresMonth: "30 gün", .shareCreate: "Bağlantı Oluştur", .shareCopy: "Bağlantıyı Kopyala", .shareRevoke: "Bağlantıyı Kapat", .shareUntil: "{date} tarihine kadar geçerli",
            .sharedLinksTitle: "Paylaşılan Bağlantılar", .sharedLinksFooter: "Her bağlantı süresi dolana veya siz kapatana kadar çalışır. Kapatılan bağlantı yeniden açılamaz.", .sharedLinksEmpty: "Şu anda hiçbir bağlantı bir şey paylaşmıyor. Bir anıdan veya bir ayın özetinden oluşturabilirsiniz.", .linkTurnedOff: "Bağlantı kapatıldı.",
            .settingsTitle: "Ayarlar", .uploadsHeader: "Yüklemeler", .wifiOnly: "Yalnızca Wi-Fi ile yükle", .wifiOnlyFooter: "Tarayıcı hücresel bağlantı bildirdiğinde fotoğraflar ve ses kayıtları bekler. Bu tarayıcıda saklanır.", .newHeader: "Yeni Anılar", .defaultKind: "Varsayılan tür", .defaultKindFooter: "Ekleme sayfası bu türle açılır. Bu tarayıcıda saklanır.", .suiteSettings: "Dil ve Görünüm", .accountSettings: "Hesap",
            .tabsLabel: "Memory Recap bölümleri", .timelineTitle: "Zaman Tüneli", .addTitle: "Ekle", .summaryTab: "Özetler",
            .loadFailed: "Zaman tüneliniz yüklenemedi. Biraz sonra tekrar deneyin.", .groupingLabel: "Gruplama",
            .groupDay: "Gün", .groupWeek: "Hafta", .groupMonth: "Ay", .weekOf: "{date} haftası",
            .noResults: "Eşleşen bir şey yok. Başka kelimeler deneyin veya bir filtreyi kaldırın.",
            .emptyTitle: "Zaman tüneliniz boş",
            .emptyMessage: "Eklediğiniz fotoğraflar, ses kayıtları, yazılar ve şarkılar burada, en yenisi üstte görünür.",
            .addFirst: "Anı Ekle", .loadOlder: "Daha eskileri yükle", .searchLabel: "Anılarda ara",
            .searchPlaceholder: "Ara", .searchSubmit: "Ara", .filtersLabel: "Filtreler",
            .kindPhoto: "Fotoğraflar", .kindAudio: "Ses", .kindText: "Yazı", .kindSong: "Şarkılar", .tags: "Etiketler",
            .transcribing: "Yazıya dökülüyor…", .outboxLabel: "Henüz yüklenmedi", .stateWaiting: "Bekliyor",
            .stateSending: "Gönderiliyor", .stateSent: "Gönderildi", .stateFailed: "Başarısız",
            .holdOffline: "Bağlantı bekleniyor", .holdCellular: "Wi-Fi bekleniyor", .retry: "Yeniden dene", .cancel: "Vazgeç",
            .kindLabel: "Tür", .titleLabel: "Başlık", .textLabel: "Metin",
            .textHint: "Markdown kullanabilirsiniz: **kalın**, _italik_, listeler ve bağlantılar.", .tagsLabel: "Etiketler",
            .tagsHint: "Etiketleri virgülle ayırın.", .frequentTags: "Sık kullandığınız etiketler", .dateLabel: "Tarih ve saat", .dateHint: "Şimdi için boş bırakın.", .dateFromPhoto: "Fotoğrafın Tarihini Kullan: {date}", .songTitle: "Şarkı",
            .songArtist: "Sanatçı", .songAlbum: "Albüm", .photoLabel: "Fotoğraflar",
            .photoHint: "Arşivinizden bir veya daha fazla fotoğraf seçin.", .takePhoto: "Kamerayı Kullan",
            .cameraExplain: "Kamera yalnızca fotoğraf çekerken kullanılır.",
            .cameraDenied: "Bu site için kamera engellenmiş. Tarayıcı ayarlarından izin verin veya bir fotoğraf seçin.",
            .cameraUnavailable: "Burada kamera yok. Arşivinizden bir fotoğraf seçin.", .shutter: "Fotoğraf Çek",
            .flip: "Kamerayı Değiştir", .torch: "Fener", .recordLabel: "Sesli not",
            .recordExplain: "Mikrofon yalnızca kayıt sırasında kullanılır (en fazla 60 saniye).",
            .micDenied: "Bu site için mikrofon engellenmiş. Tarayıcı ayarlarından izin verin.",
            .micUnavailable: "Bu tarayıcıda kayıt yapılamıyor.", .recordToggle: "Ses kaydı", .discard: "Sil",
            .save: "Kaydet", .savedOffline: "Kaydedildi. Çevrimiçi olduğunuzda yüklenecek.",
            .entryTitle: "Anı", .back: "Zaman Tüneli", .delete: "Sil", .deleteConfirm: "Bu anı silinsin mi?",
            .deleted: "Anı silindi.", .undo: "Geri Al", .restored: "Anı geri getirildi.", .transcript: "Döküm", .place: "Yer", .openInMaps: "Haritalarda Aç",
            .mood: "Duygu", .summaryTitle: "{period}", .yearTitle: "{year}", .totals: "Toplamlar",
            .perDay: "Günlük kayıtlar", .perMonth: "Aylık kayıtlar", .yearHeatmap: "Kayıtlarla yıl",
            .mostActive: "En aktif günler", .longestStreak: "En uzun seri", .streakDaysOne: "Art arda {count} gün", .streakDaysOther: "Art arda {count} gün",
            .topTags: "Etiketler", .topWords: "Kelimeler", .music: "Müzik", .topArtists: "En çok dinlenen sanatçılar",
            .previousPeriod: "Önceki", .nextPeriod: "Sonraki", .wholeYear: "Tüm yıl",
            .nothingThisPeriod: "Bu dönemde bir şey eklenmedi.", .entriesLabel: "Kayıtlar", .dayLabel: "Gün",
            .needPhoto: "En az bir fotoğraf ekleyin.", .needRecording: "Önce sesinizi kaydedin.",
            .rangeBackwards: "Bitiş tarihi başlangıç tarihinden önce.", .rangeBadDate: "Tarihleri 2025-11-23 gibi girin.",
        ],
        fr: [
            .tagNew: "Nouvelle étiquette", .tagHint: "Jusqu’à {max} caractères : lettres, chiffres, espaces, - et _.", .tagAdd: "Ajouter l’étiquette",
            .tagsEmpty: "Aucune étiquette pour l’instant. Ajoutez-en une ici, ou en enregistrant un souvenir.",
            .tagsFooter: "Renommer une étiquette la renomme sur chaque souvenir qui la porte. Supprimer une étiquette garde ses souvenirs.",
            .tagDeleteConfirm: "Supprimer cette étiquette ?", .tagDeleteMessage: "Ses souvenirs restent ; seule l’étiquette leur est retirée.",
            .tagEntriesOne: "{count} souvenir", .tagEntriesOther: "{count} souvenirs", .tagRename: "Renommer", .tagRenameLabel: "Nouveau nom pour #{name}",
            .tagAdded: "Étiquette #{name} ajoutée.", .tagRenamed: "Étiquette renommée en #{name}.", .tagDeleted: "Étiquette #{name} supprimée.", .tagRestored: "Étiquette #{name} restaurée.",
            .tagRequired: "Saisissez un nom pour l’étiquette.", .tagTooLong: "Une étiquette compte au plus {max} caractères. Raccourcissez-la.",
            .tagCharacters: "N’utilisez que des lettres, des chiffres, des espaces, - et _.", .tagExists: "Vous avez déjà une étiquette nommée {name}. Choisissez un autre nom.",
            .recapCollage: "Photos de {period}", .collagePhoto: "Photo du {date}",
            .recapImageHeader: "Partager en image", .recapImageFooter: "Le récap en une image, avec jusqu’à neuf de ses photos. Le lieu des photos n’est jamais montré.", .recapImageLayout: "Mise en page", .templateStory: "Story", .templateSquare: "Carré", .templateA4: "A4 (PDF)", .recapImageShare: "Partager l’image", .recapImageFailed: "L’image n’a pas pu être créée. Réessayez dans un instant.",
            .importsTitle: "Importer l’historique musical",
            .importsIntro: "Ajoutez les titres écoutés depuis l’export de données de Spotify ou Last.fm. Les fichiers sont d’abord lus ; rien n’est ajouté avant que vous appuyiez sur Importer.",
            .importFiles: "Fichiers d’historique", .importFilesHint: "Spotify (Streaming_History…json, StreamingHistory_music…json) ou Last.fm (CSV ou JSON) ; 10 fichiers au plus.",
            .importPreview: "Lire les fichiers", .previewHeader: "Contenu des fichiers", .previewNew: "Titres à ajouter",
            .previewMinutes: "Minutes d’écoute", .previewPlays: "Écoutes", .previewAlready: "Déjà importées",
            .previewNotMusic: "Ignorées : podcasts et livres audio", .previewShort: "Ignorées : moins de 30 secondes",
            .previewNowPlaying: "Ignorée : en cours, sans date", .previewDuplicates: "Dans plusieurs fichiers",
            .previewRange: "Écoutés du {first} au {last}.", .importCommit: "Importer {count} titres",
            .importNothing: "Rien de nouveau à ajouter : toutes les écoutes sont déjà dans votre chronologie.",
            .importRunning: "Import en cours : {imported} titres ajoutés sur {total}.", .importRefresh: "Actualiser",
            .importDone: "Terminé : {imported} titres ajoutés à votre chronologie.", .importFailed: "L’import s’est arrêté. Relisez les fichiers pour réessayer.",
            .importAnother: "Importer d’autres fichiers",
            .reminderHeader: "Rappel quotidien", .reminderTime: "Heure", .reminderSave: "Enregistrer l’heure",
            .reminderFooter: "Un rappel pour garder le souvenir du jour. Laissez l’heure vide pour le désactiver.",
            .reminderSaved: "Rappel quotidien réglé à {time}.", .reminderOff: "Rappel quotidien désactivé.",
            .reminderTimeInvalid: "Saisissez une heure, par exemple 20:30, ou laissez vide.",
            .reminderNotify: "Me notifier quand la page est ouverte",
            .reminderNotifyFooter: "Votre navigateur demande l’autorisation quand vous l’activez. Réglage propre à ce navigateur. Le lien de calendrier ci-dessous vous le rappelle même page fermée.",
            .notifyDenied: "Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur.",
            .notifyUnsupported: "Ce navigateur ne peut pas afficher de notifications.",
            .reminderCalendar: "Abonnement au calendrier", .reminderCalendarLink: "Lien du calendrier", .reminderReset: "Réinitialiser le lien",
            .reminderCalendarFooter: "Ajoutez ce lien privé au calendrier de votre téléphone : il sonne chaque jour à l’heure du rappel. Qui a le lien ne voit que le rappel ; réinitialisez-le s’il a été partagé.",
            .reminderResetDone: "L’ancien lien ne fonctionne plus. Ajoutez le nouveau à votre calendrier.",
            .reminderCalendarName: "Rappel Memory Recap", .reminderTitle: "Gardez le souvenir du jour",
            .reminderBody: "Une photo, une note vocale ou quelques mots : qu’est-ce qui a marqué votre journée ?",
            .recapReadyTitle: "Votre récap de {month} est prêt", .recapReadyBody: "Vos photos, vos mots et vos chansons de {month}, réunis.",
            .privacyHeader: "Données et confidentialité", .exportAll: "Tout exporter",
            .exportFooter: "Un fichier ZIP avec vos entrées, étiquettes et liens de partage en JSON, et chaque photo et enregistrement tels que vous les avez envoyés.",
            .mapOf: "Carte de {place}", .locationLabel: "Position", .addLocation: "Ajouter la position",
            .locationExplain: "Votre navigateur demande votre position une seule fois, pour ce souvenir seulement. Elle reste privée, comme le souvenir.",
            .locationDenied: "La position est bloquée pour ce site. Autorisez-la dans les réglages du navigateur.",
            .locationUnavailable: "Impossible de trouver votre position. Réessayez plus tard.",
            .locationFromPhoto: "Utiliser le lieu de la photo", .removeLocation: "Retirer la position",
            .edit: "Modifier", .editTitle: "Modifier le souvenir", .privateLabel: "Privé", .privateHint: "Rien n’est partagé sauf si vous créez vous-même un lien de partage.", .checkField: "Vérifiez le champ {field} : rien n’a été enregistré.", .fieldInvalid: "Cette valeur n’est pas acceptée (vide, trop longue ou hors limites).", .dateInvalid: "Saisissez une date et une heure.", .savedEdit: "Modifications enregistrées.",
            .transcriptCorrect: "Corriger la transcription", .transcriptSave: "Enregistrer la transcription", .transcriptSaved: "Transcription enregistrée.", .spokenLanguage: "Langue", .languageUnknown: "Impossible de déterminer la langue",
            .spokenLanguageLabel: "Langue parlée", .spokenLanguageDetect: "Reconnaître d’après l’enregistrement",
            .dateRange: "Période", .rangeFrom: "Du", .rangeTo: "Au", .rangeApply: "Appliquer",
            .onThisDay: "Ce jour-là", .yearAgo: "Il y a 1 an", .yearsAgo: "Il y a {count} ans",
            .welcomeLabel: "Présentation", .slideLabel: "Diapositive {number} sur {total}", .welcomeNext: "Suivant", .welcomeStart: "Commencer", .welcomeSkip: "Passer", .showWelcome: "Revoir la présentation",
            .welcomePurposeTitle: "Vos journées, gardées", .welcomePurposeBody: "Ajoutez photos, notes vocales, courts textes et chansons sur le moment. Memory Recap les range sur une chronologie et résume chaque mois et chaque année.",
            .welcomePrivacyTitle: "Privé par défaut", .welcomePrivacyBody: "Chaque souvenir n’est visible que par vous. Rien n’est partagé sauf si vous créez vous-même un lien de partage, que vous pouvez désactiver à tout moment.",
            .welcomePermissionsTitle: "Demandé seulement à l’usage", .welcomePermissionsBody: "Le navigateur demande chaque autorisation la première fois que vous en avez besoin, jamais avant :",
            .welcomeCamera: "Appareil photo : pour prendre une photo d’un souvenir.", .welcomeMicrophone: "Micro : pour enregistrer une note vocale.", .welcomeLocation: "Position : pour noter où s’est passé un souvenir, si vous choisissez de l’ajouter.",
            .linkCopied: "Lien copié.", .shareHeader: "Lien de partage", .shareFooter: "Toute personne ayant le lien peut voir ceci jusqu’à son expiration ou sa désactivation. Le lieu n’apparaît que par son nom, jamais par ses coordonnées.", .shareExpiry: "Valable", .expiresDay: "1 jour", .expiresWeek: "7 jours", .expiresMonth: "30 jours", .shareCreate: "Créer le lien", .shareCopy: "Copier le lien", .shareRevoke: "Désactiver le lien", .shareUntil: "Valable jusqu’au {date}",
            .sharedLinksTitle: "Liens partagés", .sharedLinksFooter: "Chaque lien fonctionne jusqu’à son expiration ou jusqu’à ce que vous le désactiviez. Un lien désactivé ne peut pas être réactivé.", .sharedLinksEmpty: "Aucun lien ne partage quoi que ce soit pour le moment. Créez-en un depuis un souvenir ou le récap d’un mois.", .linkTurnedOff: "Lien désactivé.",
            .settingsTitle: "Réglages", .uploadsHeader: "Envois", .wifiOnly: "Envoyer en Wi-Fi uniquement", .wifiOnlyFooter: "Les photos et notes vocales attendent tant que le navigateur signale une connexion cellulaire. Réglage propre à ce navigateur.", .newHeader: "Nouveaux souvenirs", .defaultKind: "Type par défaut", .defaultKindFooter: "La page d’ajout s’ouvre sur ce type. Réglage propre à ce navigateur.", .suiteSettings: "Langue et apparence", .accountSettings: "Compte",
            .tabsLabel: "Sections de Memory Recap", .timelineTitle: "Chronologie", .addTitle: "Ajouter",
            .summaryTab: "Récaps", .loadFailed: "Votre chronologie n’a pas pu être chargée. Réessayez dans un instant.",
            .groupingLabel: "Regrouper par", .groupDay: "Jour", .groupWeek: "Semaine", .groupMonth: "Mois",
            .weekOf: "Semaine du {date}", .noResults: "Aucun résultat. Essayez d’autres mots ou retirez un filtre.",
            .emptyTitle: "Votre chronologie est vide",
            .emptyMessage: "Les photos, notes vocales, textes et chansons que vous ajoutez apparaissent ici, les plus récents en haut.",
            .addFirst: "Ajouter un souvenir", .loadOlder: "Charger plus ancien", .searchLabel: "Rechercher dans les souvenirs",
            .searchPlaceholder: "Rechercher", .searchSubmit: "Rechercher", .filtersLabel: "Filtres",
            .kindPhoto: "Photos", .kindAudio: "Voix", .kindText: "Texte", .kindSong: "Chansons", .tags: "Étiquettes",
            .transcribing: "Transcription…", .outboxLabel: "Pas encore envoyé", .stateWaiting: "En attente",
            .stateSending: "Envoi", .stateSent: "Envoyé", .stateFailed: "Échec", .holdOffline: "En attente de connexion",
            .holdCellular: "En attente du Wi-Fi", .retry: "Réessayer", .cancel: "Annuler",
            .kindLabel: "Type", .titleLabel: "Titre", .textLabel: "Texte",
            .textHint: "Le Markdown fonctionne : **gras**, _italique_, listes et liens.", .tagsLabel: "Étiquettes",
            .tagsHint: "Séparez les étiquettes par des virgules.", .frequentTags: "Vos étiquettes fréquentes", .dateLabel: "Date et heure", .dateHint: "Laissez vide pour maintenant.", .dateFromPhoto: "Utiliser la date de la photo : {date}", .songTitle: "Chanson",
            .songArtist: "Artiste", .songAlbum: "Album", .photoLabel: "Photos",
            .photoHint: "Choisissez une ou plusieurs photos dans votre photothèque.", .takePhoto: "Utiliser l’appareil photo",
            .cameraExplain: "L’appareil photo n’est utilisé que pendant la prise de vue.",
            .cameraDenied: "L’appareil photo est bloqué pour ce site. Autorisez-le dans les réglages du navigateur, ou choisissez une photo.",
            .cameraUnavailable: "Aucun appareil photo ici. Choisissez une photo dans votre photothèque.",
            .shutter: "Prendre la photo", .flip: "Changer d’objectif", .torch: "Lampe", .recordLabel: "Note vocale",
            .recordExplain: "Le micro n’est utilisé que pendant l’enregistrement (60 secondes au plus).",
            .micDenied: "Le micro est bloqué pour ce site. Autorisez-le dans les réglages du navigateur.",
            .micUnavailable: "L’enregistrement n’est pas disponible dans ce navigateur.", .recordToggle: "Enregistrement audio",
            .discard: "Supprimer", .save: "Enregistrer", .savedOffline: "Enregistré. L’envoi se fera une fois en ligne.",
            .entryTitle: "Souvenir", .back: "Chronologie", .delete: "Supprimer", .deleteConfirm: "Supprimer ce souvenir ?",
            .deleted: "Souvenir supprimé.", .undo: "Annuler", .restored: "Souvenir restauré.", .transcript: "Transcription", .place: "Lieu", .openInMaps: "Ouvrir dans Plans",
            .mood: "Humeur", .summaryTitle: "{period}", .yearTitle: "{year}", .totals: "Totaux",
            .perDay: "Entrées par jour", .perMonth: "Entrées par mois", .yearHeatmap: "L’année en entrées",
            .mostActive: "Jours les plus actifs", .longestStreak: "Plus longue série", .streakDaysOne: "{count} jour d’affilée", .streakDaysOther: "{count} jours d’affilée",
            .topTags: "Étiquettes", .topWords: "Mots", .music: "Musique", .topArtists: "Artistes les plus écoutés",
            .previousPeriod: "Précédent", .nextPeriod: "Suivant", .wholeYear: "Toute l’année",
            .nothingThisPeriod: "Rien n’a été ajouté sur cette période.", .entriesLabel: "Entrées", .dayLabel: "Jour",
            .needPhoto: "Ajoutez au moins une photo.", .needRecording: "Enregistrez d’abord votre voix.",
            .rangeBackwards: "La date de fin précède la date de début.", .rangeBadDate: "Saisissez des dates comme 2025-11-23.",
        ])

    static func grouping(_ grouping: TimelinePage.Grouping) -> MemoryWebText {
        switch grouping {
        case .day: .groupDay
        case .week: .groupWeek
        case .month: .groupMonth
        }
    }

    static func kindFilter(_ kind: TimelinePage.KindFilter) -> MemoryWebText {
        switch kind {
        case .photo: .kindPhoto
        case .audio: .kindAudio
        case .text: .kindText
        case .song: .kindSong
        }
    }
}
