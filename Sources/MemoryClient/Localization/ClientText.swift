import Localization

/// Every sentence the client core shows (view models, reminders, outbox states), in the
/// suite's three languages. `{name}` placeholders are filled by the caller.
public enum ClientText: String, LocalizedKey {
    // Onboarding: purpose, privacy, permissions, and each permission's reason (docs/apps/memory.md#onboarding)
    case onboardingPurposeTitle, onboardingPurposeBody, onboardingPrivacyTitle, onboardingPrivacyBody
    case onboardingPermissionsTitle, onboardingPermissionsBody, onboardingNext, onboardingStart
    case permissionCamera, permissionMicrophone, permissionPhotos, permissionLocation, permissionNotifications
    // Sign-in
    case signInTitle, registerTitle, emailInvalid, passwordRequired, passwordTooShort, passwordTooLong
    case invalidCredentials, emailTaken, rateLimited, serverUnreachable, sessionEnded, sessionReused
    case heldEntriesOne, heldEntriesOther
    // Timeline
    case scopeDay, scopeWeek, scopeMonth, today, yesterday
    case emptyDay, emptyWeek, emptyMonth, emptySearch, offlineStoredPage, offlineRecentEntries, timelineLoadFailed
    case syncWaiting, syncSending, syncSendingPercent, syncFailed, pendingDelete
    // Entries
    case kindPhoto, kindAudio, kindText, kindSong, savedOffline, entryNotFound, fileMissing, exifDateSuggestion
    case exifPlaceSuggestion
    // Summaries
    case summaryEmpty, summaryLoadFailed, summaryOffline
    // Outbox
    case outboxEmpty, outboxOffline, outboxWaitingForWiFi, outboxServerUnreachable, outboxSignedOut
    case outboxItemGone, outboxNotCancellable, outboxCannotUndoDelete, outboxNotFailed, actionFailed
    // Reminders
    case reminderTitle, reminderPromptPhoto, reminderPromptWords, reminderPromptVoice

    public static let strings = StringTable<Self>(en: english, tr: turkish, fr: french)
}
