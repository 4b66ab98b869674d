import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The proxies allowed to say who the client is (`TRUSTED_PROXIES`: addresses or CIDR ranges,
/// comma-separated, e.g. `127.0.0.1` for the nginx in front of each instance).
///
/// Behind nginx every connection comes from nginx, so the rate limits would see one client. A
/// request from a trusted peer is judged by its `X-Forwarded-For` instead: read from the right
/// (each proxy appends the address it saw), the first address that is not itself a trusted proxy
/// is the client. From any other peer the header is ignored: anyone can send one, and a forged
/// address would let a guesser reset its own limits.
public struct TrustedProxies: Sendable, Equatable {
    struct Range: Sendable, Equatable {
        var address: [UInt8]
        var prefixLength: Int

        func contains(_ bytes: [UInt8]) -> Bool {
            guard bytes.count == address.count else { return false }
            var remaining = prefixLength
            for (a, b) in zip(address, bytes) where remaining > 0 {
                let bits = min(8, remaining)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                if a & mask != b & mask { return false }
                remaining -= bits
            }
            return true
        }
    }

    let ranges: [Range]

    /// Nobody: the peer is the client (a server reached directly).
    public static let none = TrustedProxies(ranges: [])

    init(ranges: [Range]) { self.ranges = ranges }

    /// Parses `127.0.0.1, 10.0.0.0/8, ::1`; throws `InvalidEntry` naming the first entry that is
    /// not an address or range.
    public init(parsing text: String) throws {
        var ranges: [Range] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "/", maxSplits: 1).map(String.init)
            guard let bytes = Self.bytes(of: parts[0]) else { throw InvalidEntry(entry: item) }
            var prefix = bytes.count * 8
            if parts.count == 2 {
                guard let length = Int(parts[1]), (0...prefix).contains(length) else { throw InvalidEntry(entry: item) }
                prefix = length
            }
            ranges.append(Range(address: bytes, prefixLength: prefix))
        }
        self.ranges = ranges
    }

    public struct InvalidEntry: Error, Equatable {
        public var entry: String
    }

    public func contains(_ address: String) -> Bool {
        guard !ranges.isEmpty, let bytes = Self.bytes(of: address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// The client's address given the connection's peer and the `X-Forwarded-For` values.
    public func clientAddress(peer: String?, forwardedFor: [String]) -> String? {
        guard let peer, contains(peer) else { return peer }
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() {
            // A hop that is not an address at all: trust nothing further left of it.
            guard Self.bytes(of: hop) != nil else { return peer }
            if !contains(hop) { return hop }
        }
        return hops.first ?? peer
    }

    /// The address's bytes (4 for IPv4, 16 for IPv6), or nil when it is not one.
    static func bytes(of text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }
}
