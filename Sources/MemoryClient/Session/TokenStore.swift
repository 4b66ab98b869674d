import Foundation

/// Where a device keeps its session, in secure storage: the Keychain on Apple platforms
/// (`KeychainTokenStore`), a file only its owner can read elsewhere (`FileTokenStore`)
/// (docs/apps/memory.md#accounts-and-sessions).
public protocol TokenStore: Sendable {
    func load() throws -> SessionTokens?
    /// Replaces what is stored. Called with the rotated pair before it is used, so a crash can
    /// never leave the device holding a spent refresh token it would present again.
    func save(_ tokens: SessionTokens) throws
    func clear() throws
}

/// A `TokenStore` in memory (tests, previews).
public final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: SessionTokens?

    public init(_ tokens: SessionTokens? = nil) {
        self.tokens = tokens
    }

    public func load() -> SessionTokens? { lock.withLock { tokens } }
    public func save(_ tokens: SessionTokens) { lock.withLock { self.tokens = tokens } }
    public func clear() { lock.withLock { tokens = nil } }
}
