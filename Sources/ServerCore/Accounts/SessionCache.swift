import Fluent
import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// What a signed-in request reads before its page: the session's data and the account it names,
/// kept for a few seconds so a page view does not read both again on every request.
///
/// Correctness comes before speed, so every change this process makes ends a cached copy at once:
/// - a session written by this process replaces its cached data once the write is stored;
/// - a session deleted (signing out, rotation on sign-in) is not cached again for `lifetime`, so a
///   request that read it just before the delete cannot put it back;
/// - an account updated or deleted (password change, deletion: `AccountCacheInvalidation`) is
///   likewise read from the database for the next `lifetime`, which outlasts the transaction that
///   changed it.
/// Another process changing the database is not seen for up to `lifetime`: run a second server
/// process with the cache off (`SESSION_CACHE_SECONDS=0`).
public final class SessionCache: Sendable {
    let lifetime: TimeAmount
    /// Beyond this many entries, expired ones are dropped; if all are fresh, everything is.
    private let capacity: Int

    private struct Entry<Value: Sendable>: Sendable {
        var value: Value
        var expires: NIODeadline
    }

    /// An account as stored: the cache hands out a new `User` each time, so a request that
    /// changes its copy (a password change that then fails) changes nothing for anyone else.
    private struct AccountSnapshot: Sendable {
        var id: UUID
        var email: String
        var passwordHash: String
        var createdAt: Date?
        var updatedAt: Date?

        init(_ user: User, id: UUID) {
            self.id = id
            email = user.email
            passwordHash = user.passwordHash
            createdAt = user.createdAt
            updatedAt = user.updatedAt
        }

        func makeUser() -> User {
            let user = User(id: id, email: email, passwordHash: passwordHash)
            user.createdAt = createdAt
            user.updatedAt = updatedAt
            user.$id.exists = true
            return user
        }
    }

    private struct State: Sendable {
        var sessions: [String: Entry<SessionData>] = [:]
        var accounts: [UUID: Entry<AccountSnapshot>] = [:]
        /// Sessions and accounts changed lately: not cached until the deadline.
        var sessionsChanged: [String: NIODeadline] = [:]
        var accountsChanged: [UUID: NIODeadline] = [:]
    }

    private let state = NIOLockedValueBox(State())

    public init(lifetime: TimeAmount, capacity: Int = 20_000) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    // MARK: Sessions

    func session(_ id: SessionID) -> SessionData? {
        let now = NIODeadline.now()
        return state.withLockedValue { state in
            guard let entry = state.sessions[id.string], entry.expires > now else { return nil }
            return entry.value
        }
    }

    /// A session read from the database: kept unless it changed meanwhile or a newer copy is here.
    func sessionRead(_ id: SessionID, _ data: SessionData) {
        let now = NIODeadline.now()
        state.withLockedValue { state in
            guard !Self.recentlyChanged(id.string, in: &state.sessionsChanged, now: now),
                  state.sessions[id.string].map({ $0.expires <= now }) ?? true
            else { return }
            state.sessions[id.string] = Entry(value: data, expires: now + lifetime)
            Self.trim(&state.sessions, capacity: capacity, now: now)
        }
    }

    /// A session this process stored: the cached copy is now this one.
    func sessionWritten(_ id: SessionID, _ data: SessionData) {
        let now = NIODeadline.now()
        state.withLockedValue { state in
            guard !Self.recentlyChanged(id.string, in: &state.sessionsChanged, now: now) else { return }
            state.sessions[id.string] = Entry(value: data, expires: now + lifetime)
            Self.trim(&state.sessions, capacity: capacity, now: now)
        }
    }

    func sessionDeleted(_ id: SessionID) {
        let until = NIODeadline.now() + lifetime
        state.withLockedValue { state in
            state.sessions[id.string] = nil
            state.sessionsChanged[id.string] = until
            Self.trim(&state.sessionsChanged, capacity: capacity, now: .now())
        }
    }

    // MARK: Accounts

    /// The account with this id when a fresh copy is cached (nothing is read).
    func cachedAccount(_ id: UUID) -> User? {
        let now = NIODeadline.now()
        let cached = state.withLockedValue { state -> AccountSnapshot? in
            guard let entry = state.accounts[id], entry.expires > now else { return nil }
            return entry.value
        }
        return cached?.makeUser()
    }

    /// The account with this id: from the cache, else read by `load` and kept.
    func account(_ id: UUID, load: () async throws -> User?) async throws -> User? {
        if let cached = cachedAccount(id) { return cached }
        guard let user = try await load() else { return nil }
        let snapshot = AccountSnapshot(user, id: id)
        let stored = NIODeadline.now()
        state.withLockedValue { state in
            guard !Self.recentlyChanged(id, in: &state.accountsChanged, now: stored) else { return }
            state.accounts[id] = Entry(value: snapshot, expires: stored + lifetime)
            Self.trim(&state.accounts, capacity: capacity, now: stored)
        }
        return user
    }

    /// The account changed or is gone: read it from the database for the next `lifetime`.
    func accountChanged(_ id: UUID) {
        let until = NIODeadline.now() + lifetime
        state.withLockedValue { state in
            state.accounts[id] = nil
            state.accountsChanged[id] = until
            Self.trim(&state.accountsChanged, capacity: capacity, now: .now())
        }
    }

    // MARK: Bookkeeping

    private static func recentlyChanged<Key>(_ key: Key, in changed: inout [Key: NIODeadline], now: NIODeadline) -> Bool {
        guard let until = changed[key] else { return false }
        if until > now { return true }
        changed[key] = nil
        return false
    }

    private static func trim<Key, Value>(_ entries: inout [Key: Entry<Value>], capacity: Int, now: NIODeadline) {
        guard entries.count > capacity else { return }
        entries = entries.filter { $0.value.expires > now }
        if entries.count > capacity { entries.removeAll(keepingCapacity: true) }
    }

    private static func trim<Key>(_ deadlines: inout [Key: NIODeadline], capacity: Int, now: NIODeadline) {
        guard deadlines.count > capacity else { return }
        // Only expired marks go: a fresh one still keeps a stale copy out. What is left is what
        // changed within one lifetime, so this stays bounded by the rate of changes.
        deadlines = deadlines.filter { $0.value > now }
    }
}

/// Ends the cached copy of an account whenever the account is saved or deleted through Fluent.
struct AccountCacheInvalidation: AsyncModelMiddleware {
    let cache: SessionCache

    func update(model: User, on db: any Database, next: any AnyAsyncModelResponder) async throws {
        if let id = model.id { cache.accountChanged(id) }
        try await next.update(model, on: db)
    }

    func delete(model: User, force: Bool, on db: any Database, next: any AnyAsyncModelResponder) async throws {
        if let id = model.id { cache.accountChanged(id) }
        try await next.delete(model, force: force, on: db)
    }
}

extension Application {
    private struct SessionCacheKey: StorageKey { typealias Value = SessionCache }

    /// The session and account cache; nil when `SESSION_CACHE_SECONDS` is 0.
    public internal(set) var sessionCache: SessionCache? {
        get { storage[SessionCacheKey.self] }
        set { storage[SessionCacheKey.self] = newValue }
    }
}
