import Foundation

/// The network the device is on now, as far as uploads care.
public enum NetworkPath: Equatable, Sendable {
    case offline
    /// Wi-Fi or wired: free to use.
    case unmetered
    /// Cellular or a personal hotspot: costs the person data.
    case metered
}

/// Tells the outbox about the network (NWPathMonitor on iOS; `AssumedOnline` where the system
/// offers nothing, which lets failed connections speak for themselves).
public protocol Reachability: Sendable {
    func currentPath() async -> NetworkPath
    /// The path after every change; the outbox wakes up when it becomes usable.
    func paths() async -> AsyncStream<NetworkPath>
}

/// A `Reachability` that always answers `unmetered`.
public struct AssumedOnline: Reachability {
    public init() {}
    public func currentPath() async -> NetworkPath { .unmetered }
    public func paths() async -> AsyncStream<NetworkPath> { AsyncStream { $0.yield(.unmetered) } }
}

/// When uploads may use the network (the "upload on Wi-Fi only" setting: docs/apps/memory.md#settings).
public struct UploadPolicy: Equatable, Sendable {
    public var wifiOnly: Bool

    public init(wifiOnly: Bool = false) {
        self.wifiOnly = wifiOnly
    }

    /// Why `path` may not be used now, nil when it may.
    public func hold(on path: NetworkPath) -> OutboxPause.Reason? {
        switch path {
        case .offline: .offline
        case .metered where wifiOnly: .waitingForWiFi
        case .metered, .unmetered: nil
        }
    }
}

/// Why the whole outbox is waiting, and until when.
public struct OutboxPause: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// No network at all.
        case offline
        /// On cellular with "Wi-Fi only" set.
        case waitingForWiFi
        /// The network is up but the server did not answer (connection refused, reset, timeout).
        case serverUnreachable(String)
        /// No session: items wait for their account to sign in again.
        case signedOut
    }

    public var reason: Reason
    /// When the next try happens by itself (nil: when the network or session changes).
    public var until: Date?
}
