import Foundation
import Localization
import Observation

/// Sign-in and sign-up (docs/apps/memory.md#accounts-and-sessions): fields checked as the person types, the server's
/// refusals shown on the field they concern, and why the last session ended.
@MainActor @Observable
public final class SignInViewModel {
    public enum Mode: Equatable, Sendable { case signIn, register }

    public var mode: Mode = .signIn
    public var email = ""
    public var password = ""
    public private(set) var emailError: String?
    public private(set) var passwordError: String?
    /// A problem with the whole form (wrong credentials, too many tries, no connection).
    public private(set) var formError: String?
    /// Why the person sees this screen again (session ended, or ended for safety), and what waits.
    public private(set) var notice: String?
    public private(set) var isBusy = false
    public private(set) var isSignedIn = false
    private let session: Session
    private let outbox: Outbox?
    private let language: Localization.Language

    public init(session: Session, outbox: Outbox? = nil, language: Localization.Language) {
        self.session = session
        self.outbox = outbox
        self.language = language
    }

    public var title: String { (mode == .signIn ? ClientText.signInTitle : .registerTitle).text(language) }

    /// Explains a session the server ended, and how many entries wait for this device's account.
    public func load() async {
        var lines: [String] = []
        switch await session.status {
        case .signedIn: isSignedIn = true
        case .signedOut(let reason): if let message = reason?.message(in: language) { lines.append(message) }
        }
        if let held = await outbox?.snapshot().heldForOtherAccounts, held > 0 {
            lines.append(PluralKey(one: ClientText.heldEntriesOne, other: .heldEntriesOther).text(count: held, language))
        }
        notice = lines.isEmpty ? nil : lines.joined(separator: " ")
    }

    /// True when the fields are worth sending (the server checks again).
    public var canSubmit: Bool { !isBusy && !email.isEmpty && !password.isEmpty }

    /// Checks the fields, then signs in or creates the account.
    public func submit() async {
        guard validate() else { return }
        isBusy = true
        formError = nil
        defer { isBusy = false }
        let address = email.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            switch mode {
            case .signIn: _ = try await session.signIn(email: address, password: password)
            case .register: _ = try await session.register(email: address, password: password)
            }
            password = ""
            notice = nil
            isSignedIn = true
            await outbox?.poke()
        } catch let refusal as SignInRefusal {
            show(refusal)
        } catch {
            formError = ClientText.serverUnreachable.text(language)
        }
    }

    /// The same rules the server applies (RFC-shaped address, 8–128 characters to register).
    @discardableResult
    public func validate() -> Bool {
        let address = email.trimmingCharacters(in: .whitespacesAndNewlines)
        emailError = Self.isPlausibleEmail(address) ? nil : ClientText.emailInvalid.text(language)
        switch (mode, password.count) {
        case (_, 0): passwordError = ClientText.passwordRequired.text(language)
        case (.register, ..<8): passwordError = ClientText.passwordTooShort.text(language)
        case (_, 129...): passwordError = ClientText.passwordTooLong.text(language)
        default: passwordError = nil
        }
        return emailError == nil && passwordError == nil
    }

    private func show(_ refusal: SignInRefusal) {
        let problem = refusal.problem
        switch problem.code {
        case "invalid_credentials": formError = ClientText.invalidCredentials.text(language)
        case "email_taken": emailError = ClientText.emailTaken.text(language)
        case "invalid_email": emailError = ClientText.emailInvalid.text(language)
        case "password_length", "password_common": passwordError = problem.message
        case "rate_limited":
            let minutes = max(1, ((refusal.retryAfterSeconds ?? 60) + 59) / 60)
            formError = ClientText.rateLimited.text(language, ["minutes": String(minutes)])
        default: formError = problem.message
        }
    }

    static func isPlausibleEmail(_ address: String) -> Bool {
        guard address.count <= 254, !address.contains(where: \.isWhitespace) else { return false }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1]
        return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
    }
}
