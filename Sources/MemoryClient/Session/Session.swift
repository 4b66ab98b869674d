import AccountsAPI
import Foundation

/// Whether a person is signed in on this device.
public enum SessionStatus: Equatable, Sendable {
    /// Signed out; `reason` says why when the server ended the session (nil on a fresh device).
    case signedOut(SignOutReason?)
    case signedIn(email: String, accountID: String)
}

/// Why a session ended.
public enum SignOutReason: Equatable, Sendable {
    /// The person signed out.
    case userRequested
    /// The server refused the session: a refresh answered 401 (`refresh_token_reused` when
    /// someone else presented this device's refresh token, `refresh_token_invalid` when it
    /// expired or was revoked), or a call failed again with a freshly renewed token.
    case ended(code: String)

    /// True when the server saw the refresh token used twice: a copy of it is elsewhere.
    public var isReuseDetected: Bool { self == .ended(code: "refresh_token_reused") }
}

/// Thrown by any authenticated call made while no session is left.
public enum SessionError: Error, Equatable, Sendable {
    case signedOut(SignOutReason?)
}

/// The device's session: the token pair, kept in a `TokenStore`, and its renewal
/// (docs/apps/memory.md#accounts-and-sessions).
///
/// When calls fail with 401, exactly one refresh is in flight however many fail at once: the
/// first caller starts it, the others await the same task, and a caller whose rejected token is
/// already replaced gets the new one without asking the server. The rotated refresh token is
/// stored before the new access token is handed out, so the device never presents a spent one.
/// A refused refresh ends the session and runs the end handlers (which clear local data).
public actor Session {
    private let store: any TokenStore
    private let gateway: AccountsGateway
    private var tokens: SessionTokens?
    private var lastReason: SignOutReason?
    private var renewal: Task<String, any Error>?
    private var endHandlers: [@Sendable (SessionTokens, SignOutReason) async -> Void] = []
    private var observers: [UUID: AsyncStream<SessionStatus>.Continuation] = [:]

    /// `accounts` must be an unauthenticated client of the accounts contract.
    public init(store: any TokenStore, accounts: AccountsAPI.Client) {
        self.store = store
        self.gateway = AccountsGateway(client: accounts)
        self.tokens = try? store.load()
    }

    public var status: SessionStatus {
        guard let tokens else { return .signedOut(lastReason) }
        return .signedIn(email: tokens.email, accountID: tokens.accountID)
    }

    /// The signed-in account's id, nil when signed out.
    public var accountID: String? { tokens?.accountID }

    /// The current refresh token (sign-out sends it so the server ends this device's family).
    var refreshToken: String? { tokens?.refreshToken }

    /// The access token to send now, nil when signed out.
    func accessToken() -> String? { tokens?.accessToken }

    var signOutReason: SignOutReason? { lastReason }

    /// Signs in with email and password.
    public func signIn(email: String, password: String) async throws -> SessionStatus {
        try await begin(email: email, answer: gateway.login(email: email, password: password))
    }

    /// Creates an account and signs in.
    public func register(email: String, password: String) async throws -> SessionStatus {
        try await begin(email: email, answer: gateway.register(email: email, password: password))
    }

    private func begin(email: String, answer: AccountsGateway.Answer) throws -> SessionStatus {
        switch answer {
        case .refused(let problem, let retryAfter):
            throw SignInRefusal(problem: problem, retryAfterSeconds: retryAfter)
        case .tokens(let access, let refresh):
            guard let account = SessionTokens.accountID(fromAccessToken: access) else {
                throw SignInRefusal(problem: .bare(502), retryAfterSeconds: nil)
            }
            let next = SessionTokens(accessToken: access, refreshToken: refresh, email: email, accountID: account)
            try store.save(next)
            tokens = next
            lastReason = nil
            broadcast()
            return status
        }
    }

    /// A valid access token after the server refused `rejected` (single flight).
    func renewedAccessToken(replacing rejected: String) async throws -> String {
        guard let current = tokens else { throw SessionError.signedOut(lastReason) }
        if current.accessToken != rejected { return current.accessToken }
        if let renewal { return try await renewal.value }
        let task = Task { try await self.renew(current) }
        renewal = task
        defer { renewal = nil }
        return try await task.value
    }

    private func renew(_ current: SessionTokens) async throws -> String {
        // A transport failure throws from here: the session stays, the call fails as offline.
        let answer = try await gateway.refresh(current.refreshToken)
        guard let now = tokens, now.refreshToken == current.refreshToken else {
            // Signed out (or in again) while the refresh ran: its answer belongs to nobody.
            guard let now = tokens else { throw SessionError.signedOut(lastReason) }
            return now.accessToken
        }
        switch answer {
        case .tokens(let access, let refresh):
            var next = now
            next.accessToken = access
            next.refreshToken = refresh
            // Kept in memory even if the store fails, so this process never presents the spent token.
            tokens = next
            try? store.save(next)
            return access
        case .refused(let problem, _) where problem.status == 401 || problem.status == 400:
            await end(.ended(code: problem.code))
            throw SessionError.signedOut(lastReason)
        case .refused(let problem, _):
            throw problem  // busy or rate limited: the session stands, the call fails for now
        }
    }

    /// Ends the session: forgets the tokens and runs every end handler (local data goes).
    public func end(_ reason: SignOutReason) async {
        guard let ended = tokens else { return }
        tokens = nil
        lastReason = reason
        try? store.clear()
        for handler in endHandlers { await handler(ended, reason) }
        broadcast()
    }

    /// Runs `handler` whenever a session ends, with the tokens it had (whose data to clear).
    public func onEnd(_ handler: @escaping @Sendable (SessionTokens, SignOutReason) async -> Void) {
        endHandlers.append(handler)
    }

    /// The status now and after every change.
    public func updates() -> AsyncStream<SessionStatus> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: SessionStatus.self, bufferingPolicy: .bufferingNewest(1))
        observers[id] = continuation
        continuation.yield(status)
        continuation.onTermination = { _ in Task { await self.removeObserver(id) } }
        return stream
    }

    private func removeObserver(_ id: UUID) { observers[id] = nil }

    private func broadcast() {
        let status = status
        for observer in observers.values { observer.yield(status) }
    }
}

/// Sign-in or sign-up refused by the server (`invalid_credentials`, `email_taken`,
/// `password_common`, `rate_limited` with the seconds to wait, …).
public struct SignInRefusal: Error, Equatable, Sendable {
    public let problem: ServerProblem
    public let retryAfterSeconds: Int?
}
