#if canImport(Network)
    import Foundation
    import Network

    /// `Reachability` from `NWPathMonitor`: cellular, personal hotspots and Low Data Mode count
    /// as metered, so "Wi-Fi only" holds uploads on them.
    public final class NetworkPathReachability: Reachability, @unchecked Sendable {
        private let monitor = NWPathMonitor()
        private let lock = NSLock()
        private var latest: NetworkPath = .unmetered
        private var continuations: [UUID: AsyncStream<NetworkPath>.Continuation] = [:]

        public init() {
            monitor.pathUpdateHandler = { [weak self] path in self?.publish(Self.map(path)) }
            monitor.start(queue: DispatchQueue(label: "memory.reachability"))
        }

        deinit { monitor.cancel() }

        static func map(_ path: NWPath) -> NetworkPath {
            guard path.status == .satisfied else { return .offline }
            return path.isExpensive || path.isConstrained ? .metered : .unmetered
        }

        public func currentPath() async -> NetworkPath { lock.withLock { latest } }

        public func paths() async -> AsyncStream<NetworkPath> {
            let id = UUID()
            let (stream, continuation) = AsyncStream.makeStream(of: NetworkPath.self, bufferingPolicy: .bufferingNewest(1))
            lock.withLock {
                continuations[id] = continuation
                continuation.yield(latest)
            }
            continuation.onTermination = { [weak self] _ in self?.lock.withLock { _ = self?.continuations.removeValue(forKey: id) } }
            return stream
        }

        private func publish(_ path: NetworkPath) {
            let listeners = lock.withLock { () -> [AsyncStream<NetworkPath>.Continuation] in
                latest = path
                return Array(continuations.values)
            }
            for listener in listeners { listener.yield(path) }
        }
    }
#endif
