import Localization

/// The texts of the suite's own pages and shell: navigation, launcher, settings, accounts and
/// errors. Apps keep their texts in their kits' tables. Turkish uses the formal "siz" throughout.
///
/// `error.<code>` keys translate an error's stable code (`AppError.code`) for pages and
/// problem+json alike.
public enum SuiteText: String, LocalizedKey {
    case suiteName = "suite.name"
    case skipToContent = "page.skip", pullToRefresh = "page.pullToRefresh"
    case navBack = "nav.back", navApps = "nav.apps", navAccount = "nav.account", navSettings = "nav.settings"
    case launcherTitle = "launcher.title", launcherSubtitle = "launcher.subtitle"
    case unavailableTitle = "unavailable.title", unavailableBody = "unavailable.body", unavailableBack = "unavailable.back"
    case registerTitle = "account.register.title", loginTitle = "account.login.title"
    case email = "account.email", password = "account.password", newPassword = "account.password.new"
    case currentPassword = "account.password.current", passwordHint = "account.password.hint"
    case registerSubmit = "account.register.submit", loginSubmit = "account.login.submit"
    case registerPrompt = "account.register.prompt", loginPrompt = "account.login.prompt"
    case signOut = "account.logout", signedInAs = "account.signedInAs"
    case changePassword = "account.password.change", passwordChanged = "account.password.changed"
    case deleteAccount = "account.delete", deleteAccountWarning = "account.delete.warning"
    case accountDeleted = "account.delete.done", welcome = "account.welcome"
    case settingsTitle = "settings.title", settingsLanguage = "settings.language", settingsTheme = "settings.theme"
    case themeSystem = "settings.theme.system", themeLight = "settings.theme.light", themeDark = "settings.theme.dark"
    case settingsApply = "settings.apply", settingsSaved = "settings.saved"
    case cancel = "action.cancel"
    case linkResetQuestion = "link.reset.question", linkResetMessage = "link.reset.message"
    case errorTitle = "error.title", notFoundTitle = "error.notFound.title", errorBack = "error.back"
    case errorBackToApp = "error.backToApp", errorBadParameter = "error.bad_parameter"
    case errorNotFound = "error.not_found", errorInternal = "error.internal_error"
    case errorUnauthorized = "error.unauthorized", errorInvalidCredentials = "error.invalid_credentials"
    case errorEmailTaken = "error.email_taken", errorInvalidEmail = "error.invalid_email"
    case errorPasswordLength = "error.password_length", errorPasswordCommon = "error.password_common"
    case errorPasswordWrong = "error.password_wrong", errorRateLimited = "error.rate_limited"
    case errorCSRF = "error.csrf_failed", errorRefreshTokenInvalid = "error.refresh_token_invalid"
    case errorRefreshTokenReused = "error.refresh_token_reused", errorTokenExpired = "error.token_expired"
    case errorServiceBusy = "error.service_busy"
    case errorMalformedBody = "error.malformed_body", errorMissingField = "error.missing_field"
    case errorBadRequest = "error.http.bad_request", errorForbidden = "error.http.forbidden"
    case errorMethodNotAllowed = "error.http.method_not_allowed", errorPayloadTooLarge = "error.http.payload_too_large"
    case errorUnsupportedMediaType = "error.http.unsupported_media_type"

    // Password reset: the pages and the mail.
    case forgotLink = "account.forgot.link", forgotTitle = "account.forgot.title", forgotIntro = "account.forgot.intro"
    case forgotSubmit = "account.forgot.submit", forgotSentTitle = "account.forgot.sent.title"
    case forgotSentBody = "account.forgot.sent.body", forgotMailNotConfigured = "account.forgot.notConfigured"
    case forgotBackToSignIn = "account.forgot.back"
    case resetTitle = "account.reset.title", resetSubmit = "account.reset.submit", resetDone = "account.reset.done"
    case resetInvalidTitle = "account.reset.invalid.title", resetInvalidBody = "account.reset.invalid.body"
    case resetAskAgain = "account.reset.invalid.again"
    case resetMailSubject = "mail.reset.subject", resetMailBody = "mail.reset.body"

    // Web Push: the Settings section and the test notification.
    case pushTitle = "push.title", pushIntro = "push.intro", pushEnable = "push.enable", pushDisable = "push.disable"
    case pushEnabledHere = "push.enabledHere", pushTest = "push.test", pushTestSent = "push.test.sent"
    case pushTestNoDevices = "push.test.noDevices", pushTestTitle = "push.test.title", pushTestBody = "push.test.body"
    case pushDevices = "push.devices", pushNoDevices = "push.devices.none", pushRemove = "push.remove"
    case pushSaveSwitches = "push.switches.save", pushSwitchesSaved = "push.switches.saved", pushRemoved = "push.removed"
    case pushAppSleep = "push.app.sleep", pushAppMemory = "push.app.memory", pushAppLaunches = "push.app.launches"
    case pushAppDisposable = "push.app.disposable"
    case pushIOSHomeScreen = "push.ios.homeScreen", pushDenied = "push.denied", pushUnsupported = "push.unsupported"
    case pushNeedsScript = "push.noscript", pushFailed = "push.failed"

    // Settings → About: the version, and "Send feedback" (its page, refusals and the operator's mail).
    case aboutTitle = "about.title", aboutVersion = "about.version", feedbackLink = "feedback.link"
    case feedbackTitle = "feedback.title", feedbackIntro = "feedback.intro", feedbackTopic = "feedback.topic"
    case feedbackTopicSuite = "feedback.topic.suite", feedbackKind = "feedback.kind"
    case feedbackProblem = "feedback.kind.problem", feedbackIdea = "feedback.kind.idea"
    case feedbackMessage = "feedback.message", feedbackMessageHint = "feedback.message.hint"
    case feedbackMayReply = "feedback.mayReply", feedbackReplyTo = "feedback.replyTo"
    case feedbackReplyToHint = "feedback.replyTo.hint", feedbackSubmit = "feedback.submit"
    case feedbackSentTitle = "feedback.sent.title", feedbackSentBody = "feedback.sent.body", feedbackBack = "feedback.back"
    case feedbackEmpty = "feedback.empty", feedbackTooLong = "feedback.tooLong"
    case feedbackMailSubject = "mail.feedback.subject"

    public static let strings = StringTable<SuiteText>(en: english, tr: turkish, fr: french)

    /// The translation of an error code (`not_found`), or nil when the suite has none.
    public static func error(code: String) -> SuiteText? {
        SuiteText(rawValue: "error.\(code)")
    }

    /// The translation of an HTTP framework error's code, which has its own wording.
    public static func httpError(code: String) -> SuiteText? {
        SuiteText(rawValue: "error.http.\(code)")
    }
}
