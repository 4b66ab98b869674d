import Foundation

/// Where a device keeps its participant tokens, one per joined event (the Keychain on iOS; the
/// App Clip's own keychain group hands them to the full app when it is installed).
public protocol ParticipantTokenStore: Sendable {
    func save(_ token: String, eventId: UUID) throws
    func token(eventId: UUID) -> String?
    func remove(eventId: UUID)
}

/// A `ParticipantTokenStore` in memory (tests, previews, the Linux build).
public final class InMemoryTokenStore: ParticipantTokenStore, @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: [UUID: String] = [:]

    public init() {}

    public func save(_ token: String, eventId: UUID) { lock.withLock { tokens[eventId] = token } }
    public func token(eventId: UUID) -> String? { lock.withLock { tokens[eventId] } }
    public func remove(eventId: UUID) { lock.withLock { _ = tokens.removeValue(forKey: eventId) } }
}
