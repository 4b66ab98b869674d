import Localization

/// Every word of the Disposable web app (the organizer's pages and the guest flow). Short,
/// plain sentences: an older guest must manage alone (docs/apps/disposable.md). Turkish in the formal register.
enum DisposableText: String, LocalizedKey {
    // Organizer: events
    case myEvents, createEvent, noEventsTitle, noEventsMessage, ongoing, past, endsOn, deletedInDaysOne, deletedInDaysOther
    case eventName, organizerName, organizerNameHint, duration, hours6, day1, days3, days8
    case revealAtLabel, revealAtHint, revealAtPast, revealAtTooLate, revealAtUnreadable
    case shotsPerPerson, shotsHint, reveal, revealNow, revealLater, consent, consentTerms, create
    // Organizer: one event
    case inviteGuests, inviteHint, shortCode, joinLink, share, copyLink, linkCopied, downloadQR, printCard
    case shareMessage, takePhotos, seeGallery, photos, guests, uploadsPerHour, hour, event, settings, shotsEachSetting, endsAt, revealsAt
    // Guest: invitation and joining
    case invitedBy, shotsEachOne, shotsEachOther, appearNow, appearLater, noAppNeeded, yourName, yourNameHint
    case join, eventEnded, nameRequired, consentRequired, alreadyJoined
    // Guest: camera
    case camera, gallery, shotsLeftOne, shotsLeftOther, noShotsLeft, cameraExplain, cameraStart, cameraDenied
    case cameraUnavailable, fromLibrary, shutter, flip, flash, offline, queueTitle
    case stateWaiting, stateSending, stateSent, stateFailed, retry
    // Guest: galleries
    case downloadAll, select, cancel, selectedOne, selectedOther, downloadZip, selectionLimitOne, selectionLimitOther
    case everyone, mine, sealed, emptyGallery, emptyMine, noScript, close, download, delete, deleteConfirm, hide, show
    // Guest: settings and help
    case changeName, nameChanged, languageAndTheme, yourData, exportData, exportFooter, organizerDataNote
    case leaveEvent, leaveFooter, leftEvent, deleteMyData, deleteMyDataExplain, typeToConfirm, confirmationWrong
    case deleteWord, dataDeleted, helpTitle, guideTitle, guideScan, guideName, guideShoot, guideSee, faqTitle
    case faqHowQ, faqHowA, faqLimitQ, faqLimitA, faqAppQ, faqAppA, faqWhoQ, faqWhoA, faqKeptQ, faqKeptA
    case faqDeleteQ, faqDeleteA, contactTitle, contactWrite, contactOrganizer
    // The venue wall
    case openWall, sealedWall, wallEmpty, photoBy
    // The organizer's live activity
    case shotsUsedOf, organizerTag
    // Joining with a code
    case joinWithCode, codeLabel, codeHint, codeUnknown, next
    // The printed card
    case scanToJoin, orTypeCode, cardNoApp
    // Terms
    case termsTitle, termsBody
    // Deleting an event
    case deleteEvent, deleteEventExplain, deleteEventWrong, eventDeleted
    /// The days of a reveal countdown ("{d} d" before "04:12:09").
    case countdownDays
    case printAction
    // The create form's problems, each field's own
    case eventNameRequired, shotsOutOfRange, checkFields
    // Leaving, and coming back on the same device
    case leaveQuestion, leaveMessage, welcomeBack, welcomeBackMessage, continueAs
    // An event that no longer exists (deleted, or never did)
    case eventGoneTitle, eventGone
    // The library picker and refused uploads
    case libraryPartial, notAPhoto, refusedNotPhoto, refusedTooLarge, refusedOther, remove
    // Deleting one photo; a moderated photo's badge
    case deletePhotoMessage, hiddenBadge
    // Issue 38: galleries that page as one scrolls, select all, everyone's download all
    case photoCountOne, photoCountOther, selectAll, deselectAll, loadingMore
    // Issue 35: the notifications (Web Push)
    case pushRevealedTitle, pushRevealedBody, pushEndingTitle, pushEndingBody
    // Issue 35: a guest without an account asks to hear of the reveal (RevealNotifyControl)
    case notifyReveal, notifyRevealOn, notifyRevealStop, notifyRevealFailed, notifyRevealUnsupported

    // The privacy notice (/disposable/privacy) and its FAQ answer; texts in DisposableText+Privacy.swift
    case privacyTitle, privacyIntro, privacyWhoTitle, privacyWhoBody, privacyWhatTitle, privacyWhatGuest
    case privacyWhatLocation, privacyWhatOrganizer, privacyWhatAddress, privacyWhatDevice, privacySeeTitle, privacySeeGuests
    case privacySeeOrganizer, privacySeeWall, privacyKeptTitle, privacyKeptBody, privacyRightsTitle
    case privacyRightsBody, privacyRightsMore, privacyContact, faqOrganizerQ, faqOrganizerA

    // A join limit's refusal (JoinRefusedPage)
    case joinPausedTitle, codesPaused, useLinkInstead, eventBusy, tryAgain

    // MARK: Issue 38: events set up ahead, one screen per state, recovery links (strings in DisposableText+States.swift)
    // Setting up ahead (startsAt)
    case startsAtLabel, startsAtHint, startsAtOutOfRange, startsAtUnreadable, upcoming, startsOn
    // Each state's own screen: scheduled, roll used, ended (and when it is deleted)
    case notOpenTitle, opensOn, rollUsedTitle, endedTitle, endedMessage, endedOn, deletesOn
    case scheduledOrganizer, endedOrganizer, wallStartsIn, wallEnded, printAddress
    // Recovery links: the same guest on any device
    case recoveryTitle, recoveryExplain, recoveryShow, recoveryScreenshot, recoveryKeep, recoveryAgain
    case recoveryRestoreTitle, recoveryRestoreMessage, recoveryUnknown, joinedTwiceTag
    /// A number of days on its own ("8 days"), for the retention in the terms and the help.
    case daysOne, daysOther

    static let shotsEach = PluralKey<DisposableText>(one: .shotsEachOne, other: .shotsEachOther)
    static let shotsLeft = PluralKey<DisposableText>(one: .shotsLeftOne, other: .shotsLeftOther)
    static let deletedInDays = PluralKey<DisposableText>(one: .deletedInDaysOne, other: .deletedInDaysOther)
    static let days = PluralKey<DisposableText>(one: .daysOne, other: .daysOther)
    static let selectionLimit = PluralKey<DisposableText>(one: .selectionLimitOne, other: .selectionLimitOther)
    /// The "other" forms: a test fills every other string with 1 and finds no plural noun.
    static let pluralOtherForms: Set<DisposableText> = [
        .shotsEachOther, .shotsLeftOther, .deletedInDaysOther, .selectedOther, .daysOther, .selectionLimitOther,
        .photoCountOther,
    ]

    static let strings = StringTable<DisposableText>(
        en: DisposableText.english.merging(DisposableText.englishPrivacy) { kept, _ in kept }
            .merging(DisposableText.englishStates) { kept, _ in kept },
        tr: DisposableText.turkish.merging(DisposableText.turkishPrivacy) { kept, _ in kept }
            .merging(DisposableText.turkishStates) { kept, _ in kept },
        fr: DisposableText.french.merging(DisposableText.frenchPrivacy) { kept, _ in kept }
            .merging(DisposableText.frenchStates) { kept, _ in kept })
}
