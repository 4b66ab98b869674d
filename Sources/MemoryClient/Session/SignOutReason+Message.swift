import Localization

extension SignOutReason {
    /// What to tell the person about a session the server ended (nil when they signed out
    /// themselves): a reused refresh token is named as such, so they know to look for whoever
    /// copied it; anything else (expired, revoked, account gone) asks them to sign in again.
    public func message(in language: Localization.Language) -> String? {
        switch self {
        case .userRequested: nil
        case .ended: (isReuseDetected ? ClientText.sessionReused : .sessionEnded).text(language)
        }
    }
}
